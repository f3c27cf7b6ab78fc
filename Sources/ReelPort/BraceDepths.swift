/// The brace depth of each line of Swift source: how many `{` are open where the line starts and where it ends,
/// counting only braces of code: not those in comments (`//`, nested `/* */`) or string literals (`"..."`,
/// `"""..."""`, raw `#"..."#`), but those of an interpolation's code (`"\(items.map { $0.id })"`). Enough to find
/// declarations and their bodies in a file the compiler accepts; a file it does not is scanned as best it can be.
struct BraceDepths {
    /// The depth where each line starts and where it ends.
    private(set) var start: [Int] = []
    private(set) var end: [Int] = []
    /// For each line, which of its Unicode scalars are code: not in a comment or a string literal's text (an
    /// interpolation's code is code).
    private(set) var code: [[Bool]] = []

    private enum State {
        case code
        case blockComment(depth: Int)
        /// In a string literal's text: `multiline`, with `hashes` raw delimiters.
        case string(multiline: Bool, hashes: Int)
    }

    init(lines: [String]) {
        var depth = 0
        var state = State.code
        // Interpolations open inside strings: the string to return to and the parentheses open in the code.
        var interpolations: [(string: State, parentheses: Int)] = []
        for line in lines {
            start.append(depth)
            let characters = Array(line.unicodeScalars)
            var mask = [Bool](repeating: false, count: characters.count)
            defer { code.append(mask) }
            var index = 0
            scan: while index < characters.count {
                let character = characters[index]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if case .code = state { mask[index] = true }
                switch state {
                case .code:
                    if character == "/", next == "/" {
                        mask[index] = false
                        break scan
                    }
                    if character == "/", next == "*" {
                        mask[index] = false
                        state = .blockComment(depth: 1)
                        index += 2
                        continue
                    }
                    if character == "#" || character == "\"" {
                        if let (opened, length) = Self.stringOpening(characters, at: index) {
                            mask[index] = false
                            state = opened
                            index += length
                            continue
                        }
                    }
                    if !interpolations.isEmpty {
                        if character == "(" { interpolations[interpolations.count - 1].parentheses += 1 }
                        if character == ")" {
                            interpolations[interpolations.count - 1].parentheses -= 1
                            if interpolations[interpolations.count - 1].parentheses == 0 {
                                state = interpolations.removeLast().string
                            }
                        }
                    }
                    if character == "{" { depth += 1 }
                    if character == "}" { depth = max(0, depth - 1) }
                case .blockComment(let level):
                    if character == "*", next == "/" {
                        state = level == 1 ? .code : .blockComment(depth: level - 1)
                        index += 2
                        continue
                    }
                    if character == "/", next == "*" {
                        state = .blockComment(depth: level + 1)
                        index += 2
                        continue
                    }
                case .string(let multiline, let hashes):
                    if character == "\\", Self.hasHashes(characters, after: index, count: hashes) {
                        let escaped = index + 1 + hashes
                        if escaped < characters.count, characters[escaped] == "(" {
                            interpolations.append((state, 1))
                            state = .code
                        }
                        index = escaped + 1
                        continue
                    }
                    let quotes = multiline ? 3 : 1
                    if character == "\"", Self.closes(characters, at: index, quotes: quotes, hashes: hashes) {
                        state = .code
                        index += quotes + hashes
                        continue
                    }
                }
                index += 1
            }
            // A one-line string does not go on past its line (the compiler would have refused it).
            if case .string(false, _) = state, interpolations.isEmpty { state = .code }
            end.append(depth)
        }
    }

    /// The string literal that opens at `index` (`"`, `"""`, or either after `#`s), and its opening's length.
    private static func stringOpening(_ characters: [Unicode.Scalar], at index: Int) -> (State, Int)? {
        var hashes = 0
        while index + hashes < characters.count, characters[index + hashes] == "#" { hashes += 1 }
        let quote = index + hashes
        guard quote < characters.count, characters[quote] == "\"" else { return nil }
        let triple = quote + 2 < characters.count && characters[quote + 1] == "\"" && characters[quote + 2] == "\""
        return triple
            ? (.string(multiline: true, hashes: hashes), hashes + 3)
            : (.string(multiline: false, hashes: hashes), hashes + 1)
    }

    private static func hasHashes(_ characters: [Unicode.Scalar], after index: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { index + 1 + $0 < characters.count && characters[index + 1 + $0] == "#" }
    }

    private static func closes(_ characters: [Unicode.Scalar], at index: Int, quotes: Int, hashes: Int) -> Bool {
        let needed = quotes + hashes
        guard index + needed <= characters.count else { return false }
        return (0..<quotes).allSatisfy { characters[index + $0] == "\"" }
            && (0..<hashes).allSatisfy { characters[index + quotes + $0] == "#" }
    }
}
