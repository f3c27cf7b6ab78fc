import Foundation
import ReelCore

/// A JSON document a mutation can break in every way a hostile scenario file can: objects keep their keys as an
/// ordered list (so a key can appear twice), and numbers are raw text (so `1e999` or `-0` can be written).
indirect enum FuzzJSON {
    case raw(String)
    case string(String)
    case array([FuzzJSON])
    case object([FuzzField])

    /// The document `value` (object keys sorted).
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .raw("null")
        case .bool(let flag): self = .raw(flag ? "true" : "false")
        case .number(let number):
            self = .raw(number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : "\(number)")
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(FuzzJSON.init))
        case .object(let fields): self = .object(fields.keys.sorted().map { FuzzField($0, FuzzJSON(fields[$0]!)) })
        }
    }

    /// The JSON text.
    var text: String {
        switch self {
        case .raw(let token): token
        case .string(let value): JSONLine.quote(value)
        case .array(let items): "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let fields):
            "{" + fields.map { JSONLine.quote($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    /// Every node's path: indices into arrays and objects, from the root.
    var paths: [[Int]] {
        var out: [[Int]] = [[]]
        switch self {
        case .array(let items):
            for (index, item) in items.enumerated() { out += item.paths.map { [index] + $0 } }
        case .object(let fields):
            for (index, field) in fields.enumerated() { out += field.value.paths.map { [index] + $0 } }
        case .raw, .string: break
        }
        return out
    }

    /// Applies `change` to the node at `path`.
    func updating(_ path: [Int], _ change: (FuzzJSON) -> FuzzJSON) -> FuzzJSON {
        guard let first = path.first else { return change(self) }
        let rest = Array(path.dropFirst())
        switch self {
        case .array(var items):
            items[first] = items[first].updating(rest, change)
            return .array(items)
        case .object(var fields):
            fields[first].value = fields[first].value.updating(rest, change)
            return .object(fields)
        case .raw, .string: return self
        }
    }
}

/// One key and value of an object (a key may appear twice in an object).
struct FuzzField {
    var key: String
    var value: FuzzJSON

    init(_ key: String, _ value: FuzzJSON) {
        self.key = key
        self.value = value
    }
}

/// Mutations of scenario files: drop, duplicate or rename keys, extreme numbers, wrong types, long values, repeated
/// script steps, then sometimes a cut or a flipped byte in the text.
enum ScenarioMutator {
    /// Numbers at and past every limit a setting could have.
    static let numbers = [
        "0", "-0", "-1", "1", "0.5", "-0.5", "1e300", "-1e300", "1e308", "-1e308", "1e-300", "1e999", "-1e999",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551616", "4294967296",
        "2147483648", "32768", "65536", "1e18", "1e19", "1e9", "100000", "3.0000000000000004", "1e16",
        // In range for many settings, so a mutated scenario often still validates and reaches deeper code.
        "2", "3", "10", "20", "100", "250", "1000", "0.25", "0.999", "5000", "60000",
    ]
    /// Values of the wrong type.
    static let wrongTypes = [
        "null", "true", "false", "\"\"", "\"x\"", "[]", "{}", "[1,2,3]", "{\"a\":1}", "\"1e300\"", "\"NaN\"",
    ]

    /// A mutation of `document` chosen by `random`; returns the bytes and what was done.
    static func mutate(_ document: FuzzJSON, random: inout SplitMix64) -> (bytes: [UInt8], what: String) {
        var json = document
        var what: [String] = []
        for _ in 0..<(random.chance(0.6) ? 1 : random.int(2...4)) {
            let paths = json.paths
            let path = random.pick(paths)
            let kind = random.int(0..<8)
            what.append("\(kind)@\(path)")
            json = json.updating(path) { node in apply(kind, to: node, random: &random) }
        }
        var bytes = Array(json.text.utf8)
        if random.chance(0.15), !bytes.isEmpty {
            bytes = Array(bytes.prefix(random.int(0..<bytes.count)))
            what.append("cut")
        }
        if random.chance(0.1), !bytes.isEmpty {
            bytes[random.int(0..<bytes.count)] = UInt8(truncatingIfNeeded: random.next())
            what.append("flip")
        }
        return (bytes, what.joined(separator: " "))
    }

    static func apply(_ kind: Int, to node: FuzzJSON, random: inout SplitMix64) -> FuzzJSON {
        switch (kind, node) {
        case (0, .object(var fields)) where !fields.isEmpty:
            fields.remove(at: random.int(0..<fields.count))
            return .object(fields)
        case (1, .object(var fields)) where !fields.isEmpty:
            let field = random.pick(fields)
            fields.insert(FuzzField(field.key, .raw(random.pick(numbers))), at: random.int(0...fields.count))
            return .object(fields)
        case (2, .object(var fields)) where !fields.isEmpty:
            let names = ["", "x", "name", "count", String(repeating: "k", count: 300)]
            fields[random.int(0..<fields.count)].key = random.pick(names)
            return .object(fields)
        case (3, .array(var items)) where !items.isEmpty:
            let item = random.pick(items)
            for _ in 0..<random.int(1...40) { items.insert(item, at: random.int(0...items.count)) }
            return .array(items)
        case (4, _):
            return .raw(random.pick(wrongTypes))
        case (5, _):
            return .string(random.pick(["", String(repeating: "é", count: 400), "../../etc/passwd", "a\u{0}b", "🙂"]))
        case (6, .array(var items)) where !items.isEmpty:
            items.remove(at: random.int(0..<items.count))
            return .array(items)
        default:
            return .raw(random.pick(numbers))
        }
    }
}
