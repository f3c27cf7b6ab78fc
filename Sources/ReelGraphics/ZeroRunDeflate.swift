/// A zlib stream in the style of fpnge: one dynamic-Huffman deflate block holding only literals and runs of zero
/// bytes (a zero literal, then length codes at distance 1). After the Paeth filter most of a reel frame is zeros,
/// so no match search is needed: the code comes from a histogram of every fourth row, and encoding is a table
/// look-up per non-zero byte plus one per run, with runs found eight bytes at a time.
struct ZeroRunDeflate {
    /// Literal/length code table: bits in the low 24 bits, bit count in the high 8; index 0...255 literals, 256 end.
    private(set) var literals = [UInt32](repeating: 0, count: 257)
    /// Code, extra bits and the distance-1 code for each zero-run length 3...258, packed the same way.
    private(set) var runs = [UInt32](repeating: 0, count: 259)
    /// The code lengths of the literal/length alphabet, sent in the block header.
    private var lengths: [UInt8] = []

    /// Length symbols 257...285: the base length of each and its extra bits (RFC 1951 §3.2.5).
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]

    /// The length symbol (0-based, add 257) of each run length 0...258 (0...2 unused).
    static let lengthSymbol: [Int] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        return lengthBase.lastIndex { $0 <= length }!
    }

    /// The order code-length code lengths are sent in (RFC 1951 §3.2.7).
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Builds the code from symbol counts (286 entries: literals, end of block, length symbols). Every symbol gets
    /// at least a count of 1, so rows the sample missed still encode.
    init(frequencies: [Int]) {
        let code = HuffmanCode(frequencies: frequencies.map { max($0, 1) }, maxLength: 15)
        lengths = code.lengths
        for symbol in 0...256 {
            literals[symbol] = code.codes[symbol] | UInt32(code.lengths[symbol]) << 24
        }
        for length in 3...258 {
            let symbol = Self.lengthSymbol[length]
            let bits = UInt32(code.lengths[257 + symbol])
            let extra = UInt32(length - Self.lengthBase[symbol])
            let extraBits = UInt32(Self.lengthExtra[symbol])
            // Then distance code 0 (distance 1): a single 0 bit in the two-code distance alphabet.
            runs[length] = (code.codes[257 + symbol] | extra << bits) | (bits + extraBits + 1) << 24
        }
    }

    /// Counts the symbols `row` turns into (the literal/length alphabet, 286 entries).
    static func count(_ row: UnsafePointer<UInt8>, _ count: Int, into frequencies: UnsafeMutablePointer<Int>) {
        var sink = CountingSink(frequencies: frequencies)
        tokenize(row, count, into: &sink)
    }

    /// Writes the zlib header, the block header and the code lengths.
    func writeHeader(_ writer: inout BitWriter) {
        writer.put(0x78, 8)  // CM 8, 32K window
        writer.put(0x01, 8)  // no dictionary, "fastest"; (0x78 << 8 | 0x01) % 31 == 0
        writer.put(1 | 2 << 1, 3)  // final block, dynamic Huffman
        let sequence = lengths + [1, 1]  // two distance codes of one bit: distance 1 is code 0
        var counts = [Int](repeating: 1, count: 19)
        for length in sequence { counts[Int(length)] += 1 }
        let codeLengths = HuffmanCode(frequencies: counts, maxLength: 7)
        writer.put(UInt32(lengths.count - 257), 5)
        writer.put(UInt32(2 - 1), 5)
        writer.put(UInt32(19 - 4), 4)
        for symbol in Self.codeLengthOrder { writer.put(UInt32(codeLengths.lengths[symbol]), 3) }
        for length in sequence {
            writer.put(codeLengths.codes[Int(length)], Int(codeLengths.lengths[Int(length)]))
        }
    }

    /// Encodes one filtered row (filter byte included).
    func encode(_ row: UnsafePointer<UInt8>, _ count: Int, into writer: inout BitWriter) {
        literals.withUnsafeBufferPointer { literals in
            runs.withUnsafeBufferPointer { runs in
                var sink = EncodingSink(
                    writer: writer, literals: literals.baseAddress!, runs: runs.baseAddress!)
                Self.tokenize(row, count, into: &sink)
                writer = sink.writer
            }
        }
    }

    /// Ends the block and the zlib stream (Adler-32 of the uncompressed bytes, big-endian).
    func finish(_ writer: inout BitWriter, adler: UInt32) {
        writer.putPacked(literals[256])
        writer.alignToByte()
        writer.put(adler >> 24, 8)
        writer.put(adler >> 16 & 0xFF, 8)
        writer.put(adler >> 8 & 0xFF, 8)
        writer.put(adler & 0xFF, 8)
    }

    /// Splits `row` into literals and zero runs: a zero literal, then runs of up to 258 more zeros at distance 1.
    @inline(__always)
    static func tokenize<Sink: TokenSink>(_ row: UnsafePointer<UInt8>, _ count: Int, into sink: inout Sink) {
        var i = 0
        while i < count {
            let byte = row[i]
            if byte != 0 {
                if i &+ 4 <= count {
                    // Four non-zero bytes (no byte of the word is zero): two pairs without further tests.
                    let word = UnsafeRawPointer(row + i).loadUnaligned(as: UInt32.self)
                    if (word &- 0x0101_0101) & ~word & 0x8080_8080 == 0 {
                        sink.literals(byte, row[i &+ 1])
                        sink.literals(row[i &+ 2], row[i &+ 3])
                        i &+= 4
                        continue
                    }
                }
                if i &+ 1 < count, row[i &+ 1] != 0 {
                    sink.literals(byte, row[i &+ 1])
                    i &+= 2
                } else {
                    sink.literal(byte)
                    i &+= 1
                }
                continue
            }
            var end = i &+ 1
            while end &+ 8 <= count {
                let word = UnsafeRawPointer(row + end).loadUnaligned(as: UInt64.self)
                if word != 0 {
                    // Little-endian: the first non-zero byte is the lowest non-zero one.
                    end &+= word.littleEndian.trailingZeroBitCount &>> 3
                    break
                }
                end &+= 8
            }
            if end &+ 8 > count {
                while end < count, row[end] == 0 { end &+= 1 }
            }
            sink.literal(0)
            var rest = end &- i &- 1
            while rest >= 3 {
                let length = min(rest, 258)
                sink.run(length)
                rest &-= length
            }
            while rest > 0 {
                sink.literal(0)
                rest &-= 1
            }
            i = end
        }
    }
}

