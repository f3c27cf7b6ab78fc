/// Reads typed values out of a `JSONValue` object, tracking the JSON path for errors and rejecting unknown keys.
package struct JSONReader {
    package let file: String
    package let path: String
    private let fields: [String: JSONValue]
    private var seen: Set<String> = []

    /// A reader over `value`, which must be an object.
    package init(_ value: JSONValue, file: String, path: String = "$") throws(InputError) {
        guard case .object(let fields) = value else {
            throw InputError(file: file, path: path, message: "expected an object, got \(value.typeName)")
        }
        self.file = file
        self.path = path
        self.fields = fields
    }

    /// The path of a key below this object.
    package func path(of key: String) -> String { "\(path).\(key)" }

    /// An error at `key` (or at this object when nil).
    package func error(_ key: String?, _ message: String) -> InputError {
        InputError(file: file, path: key.map(path(of:)) ?? path, message: message)
    }

    /// Whether the object has `key`, marking it as read.
    package mutating func has(_ key: String) -> Bool {
        seen.insert(key)
        return fields[key] != nil
    }

    /// The raw value at `key`, if present (null counts as absent).
    package mutating func value(_ key: String) -> JSONValue? {
        seen.insert(key)
        if case .null = fields[key] { return nil }
        return fields[key]
    }

    /// A nested object reader, or nil when the key is absent.
    package mutating func object(_ key: String) throws(InputError) -> JSONReader? {
        guard let value = value(key) else { return nil }
        return try JSONReader(value, file: file, path: path(of: key))
    }

    /// A string, or nil when absent.
    package mutating func string(_ key: String) throws(InputError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else { throw error(key, "expected a string, got \(value.typeName)") }
        return text
    }

    /// A non-empty string that must be present.
    package mutating func requiredString(_ key: String) throws(InputError) -> String {
        guard let text = try string(key) else { throw error(key, "required string is missing") }
        guard !text.isEmpty else { throw error(key, "expected a non-empty string") }
        return text
    }

    /// An array of values, or nil when absent.
    package mutating func array(_ key: String) throws(InputError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let values) = value else { throw error(key, "expected an array, got \(value.typeName)") }
        return values
    }

    /// Throws for the first (alphabetically) key that was never read.
    package func finish(known: [String]? = nil) throws(InputError) {
        let unknown = fields.keys.filter { !seen.contains($0) }.sorted()
        guard let key = unknown.first else { return }
        let expected = (known ?? seen.sorted()).joined(separator: ", ")
        throw error(key, "unknown key \"\(key)\" (expected one of: \(expected))")
    }

    /// A number as messages print it: whole numbers without a fraction (`50`, not `50.0`).
    package static func describe(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// A range as messages print it: `0...20`, `0...∞`.
    package static func describe(_ range: ClosedRange<Double>) -> String {
        let upper = range.upperBound == .greatestFiniteMagnitude ? "∞" : describe(range.upperBound)
        return "\(describe(range.lowerBound))...\(upper)"
    }
}
