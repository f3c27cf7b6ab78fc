import Foundation
import Reel
import ReelCore
import ReelKit
import SampleGallery
import Testing

/// The sample package's cells (examples/reelkit-gallery) under many schedules: its cancel-clear-verify `PhotoCell`
/// never shows a stale image, its naive cell does in every order. `REEL_EXPLORE_SCHEDULES` sets how many (100).
@Suite(.serialized) struct SampleExploreTests {
    static var schedules: Int {
        ProcessInfo.processInfo.environment["REEL_EXPLORE_SCHEDULES"].flatMap { Int($0) } ?? 100
    }

    static func explore(_ name: String, schedules: Int) async throws -> ExploreResult {
        let path = SampleGalleryTests.scenarios.appendingPathComponent("\(name).json").path
        let loaded = try LoadedScenario.load(path: path, catalog: GalleryCatalog.catalog)
        var options = ExploreOptions(schedules: schedules, seed: 11, workers: 2)
        options.catalog = GalleryCatalog.catalog
        let chosen = options
        return try await onNewThread { try Explorer.explore(loaded, options: chosen) }
    }

    @Test func thePhotoCellStaysCorrectInEverySchedule() async throws {
        let result = try await Self.explore("photocell", schedules: Self.schedules)
        #expect(result.schedulesRun == Self.schedules)
        #expect(result.failingCount == 0)
        #expect(result.coverage[.continuationAfterReuse]?.flipped.isEmpty == false)
        print(
            "photocell: \(result.schedulesRun) schedules, \(result.distinctOutcomes) distinct outcomes, "
                + "\(result.failingCount) failing, \(Int(result.schedulesPerMinute)) per minute")
    }

    @Test func theNaiveCellFailsInEverySchedule() async throws {
        let result = try await Self.explore("naive", schedules: 8)
        #expect(result.failingCount == 8)
    }
}
