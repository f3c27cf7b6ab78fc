import Testing

@testable import ReelGraphics

/// `BitWriter` stores its whole 64-bit buffer on every append: the bytes must be those of a plain bit-by-bit writer.
struct BitWriterTests {
    /// One append, as `BitWriter` takes them.
    enum Append {
        case put(UInt32, Int)
        case packed(UInt32)
        case pair(UInt32, UInt32)
        case align
    }

    /// The bits of `append`, low bit first.
    static func bits(_ append: Append) -> [Bool] {
        func bits(_ value: UInt32, _ count: Int) -> [Bool] { (0..<count).map { value >> $0 & 1 == 1 } }
        switch append {
        case .put(let value, let count): return bits(value, count)
        case .packed(let entry): return bits(entry & 0xFF_FFFF, Int(entry >> 24))
        case .pair(let first, let second):
            return bits(first & 0xFF_FFFF, Int(first >> 24)) + bits(second & 0xFF_FFFF, Int(second >> 24))
        case .align: return []
        }
    }

    /// A seeded mix of appends of every length, with byte alignments between them.
    static func appends(seed: UInt64, count: Int) -> [Append] {
        var state = seed
        func next(_ bound: UInt32) -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 33) % bound
        }
        return (0..<count).map { _ in
            let (bits, other) = (Int(next(16)), Int(next(16)))
            let value = next(UInt32.max) & (1 << bits - 1)
            let entry = value | UInt32(bits) << 24
            switch next(10) {
            case 0: return .align
            case 1:
                let wide = Int(next(33))
                return .put(next(UInt32.max) & UInt32((UInt64(1) << wide) - 1), wide)
            case 2...5: return .packed(entry)
            default: return .pair(entry, (next(UInt32.max) & (1 << other - 1)) | UInt32(other) << 24)
            }
        }
    }

    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func writesTheBytesOfAPlainBitWriter(seed: UInt64) {
        let appends = Self.appends(seed: seed, count: 5_000) + [.align]
        var expected: [UInt8] = []
        var bitCount = 0
        for append in appends {
            if case .align = append { bitCount = (bitCount + 7) / 8 * 8 }
            for bit in Self.bits(append) {
                if bitCount % 8 == 0 { expected.append(0) }
                if bit { expected[bitCount / 8] |= 1 << (bitCount % 8) }
                bitCount += 1
            }
            if bitCount > expected.count * 8 { expected.append(0) }
        }
        // Every append may store eight bytes from where the stream has got to.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: expected.count + 8, alignment: 1)
        defer { buffer.deallocate() }
        buffer.initializeMemory(as: UInt8.self, repeating: 0xAA)
        var writer = BitWriter(start: buffer.baseAddress! + 0)
        for append in appends {
            switch append {
            case .put(let value, let count): writer.put(value, count)
            case .packed(let entry): writer.putPacked(entry)
            case .pair(let first, let second): writer.putPackedPair(first, second)
            case .align: writer.alignToByte()
            }
        }
        #expect(writer.out - buffer.baseAddress! == expected.count)
        #expect(Array(buffer.prefix(expected.count)) == expected)
    }
}
