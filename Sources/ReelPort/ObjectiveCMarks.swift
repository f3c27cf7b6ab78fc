import Foundation

/// What in a UIKit file asks for the Objective-C runtime, which Swift on Linux does not have: the `@objc`,
/// `@objc(name)` and `@objcMembers` attributes (removed) and `#selector(...)` expressions (made
/// `Selector("...")`, which ReelKit's target-action takes and never sends). Text in string literals and comments is
/// left alone.
enum ObjectiveCMarks {
    /// `code` (a run of code, no comment or string in it) without its Objective-C marks, or nil when it has none.
    static func removed(fromCode code: String) -> String? {
        var head = code
        var changed = false
        let attribute = #"(?<![\w.])@objc(Members\b|\([^)]*\)|\b)\s*"#
        while let match = head.range(of: attribute, options: .regularExpression) {
            head.removeSubrange(match)
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
        return changed ? head : nil
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
