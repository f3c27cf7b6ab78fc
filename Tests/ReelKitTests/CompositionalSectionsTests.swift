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
}
