extension PNGEncoder {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Wraps a zlib stream as signature + IHDR + one IDAT + IEND.
    static func assemble(idat: UnsafeRawBufferPointer, workspace: PNGWorkspace) -> [UInt8] {
        assemble(idat: idat, width: workspace.width, height: workspace.height)
    }

    /// The PNG file of a `width`×`height` RGB image whose zlib stream is `idat`.
    static func assemble(idat: UnsafeRawBufferPointer, width: Int, height: Int) -> [UInt8] {
        let compressedCount = idat.count
        precondition(compressedCount <= Int(Int32.max), "IDAT too large for one chunk")

        var ihdr: [UInt8] = []
        ihdr.reserveCapacity(13)
        appendBigEndian(UInt32(width), to: &ihdr)
        appendBigEndian(UInt32(height), to: &ihdr)
        ihdr += [8, 2, 0, 0, 0]  // bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace

        var png: [UInt8] = []
        png.reserveCapacity(signature.count + 25 + 12 + compressedCount + 12)
        png += signature
        ihdr.withUnsafeBytes { appendChunk(type: "IHDR", data: $0, to: &png) }
        appendChunk(type: "IDAT", data: idat, to: &png)
        appendChunk(type: "IEND", data: UnsafeRawBufferPointer(start: nil, count: 0), to: &png)
        return png
    }

    /// Appends length, type, data and the CRC over type + data.
    static func appendChunk(type: String, data: UnsafeRawBufferPointer, to png: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &png)
        let typeStart = png.count
        png += Array(type.utf8)
        png += data
        let crc = png.withUnsafeBytes { CRC32.update(0, UnsafeRawBufferPointer(rebasing: $0[typeStart...])) }
        appendBigEndian(crc, to: &png)
    }

    /// Appends a 32-bit big-endian value.
    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
