import CXXHash

/// 128-bit XXH3 hashes, hex-encoded (32 lowercase chars).
package enum ContentHash {
    /// The XXH3-128 of the bytes as 32 lowercase hex characters (high 64 bits first, the canonical order).
    package static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        hex(reel_xxh3_128(bytes.baseAddress, bytes.count))
    }

    /// The XXH3-128 of the bytes as 32 lowercase hex characters (high 64 bits first, the canonical order).
    package static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex($0) }
    }

    /// Formats a 128-bit hash as 32 lowercase hex characters, high half first.
    static func hex(_ hash: XXH128_hash_t) -> String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 32) { buffer in
            for (half, value) in [hash.high64, hash.low64].enumerated() {
                for nibble in 0..<16 {
                    let shift = UInt64(60 - nibble * 4)
                    buffer[half * 16 + nibble] = digits[Int((value >> shift) & 0xF)]
                }
            }
            return 32
        }
    }
}

/// Streaming XXH3-128 over several buffers; owns an `XXH3_state_t` freed in deinit.
///
/// Not Sendable: one hasher per encode call.
package final class StreamingHash {
    /// The owned state from XXH3_createState.
    private let state: OpaquePointer

    /// Allocates and resets the state; nil only when allocation fails.
    package init?() {
        guard let state = XXH3_createState() else { return nil }
        guard XXH3_128bits_reset(state) == XXH_OK else {
            XXH3_freeState(state)
            return nil
        }
        self.state = state
    }

    deinit {
        XXH3_freeState(state)
    }

    /// Adds bytes to the hash.
    package func update(_ pointer: UnsafeRawPointer, count: Int) {
        _ = reel_xxh3_128_update(state, pointer, count)
    }

    /// The hash of everything added so far, as 32 lowercase hex characters.
    package func hexDigest() -> String {
        ContentHash.hex(XXH3_128bits_digest(state))
    }
}
