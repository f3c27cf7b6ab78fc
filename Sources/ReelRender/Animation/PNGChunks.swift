import Foundation
import ReelGraphics

/// Reads and writes PNG chunks (length, type, data, CRC-32) for assembling APNGs without re-encoding.
enum PNGChunks {
    /// The 8-byte PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk: its four-letter type and its data.
    struct Chunk: Equatable {
        var type: String
        var data: [UInt8]
    }

    /// Splits a PNG file into its chunks, checking the signature, lengths and CRCs.
    static func read(_ bytes: [UInt8], path: String) throws -> [Chunk] {
        guard bytes.count >= 8, bytes.starts(with: signature) else {
            throw AnimationError(path: path, message: "not a PNG file")
        }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else {
                throw AnimationError(path: path, message: "truncated chunk at byte \(offset)")
            }
            let length = Int(bigEndian32(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else {
                throw AnimationError(path: path, message: "truncated chunk at byte \(offset)")
            }
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let crc = bigEndian32(bytes, at: offset + 8 + length)
            guard CRC32.checksum(typeBytes, data) == crc else {
                throw AnimationError(path: path, message: "bad CRC at byte \(offset)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            chunks.append(Chunk(type: type, data: data))
            offset += 12 + length
            if type == "IEND" { break }
        }
        return chunks
    }

    /// A serialised chunk: length, type, data, CRC.
    static func encode(type: String, data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 12)
        appendBigEndian(UInt32(data.count), to: &out)
        out += typeBytes
        out += data
        appendBigEndian(CRC32.checksum(typeBytes[...], data), to: &out)
        return out
    }

    /// Reads a 32-bit big-endian value.
    static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// Appends a 32-bit big-endian value.
    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a 16-bit big-endian value.
    static func appendBigEndian(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}

/// CRC-32 (ISO 3309, as PNG uses it), table-driven.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC of `type` followed by `data`.
    static func checksum(_ type: ArraySlice<UInt8>, _ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            for byte in type { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
