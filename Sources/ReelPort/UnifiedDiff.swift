/// A unified diff of two texts, as `diff -u` and `git diff` print it (`--- a/path`, `+++ b/path`, hunks with three
/// lines of context), from a longest common subsequence of their lines.
enum UnifiedDiff {
    /// The diff of `old` to `new` for `path` (named `a/path` and `b/path` when relative, as `git apply` reads them);
    /// empty when they are equal.
    static func make(old oldText: String, new newText: String, path: String, context: Int = 3) -> String {
        // Lines end with "\n"; a text's last line without one is marked, as `diff -u` marks it.
        func lines(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" {
                lines.removeLast()
            } else if !lines.isEmpty {
                lines[lines.count - 1] += Self.noNewline
            }
            return lines
        }
        return make(old: lines(oldText), new: lines(newText), path: path, context: context)
    }

    /// What follows a last line that has no newline (its own line in the diff).
    private static let noNewline = "\n\\ No newline at end of file"

    static func make(old: [String], new: [String], path: String, context: Int = 3) -> String {
        let operations = self.operations(old: old, new: new)
        guard operations.contains(where: { $0.kind != .same }) else { return "" }
        let (before, after) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
        var out = "--- \(before)\n+++ \(after)\n"
        // Hunks: runs of changes closer than twice the context, each with its context around it.
        let changed = operations.indices.filter { operations[$0].kind != .same }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            if let last = groups.last, index - last.upperBound <= 2 * context {
                groups[groups.count - 1] = last.lowerBound...index
            } else {
                groups.append(index...index)
            }
        }
        for group in groups {
            let first = max(0, group.lowerBound - context)
            let last = min(operations.count - 1, group.upperBound + context)
            let slice = operations[first...last]
            let oldStart = slice.first?.oldLine ?? 0
            let newStart = slice.first?.newLine ?? 0
            let oldCount = slice.filter { $0.kind != .inserted }.count
            let newCount = slice.filter { $0.kind != .removed }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for operation in slice {
                switch operation.kind {
                case .same: out += " \(old[operation.oldLine])\n"
                case .removed: out += "-\(old[operation.oldLine])\n"
                case .inserted: out += "+\(new[operation.newLine])\n"
                }
            }
        }
        return out
    }

    /// `start,count` with 1-based lines; an empty range names the line before it, as `diff -u` does.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    private enum Kind { case same, removed, inserted }

    /// One line of the diff: its kind, and where it is in each text (for an insertion, `oldLine` is the old line it
    /// goes before; for a removal, `newLine` likewise).
    private struct Operation {
        var kind: Kind
        var oldLine: Int
        var newLine: Int
    }

    private static func operations(old: [String], new: [String]) -> [Operation] {
        // The common head and tail need no table.
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] {
            tail += 1
        }
        let a = Array(old[head..<(old.count - tail)])
        let b = Array(new[head..<(new.count - tail)])
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var operations = (0..<head).map { Operation(kind: .same, oldLine: $0, newLine: $0) }
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                operations.append(Operation(kind: .same, oldLine: head + i, newLine: head + j))
                (i, j) = (i + 1, j + 1)
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals before insertions, as `diff -u` prints a changed line.
                operations.append(Operation(kind: .removed, oldLine: head + i, newLine: head + j))
                i += 1
            } else {
                operations.append(Operation(kind: .inserted, oldLine: head + i, newLine: head + j))
                j += 1
            }
        }
        for offset in 0..<tail {
            operations.append(
                Operation(kind: .same, oldLine: old.count - tail + offset, newLine: new.count - tail + offset))
        }
        return operations
    }
}
