import ReelCore

/// The worlds of the frame loop's calls in progress (nested when the user's code calls back into the collection
/// view), and the snapshot generation the data source last followed.
@preconcurrency @MainActor
struct WorldStack {
    private var worlds: [any WorldAccess] = []
    /// The world's snapshot generation the data source last followed.
    private var followedGeneration = 0

    /// The world of the call in progress.
    var current: (any WorldAccess)? { worlds.last }

    /// Whether a call is the outermost one.
    var isOutermost: Bool { worlds.count == 1 }

    mutating func push(_ world: any WorldAccess) { worlds.append(world) }

    mutating func pop() { worlds.removeLast() }

    /// Whether the world's snapshot changed since the data source last followed it; notes that it follows now.
    mutating func follow(generation: Int) -> Bool {
        guard generation != followedGeneration else { return false }
        followedGeneration = generation
        return true
    }
}
