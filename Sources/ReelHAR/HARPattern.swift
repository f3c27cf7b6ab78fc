/// A `network.map` regular expression, compiled for a matcher whose time is linear in the URL: a Pike VM
/// (`HARPattern+Matching.swift`) runs every alternative at once, so no pattern backtracks. The pattern comes from a
/// scenario and the URLs from a HAR that may come from anywhere, and a backtracking engine takes exponential time
/// on patterns such as `(?<index>(a+)+)$`.
///
/// The language is the part of regular expressions that needs no backtracking: literals, `.`, classes `[a-z]`
/// `[^/]`, escapes `\d \w \s \D \W \S` and escaped punctuation, groups `(…)`, `(?:…)`, `(?<name>…)`, alternation
/// `|`, quantifiers `* + ? {n} {n,} {n,m}` and their lazy forms, anchors `^ $`. Back-references, look-around and
/// flags are refused with a message. A pattern is at most `maxLength` characters and compiles to at most
/// `maxProgram` instructions (a counted repeat is expanded), so the work per URL character is bounded too.
package struct HARPattern: Sendable, Equatable {
    /// The longest pattern accepted, in characters.
    package static let maxLength = 1000
    /// The most instructions a pattern may compile to.
    static let maxProgram = 5000
    /// The largest count a `{n,m}` repeat may give.
    static let maxRepeat = 1000

    /// One step of the program.
    enum Instruction: Sendable, Equatable {
        case scalar(Unicode.Scalar)
        case set(ScalarSet)
        case split(Int, Int)
        case jump(Int)
        case save(Int)
        case lineStart
        case lineEnd
        case match
    }

    /// A set of scalars: ranges, possibly negated (`.` is the negated set of `\n`).
    struct ScalarSet: Sendable, Equatable {
        var ranges: [ClosedRange<UInt32>]
        var negated: Bool

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            ranges.contains { $0.contains(scalar.value) } != negated
        }
    }

    /// A parsed pattern.
    indirect enum Node: Sendable, Equatable {
        case empty
        case scalar(Unicode.Scalar)
        case set(ScalarSet)
        case lineStart
        case lineEnd
        case group(Node, capture: Int?)
        case sequence([Node])
        case choice([Node])
        case repeating(Node, min: Int, max: Int?, greedy: Bool)
    }

    /// The pattern as written.
    package let source: String
    let program: [Instruction]
    /// Capture group numbers by name (group 0 is the whole match).
    let names: [String: Int]
    /// How many groups, counting group 0.
    let groups: Int

    /// Parses and compiles `source`; throws a message saying where and what is wrong.
    package init(_ source: String) throws(HARPatternError) {
        let scalars = Array(source.unicodeScalars)
        guard scalars.count <= Self.maxLength else {
            throw HARPatternError(offset: Self.maxLength, message: "longer than \(Self.maxLength) characters")
        }
        var parser = HARPatternParser(scalars)
        let node = try parser.parse()
        var program: [Instruction] = [.save(0)]
        try Self.compile(node, into: &program)
        program += [.save(1), .match]
        self.source = source
        self.program = program
        names = parser.names
        groups = parser.groupCount + 1
    }

    /// Whether the pattern has a group named `name`.
    package func hasGroup(named name: String) -> Bool { names[name] != nil }

    /// Appends the instructions of `node`; throws when the program grows past `maxProgram`.
    static func compile(_ node: Node, into program: inout [Instruction]) throws(HARPatternError) {
        guard program.count <= maxProgram else {
            throw HARPatternError(
                offset: nil, message: "compiles to more than \(maxProgram) steps: use smaller {n,m} counts")
        }
        switch node {
        case .empty:
            break
        case .scalar(let scalar):
            program.append(.scalar(scalar))
        case .set(let set):
            program.append(.set(set))
        case .lineStart:
            program.append(.lineStart)
        case .lineEnd:
            program.append(.lineEnd)
        case .group(let inner, let capture):
            if let capture { program.append(.save(2 * capture)) }
            try compile(inner, into: &program)
            if let capture { program.append(.save(2 * capture + 1)) }
        case .sequence(let nodes):
            for inner in nodes { try compile(inner, into: &program) }
        case .choice(let nodes):
            // split L1, next; L1: first; jump end; next: split L2, … ; last
            var jumps: [Int] = []
            for (position, inner) in nodes.enumerated() {
                if position == nodes.count - 1 {
                    try compile(inner, into: &program)
                } else {
                    let split = program.count
                    program.append(.split(split + 1, 0))
                    try compile(inner, into: &program)
                    jumps.append(program.count)
                    program.append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repeating(let inner, let min, let max, let greedy):
            for _ in 0..<min { try compile(inner, into: &program) }
            if let max {
                // Each optional copy: split into it or past all the rest.
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(program.count)
                    program.append(.split(0, 0))
                    try compile(inner, into: &program)
                }
                for split in splits { program[split] = branch(split + 1, program.count, greedy: greedy) }
            } else {
                let split = program.count
                program.append(.split(0, 0))
                try compile(inner, into: &program)
                program.append(.jump(split))
                program[split] = branch(split + 1, program.count, greedy: greedy)
            }
        }
    }

    /// A split preferring `into` when greedy, `past` when lazy.
    static func branch(_ into: Int, _ past: Int, greedy: Bool) -> Instruction {
        greedy ? .split(into, past) : .split(past, into)
    }
}

/// A `network.map` pattern reel cannot use: where (a character offset) and what.
package struct HARPatternError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The offset in characters, nil when the pattern as a whole is at fault.
    package var offset: Int?
    /// What is wrong.
    package var message: String

    /// "at character N: message", or the message.
    package var description: String { offset.map { "at character \($0 + 1): \(message)" } ?? message }
}
