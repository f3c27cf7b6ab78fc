import Foundation

/// Moves `override` members out of extensions into the body of their class. UIKit apps override data-source and
/// delegate methods of `UICollectionViewController` in an extension (`extension PhotosViewController {
/// override func collectionView(_:numberOfItemsInSection:) … }`); Swift allows that only for `@objc` members, which
/// need the Objective-C runtime, so on Linux each is an error. Moved into the class body (the class declared in the
/// same file), they compile and mean the same. A member whose class is elsewhere, or in a constrained extension
/// (`where`), is left and named.
enum OverrideMove {
    /// A line of the result: the text, and the 0-based line of the source it came from (nil: a blank line added).
    struct Line {
        var origin: Int?
        var text: String
    }

    /// What moving does to `lines`: the lines in their new order, and an edit naming each member moved or left.
    static func apply(_ lines: [String]) -> (lines: [Line], edits: [SourcePort.Edit]) {
        let depths = BraceDepths(lines: lines)
        let declarations = topLevelDeclarations(lines, depths: depths)
        var moved: [String: [ClosedRange<Int>]] = [:]
        var removed = Set<Int>()
        var edits: [SourcePort.Edit] = []
        for extensionBlock in declarations where extensionBlock.kind == "extension" {
            for member in overrideMembers(in: extensionBlock, lines: lines, depths: depths) {
                let declaration = lines[member.declaration]
                let owner = declarations.first { $0.kind == "class" && $0.name == extensionBlock.name }
                guard let owner, !extensionBlock.isConstrained else {
                    let why =
                        extensionBlock.isConstrained
                        ? "its extension has a where clause" : "this file does not declare class \(extensionBlock.name)"
                    edits.append(
                        SourcePort.Edit(
                            line: member.declaration + 1, before: declaration, after: nil,
                            note: "left in its extension (\(why)): move it into the class body by hand"))
                    continue
                }
                moved[owner.name, default: []].append(member.span)
                removed.formUnion(member.span)
                // The blank line that separated the member from the one before goes with it.
                if member.span.lowerBound > 0, lines[member.span.lowerBound - 1].allSatisfy(\.isWhitespace),
                    member.span.upperBound + 1 < lines.count,
                    lines[member.span.upperBound + 1].allSatisfy(\.isWhitespace)
                        || member.span.upperBound + 1 == extensionBlock.close
                {
                    removed.insert(member.span.lowerBound - 1)
                }
                edits.append(
                    SourcePort.Edit(
                        line: member.declaration + 1, before: declaration, after: nil,
                        note: "moved into the body of class \(owner.name) (Swift overrides only there without the "
                            + "Objective-C runtime)", changesText: true))
            }
        }
        guard !moved.isEmpty else { return (lines.enumerated().map { Line(origin: $0, text: $1) }, edits) }
        var result: [Line] = []
        // Extensions that lost members: blank lines left right after their `{` go too.
        let opens = Set(
            declarations.filter { block in
                block.kind == "extension" && removed.contains { $0 > block.open && $0 < block.close }
            }
            .map(\.open))
        for (index, text) in lines.enumerated() where !removed.contains(index) {
            if text.allSatisfy(\.isWhitespace), let last = result.last?.origin, opens.contains(last) { continue }
            if let owner = declarations.first(where: { $0.kind == "class" && $0.close == index }),
                let spans = moved[owner.name]
            {
                for span in spans {
                    if let last = result.last, !last.text.allSatisfy(\.isWhitespace) {
                        result.append(Line(origin: nil, text: ""))
                    }
                    result += span.map { Line(origin: $0, text: lines[$0]) }
                }
            }
            result.append(Line(origin: index, text: text))
        }
        return (result, edits)
    }

    /// A top-level class or extension: its kind, name, the line that declares it, the line that opens its body and
    /// the line that closes it.
    struct Declaration {
        var kind: String
        var name: String
        var declaration: Int
        var open: Int
        var close: Int
        var isConstrained: Bool
    }

    /// One member of an extension: its lines (with the comments and attributes before it) and its declaration line.
    struct Member {
        var span: ClosedRange<Int>
        var declaration: Int
    }

