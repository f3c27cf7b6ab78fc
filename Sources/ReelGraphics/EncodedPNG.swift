/// A finished PNG file and the hash of the pixels it holds.
package struct EncodedPNG: Sendable {
    /// The complete PNG file bytes.
    package let bytes: [UInt8]
    /// XXH3-128 (32 lowercase hex chars) of the unfiltered 8-bit RGB rows (width·3 bytes each, top to bottom, no
    /// padding).
    package let pixelHash: String

    /// Pairs encoded bytes with their pixel hash.
    package init(bytes: [UInt8], pixelHash: String) {
        self.bytes = bytes
        self.pixelHash = pixelHash
    }
}
