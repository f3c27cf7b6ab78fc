/// One of n shards of a scenario list (`--shard i/n`, 1-based): scenarios are sorted by path and dealt round-robin,
/// so every machine of a CI matrix picks the same split from the same list, whatever order the list came in.
package struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// This shard, 1…total.
    package var index: Int
    /// The number of shards.
    package var total: Int

    /// Parses "i/n" with 1 ≤ i ≤ n; nil otherwise.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let total = Int(parts[1]), total >= 1,
            (1...total).contains(index)
        else { return nil }
        self.index = index
        self.total = total
    }

    /// "i/n".
    package var description: String { "\(index)/\(total)" }

    /// This shard's part of `paths`, in sorted order.
    package func select(_ paths: [String]) -> [String] {
        let sorted = Array(Set(paths)).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return sorted.enumerated().filter { $0.offset % total == index - 1 }.map(\.element)
    }
}