/// Receives the tokens of `ZeroRunDeflate.tokenize`.
protocol TokenSink {
    /// One literal byte.
    mutating func literal(_ byte: UInt8)
    /// Two literal bytes.
    mutating func literals(_ first: UInt8, _ second: UInt8)
    /// A run of `length` (3...258) zeros repeating the previous (zero) byte.
    mutating func run(_ length: Int)
}

/// Counts symbols for the Huffman code.
struct CountingSink: TokenSink {
    let frequencies: UnsafeMutablePointer<Int>

    @inline(__always) mutating func literal(_ byte: UInt8) { frequencies[Int(byte)] &+= 1 }
    @inline(__always) mutating func literals(_ first: UInt8, _ second: UInt8) {
        frequencies[Int(first)] &+= 1
        frequencies[Int(second)] &+= 1
    }
    @inline(__always) mutating func run(_ length: Int) {
        frequencies[257 &+ ZeroRunDeflate.lengthSymbol[length]] &+= 1
    }
}

/// Writes each token's code.
struct EncodingSink: TokenSink {
    var writer: BitWriter
    let literals: UnsafePointer<UInt32>
    let runs: UnsafePointer<UInt32>

    @inline(__always) mutating func literal(_ byte: UInt8) { writer.putPacked(literals[Int(byte)]) }
    @inline(__always) mutating func literals(_ first: UInt8, _ second: UInt8) {
        writer.putPackedPair(literals[Int(first)], literals[Int(second)])
    }
    @inline(__always) mutating func run(_ length: Int) { writer.putPacked(runs[length]) }
}

/// Deflate's LSB-first bit stream into a buffer the caller sized, with at least eight bytes to spare after the
/// stream: every append stores the whole 64-bit buffer and moves past the whole bytes in it, so there is no branch on
/// whether a word is full (that branch went either way every two or three codes, and was mispredicted about as
/// often). Fewer than eight bits are left buffered between appends.
struct BitWriter {
    /// The byte the buffered bits go to.
    private(set) var out: UnsafeMutableRawPointer
    private var buffer: UInt64 = 0
    private var count: UInt64 = 0

    /// A writer starting at `start`.
    init(start: UnsafeMutableRawPointer) { out = start }

    /// Appends the low `bits` bits of `value` (at most 32).
    @inline(__always) mutating func put(_ value: UInt32, _ bits: Int) {
        buffer |= UInt64(value) &<< count
        count &+= UInt64(bits)
        emitWholeBytes()
    }

    /// Appends a table entry: bits in the low 24, bit count in the high 8.
    @inline(__always) mutating func putPacked(_ entry: UInt32) {
        buffer |= UInt64(entry & 0xFF_FFFF) &<< count
        count &+= UInt64(entry &>> 24)
        emitWholeBytes()
    }

    /// Appends two table entries of at most 15 bits each.
    @inline(__always) mutating func putPackedPair(_ first: UInt32, _ second: UInt32) {
        let firstCount = UInt64(first &>> 24)
        let bits = UInt64(first & 0xFF_FFFF) | UInt64(second & 0xFF_FFFF) &<< firstCount
        buffer |= bits &<< count
        count &+= firstCount &+ UInt64(second &>> 24)
        emitWholeBytes()
    }

    /// Stores all eight bytes of the buffer (the bits above `count` are zero) and keeps the last partial byte.
    /// `count` is at most 7 + 32 here, so at most four whole bytes leave and the shift stays below 64.
    @inline(__always) private mutating func emitWholeBytes() {
        out.storeBytes(of: buffer.littleEndian, as: UInt64.self)
        let bytes = count &>> 3
        out += Int(bytes)
        buffer &>>= bytes &<< 3
        count &= 7
    }

    /// Pads with zero bits to the next byte boundary, which leaves nothing buffered.
    mutating func alignToByte() {
        count = (count &+ 7) & ~7
        emitWholeBytes()
    }
}
