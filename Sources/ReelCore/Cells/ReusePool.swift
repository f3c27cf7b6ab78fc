/// Views waiting to be dequeued (cells, or supplementary views by kind), one first-in-first-out queue per reuse
/// identifier.
struct ReusePool<View: Sendable>: Sendable {
    private var queues: [String: [View]] = [:]

    package init() {}

    /// Puts a cell into the pool.
    package mutating func enqueue(_ cell: View, reuseIdentifier: String) {
        queues[reuseIdentifier, default: []].append(cell)
    }

    /// Takes the cell that waited longest, if any.
    package mutating func dequeue(reuseIdentifier: String) -> View? {
        guard var queue = queues[reuseIdentifier], !queue.isEmpty else { return nil }
        let cell = queue.removeFirst()
        queues[reuseIdentifier] = queue
        return cell
    }

    /// How many cells wait for `reuseIdentifier`.
    package func count(reuseIdentifier: String) -> Int { queues[reuseIdentifier]?.count ?? 0 }
}
