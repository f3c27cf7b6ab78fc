/// Cells waiting to be dequeued, one first-in-first-out queue per reuse identifier.
public struct ReusePool: Sendable {
    private var queues: [String: [CellID]] = [:]

    public init() {}

    /// Puts a cell into the pool.
    public mutating func enqueue(_ cell: CellID, reuseIdentifier: String) {
        queues[reuseIdentifier, default: []].append(cell)
    }

    /// Takes the cell that waited longest, if any.
    public mutating func dequeue(reuseIdentifier: String) -> CellID? {
        guard var queue = queues[reuseIdentifier], !queue.isEmpty else { return nil }
        let cell = queue.removeFirst()
        queues[reuseIdentifier] = queue
        return cell
    }

    /// How many cells wait for `reuseIdentifier`.
    public func count(reuseIdentifier: String) -> Int { queues[reuseIdentifier]?.count ?? 0 }
}
