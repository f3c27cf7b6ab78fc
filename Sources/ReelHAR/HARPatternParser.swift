/// Parses a `network.map` pattern (`HARPattern`) by recursive descent; refuses what the linear-time matcher cannot
/// run (back-references, look-around, flags) with the character where it stands.
struct HARPatternParser {
    typealias Node = HARPattern.Node
    typealias ScalarSet = HARPattern.ScalarSet

    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0
    /// Named groups and their numbers.
    private(set) var names: [String: Int] = [:]
    /// How many capturing groups.
    private(set) var groupCount = 0

    /// The deepest nesting of groups accepted.
    static let maxDepth = 50

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func parse() throws(HARPatternError) -> Node {
        let node = try choice()
        if position < scalars.count { throw fail("unmatched ')'") }
        return node
    }

    private var next: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func fail(_ message: String, at offset: Int? = nil) -> HARPatternError {
        HARPatternError(offset: offset ?? position, message: message)
    }

    private mutating func choice() throws(HARPatternError) -> Node {
        var alternatives = [try sequence()]
        while next == "|" {
            position += 1
            alternatives.append(try sequence())
        }
        return alternatives.count == 1 ? alternatives[0] : .choice(alternatives)
    }

    private mutating func sequence() throws(HARPatternError) -> Node {
        var nodes: [Node] = []
        while let scalar = next, scalar != "|", scalar != ")" {
            nodes.append(try quantified())
        }
        return nodes.isEmpty ? .empty : nodes.count == 1 ? nodes[0] : .sequence(nodes)
    }

    private mutating func quantified() throws(HARPatternError) -> Node {
        let start = position
        let atom = try self.atom()
        guard let scalar = next else { return atom }
        var bounds: (min: Int, max: Int?)
        switch scalar {
        case "*": bounds = (0, nil)
        case "+": bounds = (1, nil)
        case "?": bounds = (0, 1)
        case "{":
            guard let counted = try counts() else { return atom }
            bounds = counted
            position -= 1  // `counts` stops past the '}'; the shared step below moves past it again
        default: return atom
        }
        position += 1
        if case .lineStart = atom { throw fail("nothing to repeat", at: start) }
        if case .lineEnd = atom { throw fail("nothing to repeat", at: start) }
        var greedy = true
        if next == "?" {
            greedy = false
            position += 1
        } else if next == "+" {
            throw fail("possessive quantifiers are not supported")
        }
        if let following = next, "*+?".unicodeScalars.contains(following) { throw fail("nothing to repeat") }
        return .repeating(atom, min: bounds.min, max: bounds.max, greedy: greedy)
    }

    /// `{n}`, `{n,}` or `{n,m}` at the position; nil (and the position unchanged) when the brace is a literal.
    private mutating func counts() throws(HARPatternError) -> (min: Int, max: Int?)? {
        let start = position
        position += 1
        func number() -> Int? {
            var value: Int?
            while let scalar = next, let digit = Int(String(scalar)), scalar.isASCII {
                value = min((value ?? 0) * 10 + digit, HARPattern.maxRepeat + 1)
                position += 1
            }
            return value
        }
        guard let low = number() else {
            position = start
            return nil
        }
        var high: Int? = low
        if next == "," {
            position += 1
            high = number()
        }
        guard next == "}" else {
            position = start
            return nil
        }
        position += 1
        guard low <= HARPattern.maxRepeat, (high ?? 0) <= HARPattern.maxRepeat else {
            throw fail("a repeat count above \(HARPattern.maxRepeat)", at: start)
        }
        if let high, high < low { throw fail("{\(low),\(high)}: the range is backwards", at: start) }
        return (low, high)
    }

    private mutating func atom() throws(HARPatternError) -> Node {
        guard let scalar = next else { throw fail("unexpected end of the pattern") }
        let start = position
        position += 1
        switch scalar {
        case "(":
            return try group(at: start)
        case "[":
            return .set(try scalarClass())
        case ".":
            return .set(ScalarSet(ranges: [10...10], negated: true))
        case "^":
            return .lineStart
        case "$":
            return .lineEnd
        case "\\":
            return try escape()
        case "*", "+", "?":
            throw fail("nothing to repeat", at: start)
        default:
            return .scalar(scalar)
        }
    }

