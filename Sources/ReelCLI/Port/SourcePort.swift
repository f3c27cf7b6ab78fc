import Foundation

/// The edits that make a UIKit source file compile on ReelKit (docs/reelkit.md, "Porting a file"): the import, and
/// the one word Swift needs for reel to make views from their class. Each edit is a whole-line rewrite, so a file
/// that needs none is left byte for byte as it was.
///
/// 1. `import UIKit` becomes `import ReelKit`.
/// 2. `import Foundation` and `import Dispatch` in such a file are removed: ReelKit brings Foundation, and with
///    either beside it Swift finds `DispatchQueue.main.async` twice (ambiguous).
/// 3. `override init(frame: CGRect)` becomes `required init(frame: CGRect)` (with its access level kept): reel makes
///    cells and views from their class, which Swift allows only through a `required` initializer.
public enum SourcePort {
    /// One edit: the line number (1-based) and the line before and after (nil: removed).
    public struct Edit: Sendable, Equatable {
        public var line: Int
        public var before: String
        public var after: String?
    }

    /// The ported text of `source` and the edits made.
    public static func port(_ source: String) -> (text: String, edits: [Edit]) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let importsUIKit = lines.contains { importedModule(of: $0) == "UIKit" }
        guard importsUIKit || lines.contains(where: { requiredInit(of: $0) != nil }) else { return (source, []) }
        var ported: [String] = []
        var edits: [Edit] = []
        for (index, line) in lines.enumerated() {
            let module = importedModule(of: line)
            if module == "UIKit" {
                let after = line.replacingOccurrences(of: "UIKit", with: "ReelKit")
                edits.append(Edit(line: index + 1, before: line, after: after))
                ported.append(after)
            } else if importsUIKit, module == "Foundation" || module == "Dispatch" {
                edits.append(Edit(line: index + 1, before: line, after: nil))
            } else if let after = requiredInit(of: line) {
                edits.append(Edit(line: index + 1, before: line, after: after))
                ported.append(after)
            } else {
                ported.append(line)
            }
        }
        return (ported.joined(separator: "\n"), edits)
    }

    /// The module a plain `import M` line (optionally `@preconcurrency`, with an access level) imports.
    static func importedModule(of line: String) -> String? {
        var words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        if words.last?.hasPrefix("//") == true { return nil }
        while let first = words.first, first.hasPrefix("@") || ["public", "internal", "package"].contains(first) {
            words.removeFirst()
        }
        guard words.count == 2, words[0] == "import" else { return nil }
        return words[1]
    }

    /// The line with `override` made `required` when it declares `init(frame: CGRect)`.
    static func requiredInit(of line: String) -> String? {
        guard line.contains("init(frame: CGRect)") || line.contains("init(frame frame: CGRect)") else { return nil }
        let trimmed = line.drop { $0.isWhitespace }
        let words = trimmed.split(separator: " ", maxSplits: 3).map(String.init)
        guard words.contains("override"), words.contains(where: { $0.hasPrefix("init(frame") }) else { return nil }
        return line.replacingOccurrences(
            of: "override ", with: "required ", options: [], range: line.range(of: "override "))
    }
}
