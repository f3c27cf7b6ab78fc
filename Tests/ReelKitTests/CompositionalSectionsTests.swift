import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// Compositional layouts of several sections: each section under its header, a band scrolling sideways shown at
/// rest (its items past the trailing edge never on screen), grids below it at the frames UIKit gives.
@Suite(.serialized) struct CompositionalSectionsTests {
    @Test func aBandThenGridsUnderTheirHeaders() async throws {
        var scenario = staleScenario()
        scenario.script = [.wait(ms: 200), .scrollTo(item: .index(100), animated: false), .wait(ms: 1_500)]
        let run = scenario
        let result = try await onNewThread {
            try CustomLayoutRunTests.run(SectionedCompositionalGallery.self, scenario: run)
        }
        #expect(result.stop == nil, "\(result.stop?.message ?? "")")
        let first = try #require(result.frames.first)
        // The band: 10 inset + 40 header down, groups 80% of the 370 points between the insets, 10 apart.
        #expect(
            first.prefix(2).map(\.frame) == [
                Rect(x: 10, y: 50, width: 296, height: 200), Rect(x: 316, y: 50, width: 296, height: 200),
            ])
        // The band's third photo starts past the screen's trailing edge: never shown while the band is at rest.
        #expect(!result.frames.contains { $0.contains { $0.index > 1 && $0.index < 100 } })
        // Section 1 starts after the band's bottom inset (260) and its own header: square photos three to a row.
        let rows = result.frames.flatMap { $0 }
        let hundredth = try #require(rows.first { $0.index == 100 })
        #expect(hundredth.frame == Rect(x: 0, y: 300, width: 130, height: 130))
        let fourth = try #require(rows.first { $0.index == 103 })
        #expect(fourth.frame == Rect(x: 0, y: 430, width: 130, height: 130))
        #expect(result.metrics.count(.stale) == 0 && result.metrics.count(.correct) > 0)
    }

    @Test func aSwipedBandMovesByGroupsShowsAndReusesItsCellsAndSettlesOnAGroup() async throws {
        var scenario = staleScenario()
        scenario.script = [
            .wait(ms: 100), .swipe(section: 0, by: 300, durationMs: 200), .wait(ms: 600),
            .swipe(section: 0, by: 900, durationMs: 300), .wait(ms: 600), .swipe(section: 1, by: 100, durationMs: 100),
        ]
        let run = scenario
        let result = try await onNewThread {
            try CustomLayoutRunTests.run(SectionedCompositionalGallery.self, scenario: run)
        }
        #expect(result.stop == nil, "\(result.stop?.message ?? "")")
        // Group paging: groups 296 points wide, 306 apart; a 300-point swipe settles one group on.
        #expect(result.timeline.contains { $0.contains(#""event":"swipe","section":0,"from":0,"to":306"#) })
        // The second settles three groups further (900 more, to 1206, nearest group 1224).
        #expect(result.timeline.contains { $0.contains(#""event":"swipe","section":0,"from":306,"to":1224"#) })
        // Section 1 is a grid: the swipe is logged with no offsets and moves nothing.
        #expect(result.timeline.contains { $0.contains(#""event":"swipe","section":1,"from":null,"to":null"#) })
        let band = { (frame: [(index: Int, frame: Rect)]) in frame.filter { $0.index < 100 } }
        let atFirstRest = try #require(result.frames.dropFirst(40).first)
        #expect(band(atFirstRest).map(\.index) == [1, 2])
        #expect(band(atFirstRest).map(\.frame.x) == [10, 316])
        let last = try #require(result.frames.last)
        #expect(band(last).map(\.index) == [4, 5])
        // Item 0's cell left the screen and was reused for an item further along the band.
        #expect(result.timeline.contains { $0.contains(#""event":"end-display""#) && $0.contains(#""item":"0""#) })
        #expect(result.timeline.contains { $0.contains(#""event":"dequeue""#) && $0.contains(#""reused":true"#) })
        #expect(result.metrics.count(.stale) == 0)
        let again = try await onNewThread {
            try CustomLayoutRunTests.run(SectionedCompositionalGallery.self, scenario: run)
        }
        #expect(again.timeline == result.timeline)
    }

    @Test func aBandPrefetchesTheItemsAheadOfItsTrailingEdge() async throws {
        var scenario = staleScenario()
        scenario.prefetch = PrefetchSettings(enabled: true)
        scenario.script = [.wait(ms: 300)]
        let run = scenario
        let result = try await onNewThread {
            try CustomLayoutRunTests.run(PrefetchingBandGallery.self, scenario: run)
        }
        // Items 0 and 1 show; 2 (at 622) reaches within one screen width past the trailing edge: the prefetch data
        // source is told of it, and its load goes out. 3 (at 928) is further.
        #expect(result.timeline.contains { $0.contains(#""event":"request""#) && $0.contains(#""item":"2""#) })
        #expect(!result.timeline.contains { $0.contains(#""event":"request""#) && $0.contains(#""item":"3""#) })
    }

    @Test func swipingABandOfNaiveCellsShowsStaleImagesWhereTheCancellingCellShowsNone() async throws {
        var scenario = staleScenario()
        scenario.script = [
            .swipe(section: 0, by: 1_500, durationMs: 200), .wait(ms: 150),
            .swipe(section: 0, by: -1_200, durationMs: 200),
            .wait(ms: 150), .swipe(section: 0, by: 2_400, durationMs: 300), .wait(ms: 2_000),
        ]
        let run = scenario
        let naive = try await onNewThread {
            try CustomLayoutRunTests.run(CompositionalCellGallery<NaiveCell>.self, scenario: run)
        }
        let correct = try await onNewThread {
            try CustomLayoutRunTests.run(SectionedCompositionalGallery.self, scenario: run)
        }
        #expect(naive.metrics.count(.stale) > 0)
        #expect(correct.metrics.count(.stale) == 0 && correct.metrics.count(.correct) > 0)
    }
}
