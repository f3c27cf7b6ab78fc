/// A strict RFC 8259 JSON parser that reports where a problem is: the JSON path of the value it was reading
/// (`$.items.count`) and the line and column. Foundation's decoders keep the first of two equal keys, turn a
/// number too large for a `Double` into a type-mismatch dump and give no path, so input files go through this
/// instead: a duplicate key, a number out of `Double`'s range, nesting deeper than `maxDepth`, invalid UTF-8 or
/// anything after the value is an `InputError`.
struct JSONParser {
    /// Deepest nesting of arrays and objects accepted (the recursion stays far from the stack's end).
    static let maxDepth = 512

    private let bytes: [UInt8]
    private let file: String
    private var offset = 0

    private init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// The document in `bytes` (a UTF-8 byte order mark is skipped).
    static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> JSONValue {
        var parser = JSONParser(bytes, file: file)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        parser.skipWhitespace()
        let value = try parser.value(path: "$", depth: 0)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else {
            throw parser.fail("$", "unexpected \(parser.describeNext()) after the end of the document")
        }
        return value
    }

    // MARK: Values

    private mutating func value(path: String, depth: Int) throws(InputError) -> JSONValue {
        guard let byte = peek() else { throw fail(path, "expected a value, got the end of the document") }
        switch byte {
        case UInt8(ascii: "{"): return try object(path: path, depth: depth + 1)
        case UInt8(ascii: "["): return try array(path: path, depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string(path: path))
        case UInt8(ascii: "t"): return try literal("true", .bool(true), path: path)
        case UInt8(ascii: "f"): return try literal("false", .bool(false), path: path)
        case UInt8(ascii: "n"): return try literal("null", .null, path: path)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number(path: path))
        default: throw fail(path, "expected a value, got \(describeNext())")
        }
    }

    private mutating func object(path: String, depth: Int) throws(InputError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw fail(path, "nested deeper than \(Self.maxDepth) levels") }
        offset += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw fail(path, "expected a key string, got \(describeNext())") }
            let key = try string(path: path)
            let child = "\(path).\(key)"
            guard fields[key] == nil else {
                throw refuse(child, "duplicate key \"\(key)\" (a key may appear once in an object)")
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw fail(child, "expected ':', got \(describeNext())") }
            offset += 1
            skipWhitespace()
            fields[key] = try value(path: child, depth: depth)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                return .object(fields)
            default: throw fail(path, "expected ',' or '}', got \(describeNext())")
            }
        }
    }

    private mutating func array(path: String, depth: Int) throws(InputError) -> JSONValue {
        guard depth <= Self.maxDepth else { throw fail(path, "nested deeper than \(Self.maxDepth) levels") }
        offset += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            values.append(try value(path: "\(path)[\(values.count)]", depth: depth))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                return .array(values)
            default: throw fail(path, "expected ',' or ']', got \(describeNext())")
            }
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue, path: String) throws(InputError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes[offset...].starts(with: utf8) else { throw fail(path, "expected a value, got \(describeNext())") }
        offset += utf8.count
        return value
    }

    /// A number as the grammar allows it (`-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`), finite as a `Double`.
    private mutating func number(path: String) throws(InputError) -> Double {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        if peek() == UInt8(ascii: "0") {
            offset += 1
        } else {
            guard digits() > 0 else { throw fail(path, "expected a digit, got \(describeNext())") }
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw fail(path, "expected a digit after '.', got \(describeNext())") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw fail(path, "expected a digit in the exponent, got \(describeNext())") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw refuse(path, "expected a number a Double can hold (at most about 1.8e308), got \(text)")
        }
        return number
    }

    private mutating func digits() -> Int {
        let start = offset
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
        return offset - start
    }

    /// A string literal: escapes decoded, control characters and invalid UTF-8 refused.
    private mutating func string(path: String) throws(InputError) -> String {
        offset += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek() else { throw fail(path, "unterminated string") }
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw fail(path, "a string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &utf8, path: path)
            case 0..<0x20:
                throw fail(path, "a control character (0x\(String(byte, radix: 16))) must be escaped in a string")
            default:
                utf8.append(byte)
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8], path: String) throws(InputError) {
        guard let byte = peek() else { throw fail(path, "unterminated string") }
        offset += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let plain = simple[byte] {
            utf8.append(plain)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw fail(path, "unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
        var code = try hex4(path: path)
        if (0xD800..<0xDC00).contains(code) {
            guard bytes[offset...].starts(with: Array("\\u".utf8)) else {
                throw fail(path, "a high surrogate \\u\(String(code, radix: 16)) without its low surrogate")
            }
            offset += 2
            let low = try hex4(path: path)
            guard (0xDC00..<0xE000).contains(low) else { throw fail(path, "an invalid surrogate pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw fail(path, "a lone surrogate \\u\(String(code, radix: 16))")
        }
        utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func hex4(path: String) throws(InputError) -> UInt32 {
        guard offset + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16),
            bytes[offset..<offset + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else {
            throw fail(path, "expected four hex digits after \\u")
        }
        offset += 4
        return code
    }

    // MARK: Reading

    private func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { offset += 1 }
    }

    /// What comes next, for messages: `'x'`, `the end of the document`.
    private func describeNext() -> String {
        guard let byte = peek() else { return "the end of the document" }
        guard byte >= 0x20, byte < 0x7F else { return "byte 0x\(String(byte, radix: 16))" }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    /// A syntax error at `path`, with the line and column of the current byte.
    private func fail(_ path: String, _ message: String) -> InputError {
        InputError(file: file, path: path, message: "malformed JSON (\(position())): \(message)")
    }

    /// Well-formed JSON that is refused (a duplicate key, a number out of range), with where it is.
    private func refuse(_ path: String, _ message: String) -> InputError {
        InputError(file: file, path: path, message: "\(message) (\(position()))")
    }

    /// `line L, column C` of the current byte.
    private func position() -> String {
        let upTo = bytes[..<min(offset, bytes.count)]
        let line = upTo.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = upTo.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }
}
