import Foundation
import ReelCore
import ReelExecutors
import ReelFiles
import ReelImages
import ReelKit
import Synchronization

/// `reel explore`: runs many schedules of a scenario (simulation only, in parallel), counts distinct outcomes and
/// the schedules that show a race (stale or wrong-text cell-frames, duplicates), and shrinks the first failures to
/// the fewest deviations from the default order. A failure replays exactly with `reel render --schedule ID`.
package enum Explorer {
    /// Explores `loaded` with `options`.
    package static func explore(
        _ loaded: LoadedScenario, options: ExploreOptions, progress: (@Sendable (Int) -> Void)? = nil
    ) throws -> ExploreResult {
        let started = ContinuousClock.now
        let catalog = options.catalog.withStandardCatalogue()
        let items = loaded.scenario.items.makeItems()
        let userCode = loaded.scenario.gallery != nil
        let isolation = userCode ? options.isolation : nil
        // In this process the user's code of every schedule runs on one main actor and shares the app's statics:
        // schedules run one after another, so at least none sees another's state change under it.
        let workers = userCode && isolation == nil ? 1 : options.workers
        let server =
            isolation == nil && ImageServices.needsEmbeddedServer(scenario: loaded.scenario, items: items)
            ? try ImageServices.startEmbeddedServer() : nil
        defer { server?.stop() }
        let folder = try isolation.map { _ in try temporaryFolder() }
        defer { if let folder { TemporaryFiles.shared.remove(folder: folder) } }
        let shared = folder.map { SharedOutcomesFile(folder: $0) }
        let outcomes = shared?.cache ?? OutcomeCache()
        let makeRunner: () throws -> any ScheduleRunning = {
            if let isolation, let shared {
                return IsolatedScheduleRunner(isolation: isolation, outcomes: shared, scenario: loaded.scenario)
            }
            return ScheduleRunner(loaded, catalog: catalog, server: server, outcomes: outcomes)
        }

        // The default order first: its choice points are what pct draws from, and its outcome is the reference.
        let baselineRunner = try makeRunner()
        let baseline = try baselineRunner.run(.replay(.default))
        baselineRunner.stop()

        let selected = (0..<max(0, options.schedules)).filter { options.shard?.contains($0) ?? true }
        let tried = Mutex<[Int: ExploreResult.Tried]>([:])
        let found = Mutex<[Int: ScheduleOutcome]>([:])
        let done = Atomic<Int>(0)
        try WorkerThreads.run(workers: workers, jobs: selected.count, make: makeRunner) { runner, job in
            let number = selected[job]
            let outcome =
                number == 0 ? baseline : try runner.run(mode(of: number, options: options, baseline: baseline))
            tried.withLock { $0[number] = ExploreResult.Tried(outcome) }
            if outcome.failed { found.withLock { $0[number] = outcome } }
            progress?(done.add(1, ordering: .relaxed).newValue)
        }
        let failing = found.withLock { $0 }.sorted { $0.key < $1.key }
        let toShrink = Array(failing.prefix(options.failuresShrunk))
        let shrunk = Mutex<[Int: ExploreResult.Failure]>([:])
        try WorkerThreads.run(workers: workers, jobs: toShrink.count, make: makeRunner) { runner, job in
            let (number, outcome) = toShrink[job]
            let (small, runs) = try ScheduleShrinker.shrink(outcome, runs: options.shrinkRuns) {
                try runner.run(.replay($0))
            }
            shrunk.withLock {
                $0[number] = ExploreResult.Failure(
                    number: number, found: ExploreResult.Tried(outcome), shrunk: ExploreResult.Tried(small),
                    shrinkRuns: runs)
            }
        }
        return ExploreResult(
            options: options, baseline: ExploreResult.Tried(baseline), tried: tried.withLock { $0 },
            failures: shrunk.withLock { $0 }.values.sorted { $0.number < $1.number }, failingCount: failing.count,
            seconds: (ContinuousClock.now - started).seconds)
    }

    /// A folder of this process's own under the system's temporary folder, for the outcomes files of schedules run in
    /// processes of their own.
    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-explore-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
        try TemporaryFiles.shared.createFolder(folder, label: folder.path, doing: "cannot create a temporary folder")
        return folder
    }

    /// How schedule `number` (≥ 1) chooses: drawn from the exploration's seed and its number, so a schedule is the
    /// same whichever worker or shard runs it.
    static func mode(of number: Int, options: ExploreOptions, baseline: ScheduleOutcome) -> ScheduleChooser.Mode {
        var generator = SplitMix64(seed: options.seed &+ UInt64(number) &* 0xD1B5_4A32_D192_ED03)
        let seed = generator.next()
        switch options.strategy {
        case .random:
            return .random(seed: seed)
        case .pct:
            let total = baseline.records.count
            guard total > 0 else { return .replay(.default) }
            var points: Set<Int> = []
            for _ in 0..<max(1, options.depth) { points.insert(generator.next(below: total)) }
            return .pct(seed: seed, points: points)
        }
    }
}

/// A few threads taking jobs in turn, each with its own runner (its own image pipeline, or its own processes).
enum WorkerThreads {
    static func run(
        workers: Int, jobs: Int, make: @escaping () throws -> any ScheduleRunning,
        body: @escaping (any ScheduleRunning, Int) throws -> Void
    ) throws {
        guard jobs > 0 else { return }
        let next = Atomic<Int>(0)
        let failure = Mutex<(any Error)?>(nil)
        let group = DispatchGroup()
        let work = UnsafeWork(make: make, body: body)
        for _ in 0..<min(workers, jobs) {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                do {
                    let runner = try work.make()
                    defer { runner.stop() }
                    while failure.withLock({ $0 == nil }) {
                        let job = next.add(1, ordering: .relaxed).oldValue
                        guard job < jobs else { break }
                        try work.body(runner, job)
                    }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        // The main thread only waits: main-queue work a gallery queued never runs beside a worker's simulation (it
        // would race the app's model and land in whichever frame came next). A finishing run's wait for the main
        // queue learns this once and is not repeated (`MainQueueWatch`).
        group.wait()
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// The closures handed to the worker threads.
    // @unchecked Sendable: `make` and `body` only touch Sendable state (mutexes, atomics, the shared outcome cache)
    // or the runner each thread makes for itself; `run` waits for every thread before returning.
    private struct UnsafeWork: @unchecked Sendable {
        let make: () throws -> any ScheduleRunning
        let body: (any ScheduleRunning, Int) throws -> Void
    }
}
