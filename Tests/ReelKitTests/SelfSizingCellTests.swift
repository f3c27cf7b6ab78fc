import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// Self-sizing cells as tall as their own constraints say (`preferredLayoutAttributesFitting`), once configured,
/// with the top visible row kept in place as heights change.
@Suite(.serialized) struct SelfSizingCellTests {
    @Test func rowsAreAsTallAsTheirCellsConstraints() async throws {
        var scenario = staleScenario()
        scenario.script = [.wait(ms: 100), .fling(velocity: 3_000, deceleration: .normal), .wait(ms: 1_500)]
        let run = scenario
        let result = try await onNewThread { try CustomLayoutRunTests.run(ConstrainedRowGallery.self, scenario: run) }
        #expect(result.stop == nil)
        var checked = 0
        for (number, frame) in result.frames.enumerated() {
            for cell in frame {
                let expected = Double(ConstrainedRowCell.height(of: String(cell.index)))
                #expect(cell.frame.height == expected, "frame \(number), item \(cell.index)")
                checked += 1
            }
        }
        #expect(checked > 200)
        // Rows touch: each starts where the one above ends.
        let first = try #require(result.frames.first)
        for (above, below) in zip(first, first.dropFirst()) {
            #expect(abs(below.frame.minY - above.frame.maxY) < 1e-9)
        }
        let again = try await onNewThread { try CustomLayoutRunTests.run(ConstrainedRowGallery.self, scenario: run) }
        #expect(again.timeline == result.timeline)
    }
}