    static func topLevelDeclarations(_ lines: [String], depths: BraceDepths) -> [Declaration] {
        var found: [Declaration] = []
        for (index, line) in lines.enumerated() where depths.start[index] == 0 {
            guard let (kind, name, rest) = declaration(line) else { continue }
            // The body opens on this line or a later one, and closes where the depth is back to 0.
            guard let open = (index..<lines.count).first(where: { depths.end[$0] > 0 }),
                let close = (open..<lines.count).first(where: { depths.end[$0] == 0 }),
                lines[close].trimmingCharacters(in: .whitespaces).hasPrefix("}")
            else { continue }
            let header = ([rest] + lines[min(index + 1, open)..<open]).joined(separator: " ")
            found.append(
                Declaration(
                    kind: kind, name: name, declaration: index, open: open, close: close,
                    isConstrained: header.range(of: #"\bwhere\b"#, options: .regularExpression) != nil))
        }
        return found
    }

    /// `class Name` or `extension Name` when `line` declares one (with attributes and modifiers before it), and the
    /// rest of the line.
    static func declaration(_ line: String) -> (kind: String, name: String, rest: String)? {
        guard let match = declarationPattern?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
            let kind = Range(match.range(at: 1), in: line), let name = Range(match.range(at: 2), in: line),
            let rest = Range(match.range(at: 3), in: line)
        else { return nil }
        return (String(line[kind]), String(line[name]), String(line[rest]))
    }

    /// Attributes and modifiers, `class` or `extension`, the name (not `class func` or `class var`), the rest.
    private static let declarationPattern = try? NSRegularExpression(
        pattern: #"^\s*(?:@\w+(?:\([^)]*\))?\s+|(?:public|internal|fileprivate|private|package|final|open)\s+)*"#
            + #"(class|extension)\s+(?!(?:func|var|let)\b)([A-Za-z_][A-Za-z0-9_]*)(?![A-Za-z0-9_.])(.*)$"#)

    /// The members of `block` declared with `override`.
    static func overrideMembers(in block: Declaration, lines: [String], depths: BraceDepths) -> [Member] {
        var members: [Member] = []
        var index = block.open + 1
        var leading: Int?
        while index < block.close {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard depths.start[index] == 1 else {
                index += 1
                continue
            }
            if trimmed.isEmpty {
                leading = nil
                index += 1
                continue
            }
            if trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*")
                || (trimmed.hasPrefix("@") && !trimmed.contains(" func ") && !trimmed.contains(" var "))
            {
                leading = leading ?? index
                index += 1
                continue
            }
            // The member ends on the line where the depth is back to the extension's, its parentheses closed and
            // nothing of it on the next line (a body's `{`, a result type).
            var end = index
            var parentheses = openParentheses(lines[index])
            while end + 1 < block.close,
                depths.end[end] > 1 || parentheses > 0 || continues(lines[end + 1].trimmingCharacters(in: .whitespaces))
            {
                end += 1
                parentheses += openParentheses(lines[end])
            }
            if isOverride(trimmed) { members.append(Member(span: (leading ?? index)...end, declaration: index)) }
            leading = nil
            index = end + 1
        }
        return members
    }

    /// Whether a line (trimmed) goes on with the declaration before it: its body's `{`, its result or effects.
    private static func continues(_ line: String) -> Bool {
        ["{", "->", "where ", "throws", "async", "rethrows"].contains { line.hasPrefix($0) }
    }

    /// `(` less `)` on `line`, outside string literals and comments.
    private static func openParentheses(_ line: String) -> Int {
        var count = 0
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"", previous != "\\" { inString.toggle() }
            if !inString {
                if character == "/", previous == "/" { break }
                if character == "(" { count += 1 }
                if character == ")" { count -= 1 }
            }
            previous = character
        }
        return count
    }

    /// Whether a declaration line overrides: `override` among the modifiers before what it declares.
    static func isOverride(_ declaration: String) -> Bool {
        let words = declaration.split(whereSeparator: { $0.isWhitespace || $0 == "(" }).map(String.init)
        let kinds: Set = ["func", "var", "let", "init", "subscript", "init?", "init!"]
        guard let kind = words.firstIndex(where: { kinds.contains($0) }) else { return false }
        return words[..<kind].contains("override")
    }
}
