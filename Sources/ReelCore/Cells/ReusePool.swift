/// Cells waiting to be dequeued, one first-in-first-out queue per reuse identifier.
public struct ReusePool: Sendable {
    private var queues: [String: [Int]] = [:]

    public init() {}

    /// Puts a cell into the pool.
    public mutating func enqueue(_ cellID: Int, reuseIdentifier: String) {
        queues[reuseIdentifier, default: []].append(cellID)
    }

    /// Takes the cell that waited longest, if any.
    public mutating func dequeue(reuseIdentifier: String) -> Int? {
        guard var queue = queues[reuseIdentifier], !queue.isEmpty else { return nil }
        let cellID = queue.removeFirst()
        queues[reuseIdentifier] = queue
        return cellID
    }

    /// How many cells wait for `reuseIdentifier`.
    public func count(reuseIdentifier: String) -> Int { queues[reuseIdentifier]?.count ?? 0 }
}
