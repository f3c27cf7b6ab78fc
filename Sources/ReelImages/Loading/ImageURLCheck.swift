/// What makes an image URL unusable before any load is tried: a space or control character (a CR/LF would also
/// split a request line), a character outside ASCII, a `%` that does not start a percent escape, an `http(s)` URL
/// without a host. Such a URL can never load, so a scenario that lists one is refused up front (`reel validate`
/// says which item), instead of its cell staying a placeholder for the whole run without a word.
package enum ImageURLCheck {
    /// Why `url` cannot be loaded, as a phrase (`contains a space …`); nil when its characters are fine.
    package static func problem(_ url: String) -> String? {
        let scalars = Array(url.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            if scalar.value <= 0x20 || scalar.value == 0x7F {
                let what = scalar == " " ? "a space" : "the control character U+\(hex(scalar.value))"
                return "contains \(what) at character \(offset + 1): percent-encode it (%\(hex(scalar.value)))"
            }
            if !scalar.isASCII {
                let escaped = String(scalar).utf8.map { "%" + hex(UInt32($0)) }.joined()
                return "contains '\(scalar)' at character \(offset + 1), which is not ASCII: percent-encode it "
                    + "(\(escaped))"
            }
            if scalar == "%" {
                let digits = scalars.dropFirst(offset + 1).prefix(2)
                guard digits.count == 2, digits.allSatisfy(\.properties.isASCIIHexDigit) else {
                    let shown = String(String.UnicodeScalarView(scalars[offset..<min(offset + 3, scalars.count)]))
                    return "has '\(shown)' at character \(offset + 1), which is not a percent escape (% and two hex "
                        + "digits; a literal % is %25)"
                }
            }
        }
        let lowered = url.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            let rest = url.drop { $0 != ":" }.dropFirst(3)
            let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            let name =
                host.split(separator: "@", omittingEmptySubsequences: false).last.map {
                    $0.split(separator: ":", omittingEmptySubsequences: false).first ?? ""
                } ?? ""
            if name.isEmpty && !host.hasPrefix("[") { return "has no host" }
        }
        return nil
    }

    /// `text` with control characters written as `\r`, `\n` or `\u{…}`, for a one-line message.
    package static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": out += "\\r"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func hex(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return text.count % 2 == 1 ? "0" + text : text
    }
}
