import Foundation
import ReelFiles

/// The edits that make a UIKit source file compile on ReelKit (docs/reelkit.md, "Porting a file"): the import, the
/// words Swift needs for reel to make views from their class and connect outlets, and overrides moved where Swift
/// allows them. Each edit rewrites or moves whole lines, so a file that needs none is left byte for byte as it was.
///
/// 1. `import UIKit` becomes `import ReelKit`.
/// 2. `import Foundation` and `import Dispatch` in such a file are removed: ReelKit brings Foundation, and with
///    either beside it Swift finds `DispatchQueue.main.async` twice (ambiguous).
/// 3. `override init(frame: CGRect)` becomes `required init(frame: CGRect)` (with its access level kept): reel makes
///    cells and views from their class, which Swift allows only through a `required` initializer. So do a table
///    cell's `override init(style:reuseIdentifier:)` and a table header's `override init(reuseIdentifier:)`.
/// 4. `@IBOutlet weak var` becomes `@Outlet var` (with the rest of the line kept), outlet collections
///    (`@IBOutlet var labels: [UILabel]!`) too: `@IBOutlet` needs the Objective-C runtime, and a property wrapper
///    cannot be `weak`.
/// 5. `override` members in an extension move into the body of their class (`OverrideMove`).
/// 6. A view class with initializers of its own and no `init(frame:)` gets a `required init(frame:)` that traps
///    (`MissingFrameInit`).
/// 7. A file that imports Foundation alone and uses `URLSession` imports ReelKit instead: on Linux URLSession is in
///    FoundationNetworking, and ReelKit's runs on reel's clock and network model.
/// 8. `@objc`, `@objc(name)` and `@objcMembers` are removed and `#selector(handleTap(_:))` becomes
///    `Selector("handleTap(_:)")` (`ObjectiveCMarks`): both need the Objective-C runtime, and reel sends no message by
///    selector (target-action is reported as ignored).
/// 9. `NSAttributedString()` becomes `NSAttributedString(string: "")`, and the mutable one likewise
///    (`LinuxFoundationCalls`): Linux's Foundation has no `init()` for them, and Swift cannot add one from an
///    extension.
///
/// Other imports (Kingfisher, Combine, the app's own modules) are left as they are.
public enum SourcePort {
    /// What `reel port` and the `reel-port` package plugin do to `paths` (Swift files, or folders searched for
    /// them): the edits of each file, one line each (`file:line: before → after`), then a count, each changed file
    /// written in place; with `dryRun`, nothing is written and each file's change is printed as a unified diff
    /// instead (members left where they are, which change no line, as lines). Throws for a file that cannot be read
    /// as UTF-8 or written.
    public static func run(paths: [String], dryRun: Bool, print: (String) -> Void) throws {
        var files = 0
        var edited = 0
        for file in try swiftFiles(in: paths) {
            files += 1
            let source: String
            switch RegularFile.readText(file, limit: RegularFile.Limit.source) {
            case .success(let text): source = text
            case .failure(let refusal) where refusal.cause == .notUTF8: throw PortError("\(file): not UTF-8 text")
            case .failure(let refusal): throw PortError("\(file): cannot read (\(refusal))")
            }
            let (text, edits) = port(source)
            guard !edits.isEmpty else { continue }
            if text != source { edited += 1 }
            if dryRun {
                let diff = UnifiedDiff.make(old: source, new: text, path: file)
                if !diff.isEmpty { print(String(diff.dropLast())) }
                for edit in edits where edit.note != nil && !edit.changesText {
                    print("\(file):\(edit.line): \(edit.summary)")
                }
                continue
            }
            for edit in edits { print("\(file):\(edit.line): \(edit.summary)") }
            if text != source { try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic) }
        }
        print("\(edited) of \(files) files \(dryRun ? "would change" : "changed")")
    }

    /// A file `run` cannot port, in one line.
    public struct PortError: Error, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// The Swift files `paths` name, folders searched (not `.build`), in path order.
    public static func swiftFiles(in paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw PortError("\(path): no such file or folder")
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            files += found.filter { $0.hasSuffix(".swift") && !$0.contains(".build/") }.sorted()
                .map { (path as NSString).appendingPathComponent($0) }
        }
        return files
    }

    /// One edit: the line number (1-based) and the line before and after (nil: removed), or for a member moved or
    /// left where it is, its declaration line and what was done (`note`).
    public struct Edit: Sendable, Equatable {
        public var line: Int
        public var before: String
        public var after: String?
        public var note: String?

        /// For an edit with a note: whether it changed the text (a member moved, an initializer added), or only names
        /// what is left to do by hand.
        public var changesText: Bool

        init(line: Int, before: String, after: String?, note: String? = nil, changesText: Bool = false) {
            self.line = line
            self.before = before
            self.after = after
            self.note = note
            self.changesText = changesText
        }

        /// The edit as `run` prints it, after the file's name and the line.
        public var summary: String {
            let before = self.before.trimmingCharacters(in: .whitespaces)
            if let note { return "\(before): \(note)" }
            return "\(before) \(after.map { "→ \($0.trimmingCharacters(in: .whitespaces))" } ?? "(removed)")"
        }
    }

    /// The ported text of `source` and the edits made.
    public static func port(_ source: String) -> (text: String, edits: [Edit]) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let importsUIKit = lines.contains { importedModule(of: $0) == "UIKit" }
        // A file of Foundation alone that uses URLSession: Linux has it in FoundationNetworking; ReelKit's runs on
        // reel's clock and network model.
        let networking =
            !importsUIKit && lines.contains { importedModule(of: $0) == "Foundation" }
            && lines.contains(where: usesURLLoading)
        let importsReelKit = importsUIKit || networking
        let code = BraceDepths(lines: lines).code
        let codeEdits = lines.indices.map { CodeEdits.edited(lines[$0], code: code[$0]) }
        guard
            importsReelKit || codeEdits.contains(where: { $0 != nil })
                || lines.contains(where: { requiredInit(of: $0) != nil || outlet(of: $0) != nil })
        else {
            return (source, [])
        }
        var (ordered, edits) =
            importsUIKit ? OverrideMove.apply(lines) : (lines.enumerated().map { .init(origin: $0, text: $1) }, [])
        if importsUIKit {
            let (initialized, added) = MissingFrameInit.apply(ordered)
            ordered = initialized
            edits += added
        }
        var ported: [String] = []
        for entry in ordered {
            guard let index = entry.origin else {
                ported.append(entry.text)
                continue
            }
            let line = entry.text
            let module = importedModule(of: line)
            if module == "UIKit" || (networking && module == "Foundation") {
                let after = line.replacingOccurrences(of: module ?? "", with: "ReelKit")
                edits.append(Edit(line: index + 1, before: line, after: after))
                ported.append(after)
            } else if importsReelKit, module == "Foundation" || module == "Dispatch" {
                edits.append(Edit(line: index + 1, before: line, after: nil))
            } else if let after = requiredInit(of: line) ?? outlet(of: line) {
                edits.append(Edit(line: index + 1, before: line, after: after))
                ported.append(after)
            } else if line == lines[index], let after = codeEdits[index] {
                let removed = after.allSatisfy(\.isWhitespace)  // an attribute on a line of its own
                edits.append(Edit(line: index + 1, before: line, after: removed ? nil : after))
                if !removed { ported.append(after) }
            } else {
                ported.append(line)
            }
        }
        return (ported.joined(separator: "\n"), edits.sorted { $0.line < $1.line })
    }

    /// Whether `line` names a type of Foundation's URL loading (`URLSession`, `URLRequest`, …) in its code (not in
    /// a string literal or a comment).
    static func usesURLLoading(_ line: String) -> Bool {
        var code = line.replacingOccurrences(of: #""[^"]*""#, with: "\"\"", options: .regularExpression)
        if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
        return code.range(
            of: #"\b(URLSession\w*|URLRequest|URLResponse|HTTPURLResponse|URLCache)\b"#, options: .regularExpression)
            != nil
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

    /// The line with `@IBOutlet` made `@Outlet` and `weak` (or `unowned(unsafe)`) removed, when it declares an
    /// outlet (to one object, or a collection).
    static func outlet(of line: String) -> String? {
        guard let attribute = line.range(of: "@IBOutlet ") else { return nil }
        let modifiers = ["private", "fileprivate", "internal", "public", "open", "final", "nonisolated"]
        let before = line[..<attribute.lowerBound].split(whereSeparator: \.isWhitespace)
        guard before.allSatisfy({ $0.hasPrefix("@") || modifiers.contains(String($0)) }) else { return nil }
        var after = line.replacingCharacters(in: attribute, with: "@Outlet ")
        for word in ["weak ", "unowned(unsafe) ", "unowned "] {
            if let range = after.range(of: word, range: attribute.lowerBound..<after.endIndex) {
                after.removeSubrange(range)
            }
        }
        return after
    }

    /// The line with `override` made `required` when it declares `init(frame: CGRect)`, a table cell's
    /// `init(style:reuseIdentifier:)` or a table header's `init(reuseIdentifier:)`.
    static func requiredInit(of line: String) -> String? {
        let frame = line.contains("init(frame: CGRect)") || line.contains("init(frame frame: CGRect)")
        let style = line.contains("init(style: ") && line.contains("reuseIdentifier")
        let reuse = line.contains("init(reuseIdentifier: ")
        guard frame || style || reuse else { return nil }
        let trimmed = line.drop { $0.isWhitespace }
        let words = trimmed.split(separator: " ", maxSplits: 3).map(String.init)
        let prefixes = ["init(frame", "init(style", "init(reuseIdentifier"]
        guard words.contains("override"), words.contains(where: { word in prefixes.contains { word.hasPrefix($0) } })
        else { return nil }
        return line.replacingOccurrences(
            of: "override ", with: "required ", options: [], range: line.range(of: "override "))
    }
}
