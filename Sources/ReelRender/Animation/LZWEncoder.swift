/// GIF's variable-width LZW (codes of 9…12 bits for 8-bit pixels, LSB-first), with a clear code when the table fills.
/// Follows the code-width schedule of Go's compress/lzw, which every GIF decoder reads.
struct LZWEncoder {
    static let literalWidth = 8
    private static let tableSize = 1 << 13  // open addressing; at most 4096 entries live
    private static let maxCode = 4095

    private var output: [UInt8] = []
    private var bits: UInt32 = 0
    private var bitCount: UInt32 = 0
    private var width = literalWidth + 1
    private var hi = (1 << literalWidth) + 1
    private var overflow = 1 << (literalWidth + 1)
    private var keys = [Int32](repeating: -1, count: tableSize)
    private var values = [UInt16](repeating: 0, count: tableSize)

    /// The compressed bytes of `pixels` (without the min-code-size byte and sub-block framing).
    static func encode(_ pixels: [UInt8]) -> [UInt8] {
        var encoder = LZWEncoder()
        return encoder.run(pixels)
    }

    private mutating func run(_ pixels: [UInt8]) -> [UInt8] {
        let clear = 1 << Self.literalWidth
        write(clear)
        guard var saved = pixels.first.map(Int.init) else {
            write(clear + 1)
            return flush()
        }
        for pixel in pixels.dropFirst() {
            let key = Int32(saved << 8 | Int(pixel))
            if let code = lookup(key) {
                saved = code
                continue
            }
            write(saved)
            saved = Int(pixel)
            if incrementHi() { insert(key, code: hi) }
        }
        write(saved)
        _ = incrementHi()
        write(clear + 1)
        return flush()
    }

    /// Advances the next free code; when the table is full, writes a clear code, resets and returns false.
    private mutating func incrementHi() -> Bool {
        hi += 1
        if hi == overflow {
            width += 1
            overflow <<= 1
        }
        guard hi == Self.maxCode else { return true }
        let clear = 1 << Self.literalWidth
        write(clear)
        width = Self.literalWidth + 1
        hi = clear + 1
        overflow = clear << 1
        for index in keys.indices { keys[index] = -1 }
        return false
    }

    private func slot(_ key: Int32) -> Int {
        Int((UInt32(bitPattern: key) &* 2_654_435_761) >> 19) & (Self.tableSize - 1)
    }

    private func lookup(_ key: Int32) -> Int? {
        var index = slot(key)
        while keys[index] != -1 {
            if keys[index] == key { return Int(values[index]) }
            index = (index + 1) & (Self.tableSize - 1)
        }
        return nil
    }

    private mutating func insert(_ key: Int32, code: Int) {
        var index = slot(key)
        while keys[index] != -1 { index = (index + 1) & (Self.tableSize - 1) }
        keys[index] = key
        values[index] = UInt16(code)
    }

    private mutating func write(_ code: Int) {
        bits |= UInt32(code) << bitCount
        bitCount += UInt32(width)
        while bitCount >= 8 {
            output.append(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount -= 8
        }
    }

    private mutating func flush() -> [UInt8] {
        if bitCount > 0 { output.append(UInt8(truncatingIfNeeded: bits)) }
        return output
    }
}
