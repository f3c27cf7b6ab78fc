import Foundation
import ReelCore
import ReelExecutors
import ReelKit
import ReelTestSupport
import Testing

@testable import Reel

/// `reel explore`: finds the race the default order hides, shrinks it, and a replay reproduces it exactly.
@Suite(.serialized, .tags(.endToEnd)) struct ExploreTests {
    private func loaded(_ path: String, binding: BindingStrategyKind? = nil) throws -> LoadedScenario {
        var loaded = try LoadedScenario.load(path: path, catalog: .builtIn)
        if let binding { loaded.scenario.binding = binding }
        return loaded
    }

    /// Shrinking keeps only the deviations the failure needs (here points 7 and 30 together, among 40).
    @Test func shrinkingReducesDeviationsToTheOnesTheFailureNeeds() {
        func outcome(_ schedule: Schedule) -> ScheduleOutcome {
            let points = Set(schedule.deviations.map(\.point))
            let fails = points.contains(7) && points.contains(30)
            return ScheduleOutcome(
                schedule: schedule, timelineHash: 0, stale: fails ? 1 : 0, wrongText: 0, duplicates: 0, records: [])
        }
        let found = outcome(Schedule(deviations: (0..<40).map { .init(point: $0, choice: 1) }))
        #expect(found.failed)
        let (shrunk, runs) = ScheduleShrinker.shrink(found, runs: 150) { outcome($0) }
        #expect(shrunk.schedule.deviations.map(\.point) == [7, 30])
        #expect(runs < 150)
    }

    @Test func theMissingIdentityCheckIsFoundAndShrunk() async throws {
        let loaded = try loaded(Fixture.scenario("explore-cancel-no-verify"))
        let result = try await onThread {
            try Explorer.explore(loaded, options: ExploreOptions(schedules: 40, seed: 1, workers: 2))
        }
        #expect(result.schedulesRun == 40)
        #expect(result.baseline.stale == 0, "the default order shows nothing stale")
        #expect(result.failingCount > 0)
        #expect(result.staleSchedules == result.failingCount)
        let failure = try #require(result.failures.first)
        #expect(failure.shrunk.failed)
        #expect(failure.shrunk.schedule.deviations.count < failure.found.schedule.deviations.count)
        #expect(failure.shrunk.schedule.deviations.count <= 2)
        #expect(result.coverage[.continuationAfterReuse]?.flipped.isEmpty == false)
    }

    @Test(arguments: [ExploreStrategy.random, .pct])
    func theCancelClearVerifyCellStaysCorrectInEverySchedule(strategy: ExploreStrategy) async throws {
        let loaded = try loaded(Fixture.scenario("explore-cancel-no-verify"), binding: .cancelClearVerify)
        let result = try await onThread {
            try Explorer.explore(
                loaded, options: ExploreOptions(schedules: 60, seed: 5, strategy: strategy, depth: 4, workers: 2))
        }
        #expect(result.schedulesRun == 60)
        #expect(result.failingCount == 0)
        #expect(result.distinctOutcomes > 1, "the schedules did change the order of events")
    }

    @Test func theNaiveCellFailsInEverySchedule() async throws {
        let loaded = try loaded(Fixture.scenario("explore-cancel-no-verify"), binding: .naive)
        let result = try await onThread {
            try Explorer.explore(loaded, options: ExploreOptions(schedules: 10, seed: 2, workers: 2))
        }
        #expect(result.failingCount == 10)
        #expect(result.failures.first?.shrunk.schedule == .default, "shrunk to the default order, which fails too")
    }

    /// Every example of a catalogue bug whose cells show another item's image or text is found by an exploration
    /// (index-path-check's bug leaves moved cells on the placeholder, which is not a race).
    @Test(arguments: ["stale-naive", "no-clear", "captured-model", "index-path-keyed-prefetch", "cancel-no-verify"])
    func theCataloguesBuggyStrategiesAreFound(example: String) async throws {
        let loaded = try loaded(Fixture.example(example))
        let result = try await onThread {
            try Explorer.explore(loaded, options: ExploreOptions(schedules: 4, seed: 3, workers: 2))
        }
        #expect(result.failingCount > 0, "\(example)")
        #expect(result.failures.first.map { $0.shrunk.stale + $0.shrunk.wrongText + $0.shrunk.duplicates } ?? 0 > 0)
    }

    /// A schedule runs the same whatever worker runs it and however many there are.
    @Test func theSameSchedulesGiveTheSameOutcomesWithOneOrTwoWorkers() async throws {
        let loaded = try loaded(Fixture.scenario("explore-cancel-no-verify"))
        let (one, two) = try await onThread {
            (
                try Explorer.explore(loaded, options: ExploreOptions(schedules: 12, seed: 3, workers: 1)),
                try Explorer.explore(loaded, options: ExploreOptions(schedules: 12, seed: 3, workers: 2))
            )
        }
        for number in 0..<12 {
            #expect(one.tried[number]?.timelineHash == two.tried[number]?.timelineHash)
            #expect(one.tried[number]?.schedule == two.tried[number]?.schedule)
        }
    }

    /// `reel render --schedule ID` draws the failing schedule: the timeline explore hashed, byte-identical frames
    /// and logs on a rerun and with 1 or 2 workers, and the stale cell-frames it found.
    @Test func aReplayedScheduleReproducesTheRunByteForByte() async throws {
        let loaded = try loaded(Fixture.scenario("explore-cancel-no-verify"))
        let result = try await onThread {
            try Explorer.explore(loaded, options: ExploreOptions(schedules: 20, seed: 1, workers: 2))
        }
        let failure = try #require(result.failures.first)
        let schedule = failure.shrunk.schedule
        var outputs: [[String: Data]] = []
        for workers in [1, 2, 2] {
            let folder = Fixture.temporaryFolder("explore-replay")
            defer { try? FileManager.default.removeItem(at: folder) }
            var options = RunOptions(outputDirectory: folder, workers: workers)
            options.schedule = schedule
            let replay = options
            let run = try await onThread { try Runner.run(loaded, options: replay) }
            #expect(run.metrics.count(.stale) == failure.shrunk.stale)
            var files = try Fixture.contents(of: folder)
            let timeline = try #require(files["/timeline.jsonl"])
            var hash = FNV1a()
            for line in String(decoding: timeline, as: UTF8.self).split(separator: "\n") { hash.add(String(line)) }
            #expect(hash.value == failure.shrunk.timelineHash)
            files["/summary.json"] = nil  // its "run" block holds wall time
            files["/manifest.json"] = nil
            outputs.append(files)
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[1] == outputs[2])
    }
}

/// Runs `body` on a thread of its own, off the cooperative pool.
private func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}
