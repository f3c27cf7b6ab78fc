import Foundation
import ReelCore
import Testing

@testable import ReelExecutors
@testable import ReelKit

/// Schedules as data: ids that round-trip, a chooser that replays them, and the default order unchanged.
@Suite(.serialized) struct ScheduleTests {
    @Test func anIdRoundTrips() {
        var generator = SplitMix64(seed: 3)
        for _ in 0..<200 {
            let deviations = (0..<generator.next(below: 12)).map { _ in
                Schedule.Deviation(point: generator.next(below: 100_000), choice: 1 + generator.next(below: 40))
            }
            let schedule = Schedule(deviations: deviations)
            #expect(Schedule(id: schedule.id) == schedule, "\(schedule.id)")
        }
        #expect(Schedule.default.id == "s")
        #expect(Schedule(id: "s") == .default)
        let schedule = Schedule(deviations: [.init(point: 56, choice: 1), .init(point: 84, choice: 3)])
        #expect(schedule.id == "s-1k.1-2c.3")
        #expect(schedule.choice(at: 84) == 3)
        #expect(schedule.choice(at: 83) == 0)
    }

    @Test(arguments: ["", "x", "s-", "s-1", "s-1.0", "s-2.1-1.1", "s-1.1-1.1", "s-A.1", "s-1.1-", "s1.1", "s-1..1"])
    func aMalformedIdIsRefused(id: String) {
        #expect(Schedule(id: id) == nil)
    }

    @Test func theChooserReplaysWhatItRecorded() {
        let drawn = ScheduleChooser(.random(seed: 9))
        let options = (0..<50).map { 2 + $0 % 4 }
        let choices = options.map { drawn.choose(.jobOrder, among: $0) }
        let replayed = ScheduleChooser(.replay(drawn.schedule))
        #expect(options.map { replayed.choose(.jobOrder, among: $0) } == choices)
        #expect(replayed.schedule == drawn.schedule)
        #expect(drawn.schedule.deviations.count == choices.filter { $0 != 0 }.count)
    }

    /// The default schedule, consulted at every choice point, gives today's timeline event for event.
    @Test(arguments: ["quickstart", "stale-naive", "cancel-no-verify", "reconfigure"])
    func theDefaultScheduleIsTodaysOrder(example: String) async throws {
        let scenario = try exampleScenario(example)
        let (today, chosen, met) = try await onNewThread {
            let today = try runCatalogue(scenario, catalog: Catalogue.bindings)
            let chooser = ScheduleChooser(.replay(.default))
            let chosen = try ScheduleChooser.$current.withValue(chooser) {
                try runCatalogue(scenario, catalog: Catalogue.bindings)
            }
            return (today, chosen, chooser.records.count)
        }
        #expect(met > 0)
        #expect(chosen.timeline == today.timeline)
        #expect(chosen.metrics == today.metrics)
    }

    /// Holding a delivered continuation until the frame's cells are updated makes the cancel-no-verify cell write
    /// the old item's image into a reused cell; the cancel-clear-verify cell checks and shows nothing stale.
    @Test func aHeldContinuationShowsTheMissingIdentityCheck() async throws {
        let scenario = try exampleScenario("cancel-no-verify")
        var fixed = scenario
        fixed.binding = .cancelClearVerify
        let checked = fixed
        let (noVerify, verify) = try await onNewThread {
            let holdAll = ScheduleChooser(.replay(Schedule(deviations: (0..<400).map { .init(point: $0, choice: 1) })))
            let noVerify = try ScheduleChooser.$current.withValue(holdAll) {
                try runCatalogue(scenario, catalog: Catalogue.bindings).metrics
            }
            let holdAllAgain = ScheduleChooser(
                .replay(Schedule(deviations: (0..<400).map { .init(point: $0, choice: 1) })))
            let verify = try ScheduleChooser.$current.withValue(holdAllAgain) {
                try runCatalogue(checked, catalog: Catalogue.bindings).metrics
            }
            return (noVerify, verify)
        }
        #expect(noVerify.count(.stale) > 0)
        #expect(verify.count(.stale) == 0)
    }

    /// A cancel of a task whose load is due before the next frame is a choice point: in the default order the cancel
    /// lands first (the task throws), in the other the completion already in flight wins and the image shows.
    @Test func aCancelCanLoseToACompletionInFlight() async throws {
        var scenario = staleScenario()
        // Every load takes 300 ms; the first ones are cancelled 10 ms before they arrive.
        scenario.network.latencyMedianMs = 300
        scenario.network.latencyP95Ms = 300
        scenario.script = [.wait(ms: 290), .call(name: "cancel-all"), .wait(ms: 500)]
        let chosen = scenario
        let (today, lost, records) = try await onNewThread {
            let today = try runGallery(CancelAllGallery.self, scenario: chosen).metrics
            let everywhere = Schedule(deviations: (0..<2_000).map { .init(point: $0, choice: 1) })
            let chooser = ScheduleChooser(.replay(everywhere))
            let lost = try ScheduleChooser.$current.withValue(chooser) {
                try runGallery(CancelAllGallery.self, scenario: chosen).metrics
            }
            return (today, lost, chooser.records)
        }
        let met = records.filter { $0.point == .cancelAfterCompletion }
        #expect(!met.isEmpty)
        #expect(met.allSatisfy { $0.chosen == 1 })
        #expect(lost.count(.correct) > today.count(.correct))
    }
}
