/// Typed values out of a scenario or template object: each checked as a setting of that kind is (`SettingKind`), so
/// a bad value reads the same whether a file, `--vary` or the Swift API gave it.
extension JSONReader {
    /// A number within `range`, or `fallback` when absent.
    package mutating func number(_ key: String, in range: ClosedRange<Double>, default fallback: Double)
        throws(InputError) -> Double
    {
        try number(key, in: range) ?? fallback
    }

    /// A number within `range`, or nil when absent.
    package mutating func number(_ key: String, in range: ClosedRange<Double>) throws(InputError) -> Double? {
        guard case .number(let number) = try checked(key, .number(range)) else { return nil }
        return number
    }

    /// A whole number within `range`, or `fallback` when absent.
    package mutating func integer(_ key: String, in range: ClosedRange<Int>, default fallback: Int) throws(InputError)
        -> Int
    {
        try integer(key, in: range) ?? fallback
    }

    /// A whole number within `range`, or nil when absent.
    package mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(InputError) -> Int? {
        guard case .number(let number) = try checked(key, .integer(range)) else { return nil }
        return Int(number)
    }

    /// A boolean, or `fallback` when absent.
    package mutating func bool(_ key: String, default fallback: Bool) throws(InputError) -> Bool {
        guard case .bool(let flag) = try checked(key, .flag) else { return fallback }
        return flag
    }

    /// One of `choices`, or `fallback` when absent.
    package mutating func choice(_ key: String, of choices: [String], default fallback: String) throws(InputError)
        -> String
    {
        guard case .string(let text) = try checked(key, .choice(choices)) else { return fallback }
        return text
    }

    /// The value at `key` if `kind` accepts it (the same check and message as a setting of that kind), nil when
    /// absent.
    package mutating func checked(_ key: String, _ kind: SettingKind) throws(InputError) -> JSONValue? {
        guard let value = value(key) else { return nil }
        switch kind.check(value) {
        case .success(let valid): return valid
        case .failure(let reason): throw error(key, reason.text)
        }
    }

    /// A colour written `#rrggbb` or `#rrggbbaa`, or `fallback` when absent.
    package mutating func color(_ key: String, default fallback: Color) throws(InputError) -> Color {
        guard let text = try string(key) else { return fallback }
        guard let color = Color(hex: text) else {
            throw error(key, "expected a colour like \"#1c1c22\", got \"\(text)\"")
        }
        return color
    }
}
