/// A load waiting for a free transfer slot.
struct PendingLoad: Sendable {
    var request: ImageLoadRequest
    var url: ValidatedURL
    var generation: UInt64
    var completion: LoadCompletion
}

/// Loads waiting for a slot, ordered by priority (high first), then first-come first-served.
struct PendingQueue: Sendable {
    private var items: [PendingLoad] = []

    /// Number of waiting loads.
    var count: Int { items.count }

    /// Whether nothing is waiting.
    var isEmpty: Bool { items.isEmpty }

    /// Adds `load` behind every waiting load of the same or higher priority.
    mutating func enqueue(_ load: PendingLoad) {
        let index = items.firstIndex { $0.request.priority < load.request.priority } ?? items.endIndex
        items.insert(load, at: index)
    }

    /// Removes and returns the most urgent load.
    mutating func dequeue() -> PendingLoad? {
        items.isEmpty ? nil : items.removeFirst()
    }

    /// Removes the load started as `generation` of `id`; returns whether one was waiting.
    mutating func remove(id: UInt64, generation: UInt64) -> Bool {
        guard let index = items.firstIndex(where: { $0.request.id == id && $0.generation == generation }) else {
            return false
        }
        items.remove(at: index)
        return true
    }

    /// Removes and returns everything.
    mutating func removeAll() -> [PendingLoad] {
        defer { items.removeAll() }
        return items
    }
}
