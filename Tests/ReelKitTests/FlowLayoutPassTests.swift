import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// Flow layouts that are not one grid — several sections under headers, items of different sizes, a subclass that
/// moves its lines' items — place reel's cells at the frames UIKit's flow layout gives.
@Suite(.serialized) struct FlowLayoutPassTests {
    @Test func sectionsUnderHeadersStartBelowTheirHeaderAndInset() async throws {
        var scenario = staleScenario()
        scenario.script = [.wait(ms: 100), .scrollTo(item: .index(99), animated: false), .wait(ms: 4_000)]
        let sections = scenario
        let run = try await onNewThread { try CustomLayoutRunTests.run(SectionedFlowGallery.self, scenario: sections) }
        #expect(run.stop == nil)
        let first = try #require(run.frames.first)
        // 374 points between the insets: three items of 100, 37 between them; the header's 40 points, then 8.
        #expect(
            first.prefix(4).map(\.frame) == [
                Rect(x: 8, y: 48, width: 100, height: 100), Rect(x: 145, y: 48, width: 100, height: 100),
                Rect(x: 282, y: 48, width: 100, height: 100), Rect(x: 8, y: 158, width: 100, height: 100),
            ])
        // Section 1 (items 100…): section 0's 34 lines end at 48 + 34 × 110 - 10 = 3778; its inset, the next header.
        let frames = run.frames.flatMap { $0 }
        let hundredth = try #require(frames.first { $0.index == 100 })
        #expect(abs(hundredth.frame.minY - (3778 + 8 + 40 + 8)) < 0.5 && hundredth.frame.x == 8)
        #expect(run.metrics.count(.stale) == 0 && run.metrics.count(.correct) > 0)
    }

    @Test func aSubclassMovingItsLinesItemsPlacesTheCellsWhereItSays() async throws {
        let run = try await onNewThread { try CustomLayoutRunTests.run(LeftAlignedFlowGallery.self) }
        #expect(run.stop == nil)
        let first = try #require(run.frames.first)
        // Widths 100, 150, 220, 100, 150: lines [0, 1], [2, 3], [4], each from the left inset, 10 apart.
        #expect(
            first.prefix(5).map(\.frame) == [
                Rect(x: 10, y: 10, width: 100, height: 90), Rect(x: 120, y: 10, width: 150, height: 90),
                Rect(x: 10, y: 110, width: 220, height: 90), Rect(x: 240, y: 110, width: 100, height: 90),
                Rect(x: 10, y: 210, width: 150, height: 90),
            ])
    }

    @Test func linesAreJustifiedALoneItemCentredAndTheLastLinePacked() {
        // Widths 100, 150, 220 in 370 points, 10 apart.
        let lines = FlowLayoutPass.lines(of: [100, 150, 220, 100, 150], available: 370, spacing: 10)
        #expect(lines == [[0, 1], [2, 3], [4]])
        #expect(
            FlowLayoutPass.positions(of: [100, 150], available: 370, spacing: 10, isLast: false, columns: 0)
                == [0, 220])
        #expect(FlowLayoutPass.positions(of: [220], available: 370, spacing: 10, isLast: false, columns: 0) == [75])
        #expect(
            FlowLayoutPass.positions(of: [150, 100], available: 370, spacing: 10, isLast: true, columns: 0)
                == [0, 160])
        // Equal items: the last line's items stay in the columns of the lines above.
        #expect(FlowLayoutPass.positions(of: [100], available: 374, spacing: 10, isLast: true, columns: 3) == [0])
        #expect(
            FlowLayoutPass.positions(of: [100, 100], available: 374, spacing: 10, isLast: true, columns: 3)
                == [0, 137])
    }
}
