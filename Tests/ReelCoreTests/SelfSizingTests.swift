import Foundation
import Testing

@testable import ReelCore

func selfSizingTemplate(_ kind: GridSpec.Kind, columns: Int) -> Template {
    var spec = GridSpec(columns: columns, spacing: 8)
    spec.kind = kind
    spec.estimatedHeight = 300
    var title = TextStyle(x: 12, baseline: 24, size: 17, bold: true)
    title.maxLines = 3
    title.lineHeight = 22
    return Template(
        name: kind.rawValue, background: .black, layout: spec,
        cell: CellStyle(
            reuseIdentifier: "post", background: .black, cornerRadius: 0, image: ImageStyle(), title: title,
            subtitle: nil, placeholder: .black, failed: .black)
    )
}

@Suite struct SelfSizingTests {
    func scrollUpThroughUnmeasuredContent(_ kind: GridSpec.Kind, columns: Int) throws -> (
        steps: [FrameStep], sim: Simulation
    ) {
        var scenario = Scenario(
            name: "s", canvas: Canvas(width: 390, height: 844, scale: 2, fps: 60), items: .synthetic(count: 200),
            network: NetworkSettings(seed: 4, latencyMedianMs: 100, latencyP95Ms: 200),
            script: [
                .scrollTo(item: .index(150), animated: false), .wait(ms: 300),
                .fling(velocity: -6_000, deceleration: .normal), .wait(ms: 3_000),
            ]
        )
        scenario.cellPrefetching = false
        var sim = try Simulation(scenario: scenario, template: selfSizingTemplate(kind, columns: columns))
        var steps: [FrameStep] = []
        while !sim.isFinished { steps.append(sim.step { _ in .success(bytes: 1000) }) }
        return (steps, sim)
    }

    @Test(arguments: [(GridSpec.Kind.feed, 1), (.masonry, 2), (.masonry, 3)])
    func replacingEstimatesDoesNotMoveTheTopVisibleItem(kind: GridSpec.Kind, columns: Int) throws {
        let (steps, sim) = try scrollUpThroughUnmeasuredContent(kind, columns: columns)
        #expect(sim.metrics.updates.heightsMeasured > 8)
        // items above the viewport changed height while scrolling up
        #expect(sim.metrics.updates.anchorCompensation > 0)
        var compared = 0
        for (previous, next) in zip(steps, steps.dropFirst()) {
            guard let top = previous.frame.cells.first,
                let same = next.frame.cells.first(where: { $0.itemID == top.itemID })
            else { continue }
            // Where the item is on screen changes only by the scroll itself, not by the compensation.
            let scrolled =
                (next.frame.offset - next.frame.anchorShift) - (previous.frame.offset - previous.frame.anchorShift)
            #expect(
                abs((same.frame.y - top.frame.y) + scrolled) <= 0.5,
                "frame \(next.frame.index): \(same.frame.y - top.frame.y) vs \(-scrolled)")
            compared += 1
        }
        #expect(compared > 50)
    }

    @Test func masonryPutsEachItemInTheShortestColumnAndFeedWrapsTitles() {
        var spec = GridSpec(columns: 2, spacing: 10)
        spec.kind = .masonry
        let layout = SelfSizingLayout(spec: spec, viewportWidth: 410, heights: [300, 100, 100, 100])
        #expect(layout.frame(at: 0).x == 0 && layout.frame(at: 1).x == 210)
        #expect(layout.frame(at: 2).x == 210 && layout.frame(at: 2).y == 110)  // the right column is shorter
        #expect(layout.frame(at: 3).x == 210 && layout.frame(at: 3).y == 220)
        #expect(layout.indices(inBandFrom: 250, to: 260) == [0, 3])
        let lines = TextWrap.lines(
            "one two three four five six seven", maxWidth: 60, size: 10, bold: false, maxLines: 2,
            measure: TextWrap.approximate)
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix("…") == true)
    }

    @Test func aNewVersionInvalidatesTheMeasuredHeight() throws {
        var scenario = Scenario(
            name: "s", items: .synthetic(count: 20),
            script: [
                .wait(ms: 200), .reconfigure(.items([.index(0)]), newVersion: true),
                .apply(animated: false, durationMs: 0), .wait(ms: 200),
            ])
        scenario.cellPrefetching = false
        var sim = try Simulation(scenario: scenario, template: selfSizingTemplate(.feed, columns: 1))
        while !sim.isFinished { _ = sim.step { _ in .success(bytes: 1000) } }
        let visible = sim.metrics.updates.heightsMeasured
        #expect(visible > 1)
        // Item 0 was measured twice: once at the start, again after its new version.
        var baseline = Scenario(name: "s", items: .synthetic(count: 20), script: [.wait(ms: 400)])
        baseline.cellPrefetching = false
        var plain = try Simulation(scenario: baseline, template: selfSizingTemplate(.feed, columns: 1))
        while !plain.isFinished { _ = plain.step { _ in .success(bytes: 1000) } }
        #expect(visible == plain.metrics.updates.heightsMeasured + 1)
    }
}
