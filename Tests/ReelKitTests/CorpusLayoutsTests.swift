import Foundation
import Reel
import ReelCore
import Testing

@testable import ReelKit

/// Galleries written as apps write them, on their own layout objects (`Corpus/Layouts/`): a flow-layout photo grid
/// whose delegate sizes the items, a compositional grid set with `setCollectionViewLayout`, an inset grouped list.
/// reel places the cells where the layout says; the correct cell never shows a stale image or another item's text,
/// the quick cell does; every run is the same, with one render worker or two.
@Suite(.serialized) struct CorpusLayoutsTests {
    /// Runs `gallery` twice as a simulation and renders it with 1 and 2 workers; checks the outcomes and returns the
    /// first frame's cell frames.
    static func check<Gallery: ReelGallery>(
        _ gallery: Gallery.Type, correct: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [Rect] {
        let (first, again) = try await onNewThread {
            (try LayoutRunTests.run(gallery), try LayoutRunTests.run(gallery))
        }
        #expect(first.stop == nil, sourceLocation: sourceLocation)
        #expect(first.timeline == again.timeline, "a second run", sourceLocation: sourceLocation)
        #expect(first.frames == again.frames, "a second run", sourceLocation: sourceLocation)
        let metrics = first.metrics
        if correct {
            #expect(metrics.count(.correct) > 0, sourceLocation: sourceLocation)
            #expect(metrics.count(.stale) == 0, sourceLocation: sourceLocation)
            #expect(metrics.count(.wrongText) == 0, sourceLocation: sourceLocation)
        } else {
            #expect(metrics.count(.stale) + metrics.count(.wrongText) > 0, sourceLocation: sourceLocation)
        }
        let one = try await LayoutRunTests.render(gallery, scenario: Self.scenario, workers: 1)
        let two = try await LayoutRunTests.render(gallery, scenario: Self.scenario, workers: 2)
        #expect(one.outputs.count > 50, sourceLocation: sourceLocation)
        #expect(one.outputs == two.outputs, "workers 1 vs 2", sourceLocation: sourceLocation)
        if correct {
            #expect(one.metrics.count(.stale) == 0, sourceLocation: sourceLocation)
        } else {
            #expect(one.metrics.count(.stale) > 0, sourceLocation: sourceLocation)
        }
        return first.frames.first ?? []
    }

    static let scenario = """
        { "name": "layouts", "gallery": "data-task",
          "canvas": { "width": 390, "height": 844, "scale": 0.5, "fps": 30 },
          "template": "photo-grid", "items": { "count": 200 },
          "network": { "seed": 7, "latency": { "median_ms": 400, "p95_ms": 1500 } },
          "prefetch": { "enabled": false },
          "script": [ { "fling": { "velocity": 2500, "deceleration": "normal" } }, { "wait": { "ms": 1000 } } ] }
        """

    @Test func albumGridOnAFlowLayoutSizedByItsDelegate() async throws {
        let frames = try await Self.check(AlbumGridGallery.self, correct: true)
        // Items of 124 (the delegate rounds (390 − 16) / 3 down); the 10 points left are shared: 5 between items.
        #expect(
            Array(frames.prefix(4)) == [
                Rect(x: 4, y: 4, width: 124, height: 124), Rect(x: 133, y: 4, width: 124, height: 124),
                Rect(x: 262, y: 4, width: 124, height: 124), Rect(x: 4, y: 132, width: 124, height: 124),
            ])
    }

    @Test func recentsGridOnACompositionalLayout() async throws {
        let frames = try await Self.check(RecentsGridGallery.self, correct: false)
        // Quarters of the 374 points inside the section's insets, each cell inset by 1.
        #expect(
            Array(frames.prefix(5)) == [
                Rect(x: 9, y: 9, width: 91.5, height: 91.5), Rect(x: 102.5, y: 9, width: 91.5, height: 91.5),
                Rect(x: 196, y: 9, width: 91.5, height: 91.5), Rect(x: 289.5, y: 9, width: 91.5, height: 91.5),
                Rect(x: 9, y: 102.5, width: 91.5, height: 91.5),
            ])
    }

    @Test func contactsInAnInsetGroupedList() async throws {
        let frames = try await Self.check(ContactsListGallery.self, correct: true)
        let first = try #require(frames.first)
        // Rows 350 points wide, 20 from each side, 35 below the top; each as tall as its cell measures.
        #expect(first.minX == 20 && first.width == 350 && first.minY == 35)
        #expect(frames.count > 1 && frames[1].minY == first.maxY)
    }
}
