/// Builds deliberately broken PNGs: a valid signature and IHDR, then a truncated IDAT of garbage.
enum CorruptPNG {
    /// A `width`×`height` 8-bit RGB header followed by `seed`-dependent garbage that ends mid-chunk.
    static func make(width: Int, height: Int, seed: Int) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(clamping: width)) + bigEndian(UInt32(clamping: height))
        header += [8, 2, 0, 0, 0]  // bit depth 8, RGB, deflate, adaptive filtering, no interlace
        bytes += chunk(type: "IHDR", data: header)
        bytes += bigEndian(4096) + Array("IDAT".utf8)  // Claims 4096 bytes, sends 64, no CRC.
        var state = UInt32(truncatingIfNeeded: seed) &* 2_654_435_761 | 1
        for _ in 0..<64 {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            bytes.append(UInt8(truncatingIfNeeded: state))
        }
        return bytes
    }

    /// Length + type + data + CRC-32 over type and data.
    static func chunk(type: String, data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    /// CRC-32 (ISO 3309, as PNG uses).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = (crc & 1) == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
