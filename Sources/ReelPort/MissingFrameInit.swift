import Foundation

/// Adds `required init(frame:)` to a view class that declares initializers of its own but not that one. In UIKit
/// `init(frame:)` is not required, so `final class BadgeView: UIView { init(photo: Photo) { … } required
/// init?(coder:) … }` compiles; reel makes views and cells from their class, which Swift allows only through a
/// `required` initializer, so ReelKit's `UIView.init(frame:)` is `required` and such a class must declare it. The one
/// added traps if called, as Xcode's `init?(coder:)` does: the app never made the view that way. A class whose
/// superclass is `UITableViewCell` gets `required init(style:reuseIdentifier:)` instead (the initializer reel makes
/// table cells with), and one of `UITableViewHeaderFooterView` `required init(reuseIdentifier:)`.
enum MissingFrameInit {
    /// The lines with the initializer added to each class that needs it, and an edit naming each.
    static func apply(_ entries: [OverrideMove.Line]) -> (lines: [OverrideMove.Line], edits: [SourcePort.Edit]) {
        let lines = entries.map(\.text)
        let depths = BraceDepths(lines: lines)
        var insertions: [Int: [OverrideMove.Line]] = [:]
        var edits: [SourcePort.Edit] = []
        for block in OverrideMove.topLevelDeclarations(lines, depths: depths) where block.kind == "class" {
            guard let header = OverrideMove.declaration(lines[block.declaration])?.rest, isViewClass(header),
                needsFrameInit(lines[(block.open + 1)..<block.close], depths: depths, from: block.open + 1)
            else { continue }
            let indent = memberIndent(lines[(block.open + 1)..<block.close]) ?? "    "
            var added: [String] = []
            if let last = lines[..<block.close].last, !last.allSatisfy(\.isWhitespace), block.close > block.open + 1 {
                added.append("")
            }
            let (signature, name) = requiredInitializer(forSubclassOf: Self.superclass(header))
            added += [
                "\(indent)required \(signature) {",
                "\(indent)\(indent)fatalError(\"\(name) has not been implemented\")",
                "\(indent)}",
            ]
            insertions[block.close] = added.map { OverrideMove.Line(origin: nil, text: $0) }
            if let origin = entries[block.declaration].origin {
                edits.append(
                    SourcePort.Edit(
                        line: origin + 1, before: lines[block.declaration], after: nil,
                        note: "required \(name) added (it traps if called): reel makes views from their class, "
                            + "which Swift allows only through a required initializer",
                        changesText: true))
            }
        }
        guard !insertions.isEmpty else { return (entries, edits) }
        var result: [OverrideMove.Line] = []
        for (index, entry) in entries.enumerated() {
            result += insertions[index] ?? []
            result.append(entry)
        }
        return (result, edits)
    }

    /// The first type a declaration's rest (`: UICollectionViewCell, Configurable {`) names.
    static func superclass(_ rest: String) -> String {
        guard let colon = rest.firstIndex(of: ":") else { return "" }
        let first = rest[rest.index(after: colon)...].split(whereSeparator: { ",{<".contains($0) }).first
        return first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// The required initializer a subclass of `superclass` must declare, and its name.
    static func requiredInitializer(forSubclassOf superclass: String) -> (signature: String, name: String) {
        switch superclass {
        case "UITableViewCell":
            ("init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)", "init(style:reuseIdentifier:)")
        case "UITableViewHeaderFooterView": ("init(reuseIdentifier: String?)", "init(reuseIdentifier:)")
        default: ("init(frame: CGRect)", "init(frame:)")
        }
    }

    /// Whether the class a declaration's rest (`: UICollectionViewCell, Configurable {`) names inherits from a view:
    /// its first inherited type is UIKit's view, cell, control or reusable view, or the app's own `...View` or
    /// `...Cell`.
    static func isViewClass(_ rest: String) -> Bool {
        let name = superclass(rest)
        return name.hasSuffix("View") || name.hasSuffix("Cell")
            || name.hasPrefix("UI")
                && ["Control", "Button", "Label", "Field", "View", "Cell"].contains { name.hasSuffix($0) }
    }

    /// Whether the class body `members` declares a designated initializer other than `init(frame:)` and
    /// `init?(coder:)`, and no `init(frame:)`.
    static func needsFrameInit(_ members: ArraySlice<String>, depths: BraceDepths, from first: Int) -> Bool {
        var ownInit = false
        for (offset, line) in members.enumerated() where depths.start[first + offset] == 1 {
            guard let initializer = initializer(line) else { continue }
            // A table cell's or header's own required initializer is the one reel makes it with.
            if initializer.contains("init(frame") || initializer.contains("init(style")
                || initializer.contains("init(reuseIdentifier")
            {
                return false
            }
            if !initializer.contains("convenience"), !initializer.contains("(coder") { ownInit = true }
        }
        return ownInit
    }

    /// The declaration on `line` when it declares an initializer (modifiers and attributes, then `init`).
    private static func initializer(_ line: String) -> String? {
        let pattern =
            #"^\s*(?:(?:public|internal|fileprivate|private|package|open|override|required|convenience|"#
            + #"nonisolated|@\w+)\s+)*init[?!]?\s*\("#
        return line.range(of: pattern, options: .regularExpression) != nil ? line : nil
    }

    /// The indentation of the first member line of a class body.
    private static func memberIndent(_ members: ArraySlice<String>) -> String? {
        members.first { !$0.allSatisfy(\.isWhitespace) }.map { String($0.prefix { $0 == " " || $0 == "\t" }) }
    }
}
