extension HARPattern {
    /// The first match in `text` (leftmost, and among matches starting there the one a backtracking engine would
    /// find first): the scalar offsets of each group, nil for a group that did not take part. Time is linear in the
    /// text: each character advances every live thread, at most one per instruction, once.
    func firstMatch(in text: [Unicode.Scalar]) -> [Int?]? {
        let slots = 2 * groups
        var current = ThreadList(size: program.count)
        var following = ThreadList(size: program.count)
        var matched: [Int?]?
        for position in 0...text.count {
            if matched == nil {
                // A new start at this position, after (below in priority) every thread started earlier.
                add(0, [Int?](repeating: nil, count: slots), at: position, of: text.count, to: &current)
            }
            // No thread left and none to start: the first match (if any) is final.
            if current.threads.isEmpty, matched != nil { break }
            following.clear()
            threads: for (pc, captures) in current.threads {
                switch program[pc] {
                case .match:
                    // Lower-priority threads lose to this match: drop them.
                    matched = captures
                    break threads
                case .scalar(let expected):
                    if position < text.count, text[position] == expected {
                        add(pc + 1, captures, at: position + 1, of: text.count, to: &following)
                    }
                case .set(let set):
                    if position < text.count, set.contains(text[position]) {
                        add(pc + 1, captures, at: position + 1, of: text.count, to: &following)
                    }
                default:
                    break
                }
            }
            swap(&current, &following)
        }
        return matched
    }

    /// The text `group` (a name) captured in the first match in `text`; nil without a match or a capture.
    package func capture(named group: String, in text: String) -> Substring? {
        guard let number = names[group] else { return nil }
        let scalars = Array(text.unicodeScalars)
        guard let match = firstMatch(in: scalars), let start = match[2 * number], let end = match[2 * number + 1]
        else { return nil }
        var view = Substring.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        return Substring(view)
    }

    /// Follows jumps, splits, saves and anchors from `pc` and adds the threads they reach (each instruction once per
    /// list, the first arrival winning: that is the priority order).
    private func add(_ pc: Int, _ captures: [Int?], at position: Int, of length: Int, to list: inout ThreadList) {
        var stack: [(Int, [Int?])] = [(pc, captures)]
        while let (pc, captures) = stack.popLast() {
            guard list.insert(pc) else { continue }
            switch program[pc] {
            case .jump(let target):
                stack.append((target, captures))
            case .split(let first, let second):
                // The stack pops the last pushed first: push the preferred branch last.
                stack.append((second, captures))
                stack.append((first, captures))
            case .save(let slot):
                var saved = captures
                saved[slot] = position
                stack.append((pc + 1, saved))
            case .lineStart:
                if position == 0 { stack.append((pc + 1, captures)) }
            case .lineEnd:
                if position == length { stack.append((pc + 1, captures)) }
            case .scalar, .set, .match:
                list.threads.append((pc, captures))
            }
        }
    }
}

/// The threads of one step, in priority order, with a sparse set of the instructions already reached.
struct ThreadList {
    var threads: [(Int, [Int?])] = []
    private var seen: [Bool]
    private var reached: [Int] = []

    init(size: Int) { seen = [Bool](repeating: false, count: size) }

    /// Marks `pc` reached; false when it already was.
    mutating func insert(_ pc: Int) -> Bool {
        guard !seen[pc] else { return false }
        seen[pc] = true
        reached.append(pc)
        return true
    }

    mutating func clear() {
        for pc in reached { seen[pc] = false }
        reached.removeAll(keepingCapacity: true)
        threads.removeAll(keepingCapacity: true)
    }
}
