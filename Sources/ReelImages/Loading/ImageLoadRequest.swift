/// How urgently a load should run; higher priorities leave the pending queue first.
package enum LoadPriority: Int, Sendable, Comparable, CaseIterable {
    /// Speculative work, such as prefetching.
    case low
    /// The default.
    case normal
    /// Visible content.
    case high

    /// Orders priorities by urgency (`low < normal < high`).
    package static func < (lhs: LoadPriority, rhs: LoadPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// One fetch to perform.
package struct ImageLoadRequest: Sendable, Hashable {
    /// Caller-chosen identity; used by `cancel(id:)`. Starting an id that is still live replaces the earlier load.
    package var id: UInt64
    /// Absolute URL: `http`, `https`, or `file` when the loader has a file root.
    package var url: String
    /// Position in the pending queue (high first, then first-come first-served).
    package var priority: LoadPriority

    /// Creates a request.
    package init(id: UInt64, url: String, priority: LoadPriority = .normal) {
        self.id = id
        self.url = url
        self.priority = priority
    }
}
