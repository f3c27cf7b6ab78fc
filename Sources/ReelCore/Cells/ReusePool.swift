/// Cells waiting to be dequeued, one first-in-first-out queue per reuse identifier.
struct ReusePool: Sendable {
    private var queues: [String: [CellID]] = [:]

    package init() {}

    /// Puts a cell into the pool.
    package mutating func enqueue(_ cell: CellID, reuseIdentifier: String) {
        queues[reuseIdentifier, default: []].append(cell)
    }

    /// Takes the cell that waited longest, if any.
    package mutating func dequeue(reuseIdentifier: String) -> CellID? {
        guard var queue = queues[reuseIdentifier], !queue.isEmpty else { return nil }
        let cell = queue.removeFirst()
        queues[reuseIdentifier] = queue
        return cell
    }

    /// How many cells wait for `reuseIdentifier`.
    package func count(reuseIdentifier: String) -> Int { queues[reuseIdentifier]?.count ?? 0 }
}
