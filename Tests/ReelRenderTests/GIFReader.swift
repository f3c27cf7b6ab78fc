/// Decodes a GIF's frames onto a canvas (disposal "leave in place"), for tests.
struct GIFReader {
    enum Failure: Error { case malformed(String) }

    var width = 0
    var height = 0
    var palette: [(UInt8, UInt8, UInt8)] = []
    /// nil without a NETSCAPE2.0 extension.
    var repeats: Int?
    var delays: [Int] = []
    /// The composited canvas after each frame, as palette indices.
    var canvases: [[UInt8]] = []

    init(bytes: [UInt8]) throws {
        guard bytes.count > 13, Array(bytes[0..<6]) == Array("GIF89a".utf8) else {
            throw Failure.malformed("signature")
        }
        width = Int(bytes[6]) | Int(bytes[7]) << 8
        height = Int(bytes[8]) | Int(bytes[9]) << 8
        let packed = bytes[10]
        var offset = 13
        if packed & 0x80 != 0 {
            let count = 1 << (Int(packed & 7) + 1)
            for index in 0..<count {
                palette.append(
                    (bytes[offset + index * 3], bytes[offset + index * 3 + 1], bytes[offset + index * 3 + 2]))
            }
            offset += count * 3
        }
        var canvas = [UInt8](repeating: 0, count: width * height)
        var transparent: Int?
        var delay = 0
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x21:
                let label = bytes[offset + 1]
                offset += 2
                var blocks: [[UInt8]] = []
                while bytes[offset] != 0 {
                    let size = Int(bytes[offset])
                    blocks.append(Array(bytes[(offset + 1)...(offset + size)]))
                    offset += size + 1
                }
                offset += 1
                if label == 0xF9, let block = blocks.first {
                    delay = Int(block[1]) | Int(block[2]) << 8
                    transparent = block[0] & 1 != 0 ? Int(block[3]) : nil
                } else if label == 0xFF, blocks.count == 2, blocks[0] == Array("NETSCAPE2.0".utf8) {
                    repeats = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
                }
            case 0x2C:
                let x = Int(bytes[offset + 1]) | Int(bytes[offset + 2]) << 8
                let y = Int(bytes[offset + 3]) | Int(bytes[offset + 4]) << 8
                let w = Int(bytes[offset + 5]) | Int(bytes[offset + 6]) << 8
                let h = Int(bytes[offset + 7]) | Int(bytes[offset + 8]) << 8
                guard bytes[offset + 9] & 0x80 == 0 else {
                    throw Failure.malformed("local colour tables are not expected")
                }
                let minimum = Int(bytes[offset + 10])
                offset += 11
                var data: [UInt8] = []
                while bytes[offset] != 0 {
                    let size = Int(bytes[offset])
                    data += bytes[(offset + 1)...(offset + size)]
                    offset += size + 1
                }
                offset += 1
                let pixels = try Self.lzwDecode(data, minimumCodeSize: minimum)
                guard pixels.count >= w * h else { throw Failure.malformed("short image data") }
                for row in 0..<h {
                    for column in 0..<w {
                        let value = pixels[row * w + column]
                        if let transparent, Int(value) == transparent { continue }
                        canvas[(y + row) * width + x + column] = value
                    }
                }
                canvases.append(canvas)
                delays.append(delay)
            case 0x3B:
                return
            default:
                throw Failure.malformed("unexpected block \(bytes[offset]) at \(offset)")
            }
        }
        throw Failure.malformed("no trailer")
    }

    /// Variable-width LZW as GIF uses it.
    static func lzwDecode(_ data: [UInt8], minimumCodeSize: Int) throws -> [UInt8] {
        let clear = 1 << minimumCodeSize
        var codeSize = minimumCodeSize + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        for index in 0..<clear { suffix[index] = UInt8(truncatingIfNeeded: index) }
        var next = clear + 2
        var previous = -1
        var output: [UInt8] = []
        var bitBuffer = 0
        var bitCount = 0
        var index = 0
        func expand(_ code: Int) -> [UInt8] {
            var string: [UInt8] = []
            var current = code
            while current >= 0 {
                string.append(suffix[current])
                current = current < clear ? -1 : prefix[current]
            }
            return string.reversed()
        }
        while true {
            while bitCount < codeSize {
                guard index < data.count else { throw Failure.malformed("data ended before the end code") }
                bitBuffer |= Int(data[index]) << bitCount
                bitCount += 8
                index += 1
            }
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize
            bitCount -= codeSize
            if code == clear {
                codeSize = minimumCodeSize + 1
                next = clear + 2
                previous = -1
                continue
            }
            if code == clear + 1 { return output }
            let string: [UInt8]
            if previous < 0 {
                string = expand(code)
            } else {
                if code < next {
                    string = expand(code)
                } else if code == next {
                    let head = expand(previous)
                    string = head + [head[0]]
                } else {
                    throw Failure.malformed("code \(code) beyond table \(next)")
                }
                if next < 4096 {
                    prefix[next] = previous
                    suffix[next] = string[0]
                    next += 1
                    if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
                }
            }
            output += string
            previous = code
        }
    }
}
