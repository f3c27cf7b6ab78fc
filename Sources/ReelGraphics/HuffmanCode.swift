/// A canonical, length-limited Huffman code as deflate (RFC 1951 §3.2.2) defines it: code lengths per symbol and
/// the codes themselves, bit-reversed so they can be OR-ed straight into deflate's LSB-first bit stream.
struct HuffmanCode {
    /// Code length of each symbol (0 for symbols that do not occur).
    let lengths: [UInt8]
    /// Each symbol's code, bit-reversed (the first bit sent is bit 0).
    let codes: [UInt32]

    /// Builds the code for `frequencies`, no code longer than `maxLength` bits. Symbols with frequency 0 get no code;
    /// give every symbol at least 1 for a complete code in which any symbol can be sent.
    init(frequencies: [Int], maxLength: Int) {
        let lengths = Self.limitedLengths(frequencies, maxLength: maxLength)
        self.lengths = lengths
        self.codes = Self.canonicalCodes(lengths, maxLength: maxLength)
    }

    /// Huffman code lengths, limited to `maxLength` and handed out again so that rarer symbols get the longer codes.
    static func limitedLengths(_ frequencies: [Int], maxLength: Int) -> [UInt8] {
        let used = frequencies.indices.filter { frequencies[$0] > 0 }.sorted {
            (frequencies[$0], $0) < (frequencies[$1], $1)
        }
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        guard used.count > 1 else {
            if let only = used.first { lengths[only] = 1 }
            return lengths
        }
        // Two-queue Huffman construction over the sorted leaves; nodes keep their parent to read depths back.
        let leaves = used.count
        var weight = used.map { frequencies[$0] } + [Int](repeating: 0, count: leaves - 1)
        var parent = [Int](repeating: -1, count: 2 * leaves - 1)
        var (nextLeaf, nextNode, made) = (0, leaves, leaves)
        func takeSmallest() -> Int {
            if nextLeaf < leaves, nextNode >= made || weight[nextLeaf] <= weight[nextNode] {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextNode += 1
            return nextNode - 1
        }
        while made < 2 * leaves - 1 {
            let (a, b) = (takeSmallest(), takeSmallest())
            weight[made] = weight[a] + weight[b]
            parent[a] = made
            parent[b] = made
            made += 1
        }
        var depth = [Int](repeating: 0, count: 2 * leaves - 1)
        for node in stride(from: 2 * leaves - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        // Clamp to `maxLength`, then restore the Kraft sum exactly (miniz's tdefl_huffman_enforce_max_code_size):
        // each step drops one code from the longest level and splits one shorter code into two.
        var count = [Int](repeating: 0, count: maxLength + 1)
        for leaf in 0..<leaves { count[min(depth[leaf], maxLength)] += 1 }
        var total = 0
        for bits in 1...maxLength { total += count[bits] << (maxLength - bits) }
        while total != 1 << maxLength {
            count[maxLength] -= 1
            for bits in stride(from: maxLength - 1, to: 0, by: -1) where count[bits] > 0 {
                count[bits] -= 1
                count[bits + 1] += 2
                break
            }
            total -= 1
        }
        // Longest codes to the rarest symbols (`used` is sorted rarest first).
        var leaf = 0
        for bits in stride(from: maxLength, through: 1, by: -1) {
            for _ in 0..<count[bits] {
                lengths[used[leaf]] = UInt8(bits)
                leaf += 1
            }
        }
        return lengths
    }

    /// Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed.
    static func canonicalCodes(_ lengths: [UInt8], maxLength: Int) -> [UInt32] {
        var count = [UInt32](repeating: 0, count: maxLength + 1)
        for length in lengths where length > 0 { count[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: maxLength + 2)
        var code: UInt32 = 0
        for bits in 1...maxLength {
            code = (code + count[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let code = next[Int(length)]
            next[Int(length)] += 1
            return reversed(code, bits: Int(length))
        }
    }

    /// The low `bits` bits of `code` in reverse order.
    static func reversed(_ code: UInt32, bits: Int) -> UInt32 {
        var (input, output) = (code, UInt32(0))
        for _ in 0..<bits {
            output = (output << 1) | (input & 1)
            input >>= 1
        }
        return output
    }
}
