import Foundation

/// A parsed JSON document, kept as plain values so readers can report exact paths.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses JSON bytes strictly (`JSONParser`): a syntax error, a duplicate key or a number out of `Double`'s
    /// range becomes an `InputError` at the JSON path where it is, with the line and column.
    package static func parse(_ data: Data, file: String) throws(InputError) -> JSONValue {
        try JSONParser.parse([UInt8](data), file: file)
    }

    /// A short name of the JSON type, for error messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}
