import Foundation
import Reel
import ReelCore
import Testing

@testable import ReelKit

/// Layouts of the app's own, and flow layouts of several sections or of items of different sizes, place reel's
/// cells at the frames their attributes give: UIKit's calls (`prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)`, `shouldInvalidateLayout(forBoundsChange:)`) drive the visible set.
@Suite(.serialized) struct CustomLayoutRunTests {
    /// Each frame's visible cells' frames (in content coordinates) and item indices, the timeline, metrics and stop.
    struct Run: Sendable {
        var frames: [[(index: Int, frame: Rect)]] = []
        /// Each frame's content offset.
        var offsets: [Double] = []
        var timeline: [String] = []
        var metrics: Metrics
        var stop: UserCodeStop?
    }

    static func run<Gallery: ReelGallery>(_ gallery: Gallery.Type, scenario: Scenario = staleScenario()) throws -> Run {
        var catalog = BindingCatalog()
        catalog.register(gallery, as: "test")
        var scenario = scenario
        scenario.gallery = "test"
        var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
        var frames: [[(index: Int, frame: Rect)]] = []
        var offsets: [Double] = []
        var lines: [String] = []
        while !sim.isFinished, sim.userCodeStop == nil {
            let step = sim.step { _ in .success(bytes: 1000) }
            frames.append(step.frame.cells.map { ($0.itemIndex, $0.frame.offsetBy(dy: step.frame.offset)) })
            offsets.append(step.frame.offset)
            lines += step.events.map(\.jsonLine)
        }
        lines += sim.finish().map(\.jsonLine)
        return Run(frames: frames, offsets: offsets, timeline: lines, metrics: sim.metrics, stop: sim.userCodeStop)
    }

    /// The two-column test layout's frame of `item` (the pattern `TwoColumnTestLayout` places items by).
    static func columnFrames(count: Int) -> [Rect] {
        let width = (390.0 - 30) / 2
        var bottoms = [10.0, 10.0]
        return (0..<count).map { item in
            let column = bottoms[0] <= bottoms[1] ? 0 : 1
            let height = Double(TwoColumnTestLayout.itemHeight(item))
            defer { bottoms[column] += height + 10 }
            return Rect(x: 10 + Double(column) * (width + 10), y: bottoms[column], width: width, height: height)
        }
    }

    @Test func aLayoutOfTheAppsOwnPlacesEveryVisibleCellAtItsAttributesFrame() async throws {
        let run = try await onNewThread { try Self.run(CustomLayoutGallery<TwoColumnTestLayout>.self) }
        #expect(run.stop == nil)
        let expected = Self.columnFrames(count: 300)
        var checked = 0
        for frame in run.frames {
            for cell in frame {
                #expect(abs(cell.frame.x - expected[cell.index].x) < 1e-9)
                #expect(abs(cell.frame.minY - expected[cell.index].minY) < 0.5)
                #expect(cell.frame.width == expected[cell.index].width)
                #expect(cell.frame.height == expected[cell.index].height)
                checked += 1
            }
        }
        #expect(checked > 1000)
        // Both columns are on screen from the first frame: items 0 and 1 side by side.
        #expect(run.frames[0].map(\.index).prefix(2) == [0, 1])
        #expect(run.metrics.count(.stale) == 0 && run.metrics.count(.correct) > 0)
    }

    @Test func indexPathForItemAtAPointAnswersFromTheLayoutsFrames() async throws {
        var scenario = staleScenario()
        scenario.script = [.wait(ms: 100), .call(name: "probe"), .wait(ms: 100)]
        let probe = scenario
        let run = try await onNewThread { try Self.run(CustomLayoutGallery<TwoColumnTestLayout>.self, scenario: probe) }
        #expect(run.stop == nil, "\(run.stop?.message ?? "")")
        #expect(run.frames.count > 5)
    }