    private mutating func group(at start: Int) throws(HARPatternError) -> Node {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw fail("groups nested deeper than \(Self.maxDepth)", at: start) }
        var capture: Int?
        if next == "?" {
            position += 1
            if next == ":" {
                position += 1
            } else if next == "<", position + 1 < scalars.count, scalars[position + 1] != "=",
                scalars[position + 1] != "!"
            {
                position += 1
                var name = ""
                while let scalar = next, scalar != ">" {
                    guard
                        scalar.properties.isAlphabetic || scalar == "_"
                            || (scalar.isASCII
                                && "0123456789"
                                    .unicodeScalars.contains(scalar))
                    else { throw fail("a group name of letters, digits and '_'") }
                    name.unicodeScalars.append(scalar)
                    position += 1
                }
                guard next == ">", !name.isEmpty else { throw fail("a group name closed by '>'", at: start) }
                position += 1
                groupCount += 1
                guard names.updateValue(groupCount, forKey: name) == nil else {
                    throw fail("the group name '\(name)' is used twice", at: start)
                }
                capture = groupCount
            } else {
                throw fail("look-around, flags and other (?…) groups are not supported", at: start)
            }
        } else {
            groupCount += 1
            capture = groupCount
        }
        let inner = try choice()
        guard next == ")" else { throw fail("missing ')'", at: start) }
        position += 1
        return .group(inner, capture: capture)
    }

    /// An escape after `\`: a class (`\d`), or the escaped character itself.
    private mutating func escape() throws(HARPatternError) -> Node {
        guard let scalar = next else { throw fail("a '\\' at the end of the pattern") }
        position += 1
        if let set = Self.classEscape(scalar) { return .set(set) }
        return .scalar(try literalEscape(scalar))
    }

    /// The scalar an escape stands for, refusing back-references and escapes with other meanings.
    private func literalEscape(_ scalar: Unicode.Scalar) throws(HARPatternError) -> Unicode.Scalar {
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        default:
            guard !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else {
                throw fail("the escape '\\\(scalar)' is not supported", at: position - 2)
            }
            return scalar
        }
    }

    /// `\d \w \s` and their negations (ASCII classes: URLs spell their digits in ASCII).
    static func classEscape(_ scalar: Unicode.Scalar) -> ScalarSet? {
        let digits: [ClosedRange<UInt32>] = [48...57]
        let word: [ClosedRange<UInt32>] = [48...57, 65...90, 95...95, 97...122]
        let space: [ClosedRange<UInt32>] = [9...13, 32...32]
        switch scalar {
        case "d": return ScalarSet(ranges: digits, negated: false)
        case "D": return ScalarSet(ranges: digits, negated: true)
        case "w": return ScalarSet(ranges: word, negated: false)
        case "W": return ScalarSet(ranges: word, negated: true)
        case "s": return ScalarSet(ranges: space, negated: false)
        case "S": return ScalarSet(ranges: space, negated: true)
        default: return nil
        }
    }

    /// A class after `[`: ranges and escapes up to `]`.
    private mutating func scalarClass() throws(HARPatternError) -> ScalarSet {
        let start = position - 1
        var set = ScalarSet(ranges: [], negated: false)
        if next == "^" {
            set.negated = true
            position += 1
        }
        var first = true
        while true {
            guard let scalar = next else { throw fail("missing ']'", at: start) }
            position += 1
            if scalar == "]" && !first { return set }
            first = false
            var low = scalar
            if scalar == "\\" {
                guard let escaped = next else { throw fail("missing ']'", at: start) }
                position += 1
                if let inner = Self.classEscape(escaped) {
                    guard !inner.negated else { throw fail("a negated class escape inside [...]", at: position - 2) }
                    set.ranges += inner.ranges
                    continue
                }
                low = try literalEscape(escaped)
            } else if scalar == "[" {
                throw fail("nested classes are not supported", at: position - 1)
            }
            if next == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                position += 1
                var high = scalars[position]
                position += 1
                if high == "\\" {
                    guard let escaped = next else { throw fail("missing ']'", at: start) }
                    position += 1
                    high = try literalEscape(escaped)
                }
                guard low.value <= high.value else { throw fail("the range \(low)-\(high) is backwards") }
                set.ranges.append(low.value...high.value)
            } else {
                set.ranges.append(low.value...low.value)
            }
        }
    }
}
