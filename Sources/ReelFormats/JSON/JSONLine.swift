/// Builds one JSON object as text with keys in the order written and numbers printed the same on every machine.
package struct JSONLine {
    private var text = "{"
    private var first = true

    package init() {}

    /// Adds a string field.
    package mutating func add(_ key: String, _ value: String) {
        field(key)
        text += Self.quote(value)
    }

    /// Adds an optional string field (null when nil).
    package mutating func add(_ key: String, _ value: String?) {
        field(key)
        text += value.map(Self.quote) ?? "null"
    }

    /// Adds an integer field.
    package mutating func add(_ key: String, _ value: Int) {
        field(key)
        text += String(value)
    }

    /// Adds a number, rounded to 3 decimals.
    package mutating func add(_ key: String, _ value: Double) {
        field(key)
        text += Self.number(value)
    }

    /// Adds a boolean field.
    package mutating func add(_ key: String, _ value: Bool) {
        field(key)
        text += value ? "true" : "false"
    }

    /// Adds pre-encoded JSON (an array or object built elsewhere).
    package mutating func addRaw(_ key: String, _ json: String) {
        field(key)
        text += json
    }

    /// The finished object.
    package var string: String { text + "}" }

    private mutating func field(_ key: String) {
        if !first { text += "," }
        first = false
        text += Self.quote(key) + ":"
    }

    /// A number rounded to 3 decimals, without trailing zeros ("16.667", "50", "-0.5").
    package static func number(_ value: Double, decimals: Int = 3) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 9e15 else {
            // Beyond Int's range a whole number is written as Swift prints the Double (never a trapping conversion).
            return Int(exactly: value.rounded()).map(String.init) ?? String(value.rounded())
        }
        let units = Int64(scaled)
        let magnitude = units.magnitude
        let divisor = UInt64(scale)
        let whole = magnitude / divisor
        var fraction = String(magnitude % divisor)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = units < 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// A JSON string literal.
    package static func quote(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
