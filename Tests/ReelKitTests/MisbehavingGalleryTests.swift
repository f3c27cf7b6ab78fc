import ReelCore
import ReelTestSupport
import Testing

@testable import ReelExecutors
@testable import ReelKit

/// What reel does when the user's code misbehaves: every run below ends, and what went wrong is classified (what the
/// cells showed) and logged (`user-code` outcomes in the timeline and the summary's `gallery` block).
@Suite(.serialized, .tags(.endToEnd)) struct MisbehavingGalleryTests {
    /// A gallery's run on the stale scenario (fling down and back on a slow network), on a thread of its own.
    static func run<Gallery: ReelGallery>(
        _ gallery: Gallery.Type, scenario: Scenario = staleScenario()
    ) async throws -> (metrics: Metrics, timeline: [String]) {
        try await onNewThread { try runGallery(gallery, scenario: scenario) }
    }

    /// The messages of the outcomes of `kind`.
    static func messages(_ kind: UserCodeOutcome.Kind, in metrics: Metrics) -> [String] {
        metrics.gallery.messages.filter { $0.hasPrefix(kind.rawValue + ": ") }
    }

    @Test func aTaskThatThrowsLeavesItsCellOnThePlaceholder() async throws {
        let result = try await Self.run(ItemCellGallery<ThrowingCell>.self)
        // The error ends a task nobody awaits (Swift drops it): the cell is classified, never shown as loaded.
        #expect(result.metrics.count(.placeholder) > 0)
        #expect(result.metrics.count(.correct) == 0)
        #expect(result.metrics.count(.stale) == 0)
        #expect(result.metrics.requests.started > 0)
        #expect(result.metrics.gallery.outcomes.isEmpty)
    }

    @Test func anActionThatThrowsIsAnErrorNamingTheAction() async throws {
        var scenario = staleScenario()
        scenario.script = [.wait(ms: 200), .call(name: "explode"), .wait(ms: 4_000)]
        let result = try await Self.run(ExplodingGallery.self, scenario: scenario)
        #expect(result.metrics.gallery.outcomes == ["error": 1], "\(result.metrics.gallery.messages)")
        #expect(Self.messages(.error, in: result.metrics) == [#"error: action "explode" threw ModelRefused()"#])
        #expect(result.timeline.contains { $0.contains(#""event":"user-code","kind":"error""#) })
        #expect(result.metrics.count(.correct) > 0)
    }

    @Test func aTaskThatNeverFinishesIsReportedUnfinished() async throws {
        let parkedBefore = await MainActor.run { ParkedContinuations.all.count }
        let result = try await Self.run(ItemCellGallery<NeverFinishingCell>.self)
        let parked = await MainActor.run { ParkedContinuations.all.count } - parkedBefore
        #expect(parked > 10)
        #expect(result.metrics.count(.placeholder) > 0)
        #expect(result.metrics.count(.correct) == 0)
        #expect(result.metrics.gallery.outcomes["unfinished"] == 1)
        let message = try #require(Self.messages(.unfinished, in: result.metrics).first)
        #expect(message.contains("never finished"))
        // Reported after the last frame, it is the timeline's last line.
        let last = try #require(result.timeline.last)
        #expect(last.contains("\"event\":\"user-code\",\"kind\":\"unfinished\""))
    }

    @Test func seedCellsLeaveNoTaskUnfinished() async throws {
        let result = try await Self.run(ItemCellGallery<PhotoCell>.self)
        #expect(result.metrics.requests.cancelled > 0)
        #expect(result.metrics.gallery.outcomes["unfinished", default: 0] == 0)
    }

    @Test func aSleepNotDueAtTheEndIsNotAnOutcome() async throws {
        let result = try await Self.run(ItemCellGallery<SlowSleepCell>.self)
        #expect(result.metrics.count(.placeholder) > 0)
        #expect(result.metrics.gallery.outcomes.isEmpty, "\(result.metrics.gallery.messages)")
    }

    @Test func aTaskThatNeverWaitsIsUnsettledAndTheRunGoesOn() async throws {
        let result = try await Self.run(ItemCellGallery<SpinningCell>.self)
        #expect(result.metrics.gallery.outcomes["unsettled", default: 0] == 1)
        let message = try #require(Self.messages(.unsettled, in: result.metrics).first)
        #expect(message.contains("in one frame and more kept coming"))
        #expect(result.timeline.contains { $0.contains(#""event":"user-code","kind":"unsettled""#) })
        // The other cells still load, a frame later than they would.
        #expect(result.metrics.count(.correct) > 0)
        #expect(result.metrics.count(.stale) == 0)
    }

    @Test func aWriteIntoAReusedCellIsALateWrite() async throws {
        let result = try await Self.run(ItemCellGallery<NaiveCell>.self)
        #expect(result.metrics.count(.stale) > 0)
        let lateWrites = result.timeline.filter { $0.contains(#""event":"user-code","kind":"late_write""#) }
        #expect(lateWrites.count == result.metrics.gallery.outcomes["late_write"])
        #expect(lateWrites.count > 0)
        let message = try #require(Self.messages(.lateWrite, in: result.metrics).first)
        let pattern = /late_write: cell #\d+ shows item \d+ and got an image from a task started for item \d+/
        #expect(message.wholeMatch(of: pattern) != nil)
    }

    @Test func aBlockingConfigureIsAWarningOnStderrOutsideTheOutputs() async throws {
        let before = ExecutorSession.printedWarnings.withLock { $0.count }
        let result = try await Self.run(ItemCellGallery<BlockingCell>.self)
        // Once per place (a configure call, a job of a task), however often it happens. Whether a call takes 250 ms
        // of real time depends on the machine, so it is never in the timeline or the summary.
        let suffix = " held the thread for more than 250 ms of real time (Thread.sleep, a blocking wait?)"
        let warnings = ExecutorSession.printedWarnings.withLock { Array($0.dropFirst(before)) }
        #expect(
            warnings == [
                "one call into the gallery's code (cell provider, prepareForReuse, an action…)" + suffix,
                "one job of the gallery's code" + suffix,
            ])
        #expect(result.metrics.gallery.outcomes.isEmpty)
        #expect(!result.timeline.contains { $0.contains(#""event":"user-code""#) })
        #expect(result.metrics.count(.correct) > 0)
    }

    @Test func theTitleLabelNamesTheItemWhateverLabelComesFirst() async throws {
        // A badge label comes first; the title label after it decides whose text the cell shows.
        let right = try await Self.run(ItemCellGallery<BadgedCell>.self)
        let wrong = try await Self.run(ItemCellGallery<MislabelledBadgedCell>.self)
        #expect(right.metrics.count(.wrongText) == 0)
        #expect(wrong.metrics.count(.wrongText) > 0)
    }

    @Test func heavyWorkOnTheMainActorIsAWarningThatSaysSo() async throws {
        let before = ExecutorSession.printedWarnings.withLock { $0.count }
        let result = try await Self.run(ItemCellGallery<ComputingCell>.self)
        let warnings = ExecutorSession.printedWarnings.withLock { Array($0.dropFirst(before)) }
        #expect(
            warnings == [
                "one call into the gallery's code (cell provider, prepareForReuse, an action…) held the thread for "
                    + "more than 250 ms of real time computing (heavy work on the main actor?)"
            ])
        #expect(result.metrics.gallery.outcomes.isEmpty)
    }

    @Test func aLongStallIsAnnouncedOnStderr() async throws {
        // The watchdog speaks after 10 s by default; 100 ms here, so the 300 ms stalls of BlockingCell trip it.
        let watchdog = StallWatchdog.shared
        let before = watchdog.notices.count
        watchdog.thresholdMs = 100
        defer { watchdog.thresholdMs = 10_000 }
        let result = try await Self.run(ItemCellGallery<BlockingCell>.self)
        let notices = watchdog.notices.dropFirst(before)
        #expect(notices.count >= 2)
        #expect(
            notices.contains {
                $0.hasPrefix("ReelKit: one job of the gallery's code has held the simulation's thread for 100 ms")
            })
        #expect(result.metrics.count(.correct) > 0)
    }

    @Test func mainQueueBlocksRunOnReelsClock() async throws {
        // The pre-async pattern (a global queue, then a main-queue block) runs as jobs of the session: its images
        // show, deterministically. The blocks run in the call that delivers the load, before any cell is reused, so
        // cancelling the load task on reconfigure is enough here.
        let runs = try await onNewThread {
            try (0..<2).map { _ in try runGallery(ItemCellGallery<MainQueueCell>.self) }
        }
        #expect(runs[0].timeline == runs[1].timeline)
        #expect(runs[0].metrics.count(.correct) > 0)
        #expect(runs[0].metrics.count(.stale) == 0)
        #expect(runs[0].metrics.gallery.outcomes["escape", default: 0] == 0)
    }

    @Test func aWriteFromDispatchsOwnMainQueueIsAnEscapeAndIgnored() async throws {
        let before = ExecutorSession.printedWarnings.withLock { $0.count }
        let runs = try await onNewThread {
            try (0..<2).map { _ in try runGallery(ItemCellGallery<EscapingMainQueueCell>.self) }
        }
        // Work that escapes reel's clock is also a warning on stderr, once per run.
        let warnings = ExecutorSession.printedWarnings.withLock { Array($0.dropFirst(before)) }
        #expect(warnings.filter { $0.hasPrefix("work of the gallery's code escaped reel's clock") }.count == 2)
        let result = runs[0]
        // When the escapes were reported depends on the main queue; everything else in the timeline does not.
        let withoutEscapes = runs.map { $0.timeline.filter { !$0.contains(#""event":"user-code","kind":"escape""#) } }
        #expect(withoutEscapes[0] == withoutEscapes[1])
        // Under `swift test` Dispatch's main queue runs on another thread while the frame loop runs; each block's
        // write is reported and dropped, so no image ever shows, and the frames do not depend on when the blocks ran.
        #expect(result.metrics.gallery.outcomes["escape", default: 0] > 0)
        let message = try #require(Self.messages(.escape, in: result.metrics).first)
        #expect(message.contains("was changed off reel's executor (DispatchQueue, a Thread?): the change is ignored"))
        #expect(result.metrics.count(.correct) == 0)
        #expect(result.metrics.count(.stale) == 0)
    }

    @Test func aRunInsideAMainQueueBlockNeverSeesDispatchsOwnMainQueueWork() async throws {
        // A frame loop started from a block of the main queue (main-queue test code calling reel synchronously):
        // blocks the cells send to Dispatch's own main queue wait behind it, so they run after the run, unseen.
        // Nothing is reported, no image shows, and the run does not wait for them.
        let result = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.main.async {
                continuation.resume(with: Result { try runGallery(ItemCellGallery<EscapingMainQueueCell>.self) })
            }
        }
        #expect(result.metrics.gallery.outcomes.isEmpty)
        #expect(result.metrics.count(.correct) == 0)
        #expect(result.metrics.count(.placeholder) > 0)
    }

    @Test func detachedTasksAndNonisolatedHelpersAreDeterministic() async throws {
        let runs = try await onNewThread {
            try (0..<5).map { _ in try runGallery(ItemCellGallery<DetachedDecodeCell>.self) }
        }
        #expect(Set(runs.map(\.timeline)).count == 1)
        #expect(runs[0].metrics.count(.correct) > 0)
        #expect(runs[0].metrics.count(.stale) == 0)
        #expect(runs[0].metrics.gallery.outcomes.isEmpty)
    }

    @Test func aDefaultActorIsDeterministic() async throws {
        let runs = try await onNewThread {
            try (0..<5).map { _ in try runGallery(ItemCellGallery<ActorDecodeCell>.self) }
        }
        #expect(Set(runs.map(\.timeline)).count == 1)
        #expect(runs[0].metrics.count(.correct) > 0)
        #expect(runs[0].metrics.count(.stale) == 0)
    }

    @Test func aDebouncingSleepIsDeterministic() async throws {
        let scenario = Self.settledScenario()
        let runs = try await onNewThread {
            try (0..<5).map { _ in try runGallery(ItemCellGallery<DebouncedCell>.self, scenario: scenario) }
        }
        #expect(Set(runs.map(\.timeline)).count == 1)
        #expect(runs[0].metrics.count(.correct) > 0)
        #expect(runs[0].metrics.count(.stale) == 0)
        #expect(runs[0].metrics.gallery.outcomes.isEmpty, "\(runs[0].metrics.gallery.messages)")
        // The first request waits for the 120 ms sleep (whole frames of virtual time); the photo cell asks at once.
        let eager = try await onNewThread { try runGallery(ItemCellGallery<PhotoCell>.self, scenario: scenario) }
        let debouncedFirst = try #require(Self.firstTime(of: "request", in: runs[0].timeline))
        let eagerFirst = try #require(Self.firstTime(of: "request", in: eager.timeline))
        #expect(eagerFirst < 120)
        #expect(debouncedFirst >= eagerFirst + 120)
    }

    /// The stale scenario with a long wait at the end, so every load (the slowest take ~8 s) has landed when the run
    /// ends.
    static func settledScenario() -> Scenario {
        var scenario = staleScenario()
        scenario.script.append(.wait(ms: 10_000))
        return scenario
    }

    /// The virtual time of the first timeline line of `event`.
    static func firstTime(of event: String, in timeline: [String]) -> Double? {
        guard let line = timeline.first(where: { $0.contains(#""event":"\#(event)""#) }),
            let match = line.firstMatch(of: /"t_ms":([0-9.]+)/)
        else { return nil }
        return Double(match.1)
    }
}