    @Test func theRunIsTheSameRunAfterRun() async throws {
        let first = try await onNewThread { try Self.run(CustomLayoutGallery<TwoColumnTestLayout>.self) }
        let second = try await onNewThread { try Self.run(CustomLayoutGallery<TwoColumnTestLayout>.self) }
        #expect(first.timeline == second.timeline)
        #expect(first.timeline.count > 100)
    }

    @Test func itemsTheLayoutGivesNoAttributesAreNotShownAndTheRunSaysSo() async throws {
        var scenario = staleScenario()
        scenario.script = [
            .wait(ms: 100), .call(name: "append"), .scrollTo(item: .index(299), animated: false), .wait(ms: 200),
            .fling(velocity: 3_000, deceleration: .normal), .wait(ms: 1_000),
        ]
        let made = scenario
        let (madeOnce, correct, told) = try await onNewThread {
            (
                try Self.run(CustomLayoutGallery<MadeOnceTestLayout>.self, scenario: made),
                try Self.run(CustomLayoutGallery<TwoColumnTestLayout>.self, scenario: made),
                try Self.run(CustomLayoutGallery<UpdateAwareTestLayout>.self, scenario: made)
            )
        }
        #expect(madeOnce.stop == nil && correct.stop == nil && told.stop == nil)
        // A layout told of the inserts by prepare(forCollectionViewUpdates:) places them.
        #expect(told.frames.last?.contains { $0.index >= 300 } == true)
        #expect(!told.timeline.contains { $0.contains("gave no attributes") })
        let message = "MadeOnceTestLayout gave no attributes for 30 of 330 items"
        #expect(madeOnce.timeline.contains { $0.contains(message) })
        #expect(!correct.timeline.contains { $0.contains("gave no attributes") })
        // The appended items are on screen with the layout that makes them again, never with the other one.
        #expect(correct.frames.last?.contains { $0.index >= 300 } == true)
        #expect(!madeOnce.frames.contains { $0.contains { $0.index >= 300 } })
    }

    @Test func aLayoutThatAsksForANewPassOnScrollIsReadAgainAsItScrolls() async throws {
        let run = try await onNewThread { try Self.run(CustomLayoutGallery<ScrollInvalidatingTestLayout>.self) }
        #expect(run.stop == nil)
        // The first item is pinned 10 points below the top of the visible bounds: on screen in every frame, however
        // far the list scrolled, at most one frame's scroll behind.
        for (frame, offset) in zip(run.frames, run.offsets) {
            let pinned = try #require(frame.first { $0.index == 0 })
            #expect(abs(pinned.frame.minY - (offset + 10)) < 80)
        }
        #expect((run.offsets.max() ?? 0) > 1000)
    }
}

/// The update items `prepare(forCollectionViewUpdates:)` gets: deletes, inserts, and moves for the items out of
/// their order.
@MainActor
@Suite struct LayoutUpdatesTests {
    static func paths(_ count: Int) -> [IndexPath] { (0..<count).map { IndexPath(item: $0, section: 0) } }

    @Test func deletesInsertsAndMovesBetweenTwoListsOfItems() {
        var updates = LayoutUpdates()
        let ids = ["a", "b", "c", "d", "e"].map { ItemID($0) }
        #expect(
            updates.replace(with: ids, at: Self.paths(5)).map(\.updateAction) == Array(repeating: .insert, count: 5))
        // b deleted, f inserted at the top, e moved before c.
        let next = ["f", "a", "e", "c", "d"].map { ItemID($0) }
        let items = updates.replace(with: next, at: Self.paths(5))
        let described = items.map {
            "\($0.updateAction) \($0.indexPathBeforeUpdate?.item ?? -1) \($0.indexPathAfterUpdate?.item ?? -1)"
        }
        #expect(described == ["delete 1 -1", "insert -1 0", "move 4 2"])
    }

    @Test func theLongestRunInOrderStays() {
        #expect(LayoutUpdates.longestIncreasingRun([0, 3, 1, 2, 4]) == [0, 2, 3, 4])
        #expect(LayoutUpdates.longestIncreasingRun([]).isEmpty)
    }
}
