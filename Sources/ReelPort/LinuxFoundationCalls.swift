import Foundation

/// Calls that Apple's Foundation accepts and Linux's (swift-corelibs-foundation) spells otherwise, with the same
/// meaning: `NSAttributedString()` and `NSMutableAttributedString()` (Linux declares no `init()`, and Swift cannot add
/// one to a class from an extension) become `NSAttributedString(string: "")` and
/// `NSMutableAttributedString(string: "")`, the empty strings they make on Apple's systems.
enum LinuxFoundationCalls {
    /// `code` (a run of code, no comment or string in it) with those calls rewritten, or nil when it has none.
    static func rewritten(fromCode code: String) -> String? {
        let call = #"(?<![\w.])(NSAttributedString|NSMutableAttributedString)\(\s*\)"#
        guard code.range(of: call, options: .regularExpression) != nil else { return nil }
        return code.replacingOccurrences(
            of: call, with: #"$1(string: "")"#, options: .regularExpression)
    }
}
