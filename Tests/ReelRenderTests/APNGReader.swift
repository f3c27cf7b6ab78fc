import Foundation

/// Reads an APNG's animation chunks back, for tests.
struct APNGReader {
    struct Frame {
        var delayNumerator: Int
        var delayDenominator: Int
        /// The frame's compressed image data (IDAT payloads, or fdAT payloads without their sequence numbers).
        var data: [[UInt8]] = []

        /// A plain PNG of this frame: the APNG's IHDR and the data as IDAT.
        func standalonePNG(header: [UInt8]) -> [UInt8] {
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            png += APNGReader.chunk("IHDR", header)
            for part in data { png += APNGReader.chunk("IDAT", part) }
            return png + APNGReader.chunk("IEND", [])
        }
    }

    enum Failure: Error { case malformed(String) }

    var header: [UInt8] = []
    var frameCount = 0
    var plays = 0
    var frames: [Frame] = []
    var sequenceNumbers: [Int] = []

    var sequenceNumbersAreConsecutive: Bool { sequenceNumbers == Array(0..<sequenceNumbers.count) }

    init(bytes: [UInt8]) throws {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { throw Failure.malformed("signature") }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Self.int(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            switch type {
            case "IHDR": header = data
            case "acTL":
                frameCount = Self.int(data, 0)
                plays = Self.int(data, 4)
            case "fcTL":
                sequenceNumbers.append(Self.int(data, 0))
                frames.append(
                    Frame(
                        delayNumerator: Int(data[20]) << 8 | Int(data[21]),
                        delayDenominator: Int(data[22]) << 8 | Int(data[23])))
            case "IDAT":
                guard !frames.isEmpty else { throw Failure.malformed("IDAT before fcTL") }
                frames[frames.count - 1].data.append(data)
            case "fdAT":
                sequenceNumbers.append(Self.int(data, 0))
                frames[frames.count - 1].data.append(Array(data[4...]))
            default: break
            }
            offset += 12 + length
        }
    }

    static func int(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    /// A chunk with its CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        let count = UInt32(data.count)
        out += [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)]
        let body = Array(type.utf8) + data
        out += body
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        return out + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
    }
}
