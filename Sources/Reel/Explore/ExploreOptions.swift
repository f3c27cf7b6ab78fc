import Foundation
import ReelCore

/// How `reel explore` picks schedules beyond the default one.
public enum ExploreStrategy: String, Sendable, CaseIterable {
    /// Every choice point takes a uniformly random alternative.
    case random
    /// Probabilistic concurrency testing: `depth` choice points, drawn uniformly among those the default run
    /// meets, take a random non-default alternative; everywhere else the default order.
    case pct
}

/// Which part of the schedules a run explores: schedule `k` (0-based) belongs to shard `k % count + 1`.
public struct ExploreShard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// `i/n` with 1 ≤ i ≤ n; nil otherwise.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    package func contains(_ schedule: Int) -> Bool { schedule % count == index - 1 }

    public var description: String { "\(index)/\(count)" }
}

/// What `Explorer.explore` runs.
public struct ExploreOptions: Sendable {
    /// Schedules in all (the default order is schedule 0), before sharding.
    package var schedules: Int
    package var seed: UInt64
    package var strategy: ExploreStrategy
    /// Deviations per schedule for `pct`.
    package var depth: Int
    /// Schedules run at once: threads, each running schedules of the user's code in processes of its own (one
    /// thread when there is no `isolation`).
    package var workers: Int
    package var shard: ExploreShard?
    /// The galleries a scenario's `gallery` may name (the built-in catalogue serves `binding`).
    package var catalog: BindingCatalog = .builtIn
    /// How a schedule of a gallery of the user's code runs in a process of its own; nil when the tool runs inside
    /// another program (a test), which cannot be started as the tool: such schedules then run here, one at a time.
    package var isolation: ScheduleIsolation? = nil
    /// The tool's name, for the replay commands printed: `reel`, or the user's tool built on ReelCLI.
    package var commandName = "reel"
    /// Failing schedules shrunk and reported (the first ones found, by schedule number), and the runs each shrink
    /// may take at most.
    var failuresShrunk = 3
    package var shrinkRuns = 150

    package init(
        schedules: Int, seed: UInt64 = 1, strategy: ExploreStrategy = .random, depth: Int = 3, workers: Int? = nil,
        shard: ExploreShard? = nil
    ) {
        self.schedules = schedules
        self.seed = seed
        self.strategy = strategy
        self.depth = depth
        self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
        self.shard = shard
    }
}
