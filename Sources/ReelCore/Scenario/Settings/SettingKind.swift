/// What values a setting takes. One kind validates a value the same way wherever it comes from — a scenario
/// file, `reel compare --vary`, or the Swift API — so a bad value gets the same message everywhere.
package enum SettingKind: Sendable, Equatable {
    /// A number within the range.
    case number(ClosedRange<Double>)
    /// A whole number within the range.
    case integer(ClosedRange<Int>)
    /// `true` or `false`.
    case flag
    /// One of the named values.
    case choice([String])
    /// Any string (a path or a name).
    case text

    /// What is expected, as the start of an error message: `expected a number in 0...20`.
    package var expected: String {
        switch self {
        case .number(let range): "expected a number in \(JSONReader.describe(range))"
        case .integer(let range): "expected a whole number in \(range.lowerBound)...\(range.upperBound)"
        case .flag: "expected true or false"
        case .choice(let names): "expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .text: "expected a string"
        }
    }

    /// `value` if this kind accepts it, else the one-line reason (`expected …, got …`).
    package func check(_ value: JSONValue) -> Result<JSONValue, SettingMessage> {
        switch (self, value) {
        case (.number(let range), .number(let number)):
            guard range.contains(number) else { return .failure(got(JSONReader.describe(number))) }
        case (.integer(let range), .number(let number)):
            let whole = number.rounded() == number
            guard whole, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
                return .failure(got(JSONReader.describe(number)))
            }
        case (.flag, .bool), (.text, .string):
            break
        case (.choice(let names), .string(let name)):
            guard names.contains(name) else { return .failure(got("\"\(name)\"")) }
        case (.choice, _):
            return .failure(SettingMessage(text: "\(SettingKind.text.expected), got \(value.typeName)"))
        default:
            return .failure(got(value.typeName))
        }
        return .success(value)
    }

    /// The value a command-line word stands for (`50`, `true`, `index`), checked as `check` does; a word that
    /// is not of this kind at all is quoted in the reason (`expected a number in 0...20, got "fast"`).
    package func check(text: String) -> Result<JSONValue, SettingMessage> {
        let value: JSONValue? =
            switch self {
            case .number, .integer: Double(text).map(JSONValue.number)
            case .flag: text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
            case .choice, .text: .string(text)
            }
        guard let value else { return .failure(got("\"\(text)\"")) }
        return check(value)
    }

    /// The kind for the reference table: `number, 0...20`, `one of: \`a\`, \`b\``.
    package var reference: String {
        switch self {
        case .number(let range): "number, \(JSONReader.describe(range))"
        case .integer(let range): "whole number, \(range.lowerBound)...\(range.upperBound)"
        case .flag: "true or false"
        case .choice(let names): "one of: " + names.map { "`\($0)`" }.joined(separator: ", ")
        case .text: "string"
        }
    }

    private func got(_ description: String) -> SettingMessage {
        SettingMessage(text: "\(expected), got \(description)")
    }
}

/// Why a value was refused: one line, without saying where the value was given.
package struct SettingMessage: Error, Sendable, Equatable {
    package var text: String
}
