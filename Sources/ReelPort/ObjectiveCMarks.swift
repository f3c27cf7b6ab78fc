import Foundation

/// What in a UIKit file asks for the Objective-C runtime, which Swift on Linux does not have: the `@objc`,
/// `@objc(name)` and `@objcMembers` attributes (removed) and `#selector(…)` expressions (made `Selector("…")`, which
/// ReelKit's target-action takes and never sends). Code in string literals and comments is left alone.
enum ObjectiveCMarks {
    /// The line without its Objective-C marks, or nil when it has none.
    static func removed(from line: String) -> String? {
        let code = codeEnd(of: line)
        var head = String(line[..<code])
        let tail = String(line[code...])
        var changed = false
        if let range = head.range(of: #"@objc(Members\b|\([^)]*\)|\b)\s*"#, options: .regularExpression) {
            var found: Range<String.Index>? = range
            while let match = found {
                head.removeSubrange(match)
                found = head.range(of: #"@objc(Members\b|\([^)]*\)|\b)\s*"#, options: .regularExpression)
            }
            changed = true
        }
        while let start = head.range(of: "#selector(") {
            guard let close = closingParenthesis(in: head, after: start.upperBound) else { break }
            var expression = head[start.upperBound..<close].trimmingCharacters(in: .whitespaces)
            for prefix in ["getter:", "setter:"] where expression.hasPrefix(prefix) {
                expression = expression.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            }
            head.replaceSubrange(start.lowerBound...close, with: "Selector(\"\(expression)\")")
            changed = true
        }
        return changed ? head + tail : nil
    }

    /// Where the line's code ends: at a `//` comment outside a string literal, else at its end.
    private static func codeEnd(of line: String) -> String.Index {
        var inString = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" { inString.toggle() }
            if !inString, character == "/", line[line.index(after: index)...].hasPrefix("/") { return index }
            index = line.index(after: index)
        }
        return line.endIndex
    }

    /// The index of the `)` that closes the parenthesis opened just before `start`.
    private static func closingParenthesis(in text: String, after start: String.Index) -> String.Index? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
