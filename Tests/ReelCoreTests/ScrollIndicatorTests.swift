import Foundation
import Testing

@testable import ReelCore

@Suite struct ScrollIndicatorTests {
    /// A 390 × 844 viewport over ten screens of content: track 838 pt, knob 83.8 pt.
    let width = 390.0
    let height = 844.0
    let content = 8_440.0

    func knob(_ offset: Double, content: Double? = nil) -> Rect? {
        ScrollIndicator.knob(
            viewportWidth: width, viewportHeight: height, contentHeight: content ?? self.content, offset: offset)
    }

    @Test func theKnobRunsDownTheRightEdgeInProportionToTheOffset() throws {
        let top = try #require(knob(0))
        #expect(top == Rect(x: 384, y: 3, width: 3, height: 83.8))
        let scrollable = content - height
        let middle = try #require(knob(scrollable / 2))
        #expect(abs(middle.minY - (3 + (838 - 83.8) / 2)) < 1e-9)
        #expect(middle.height == 83.8)
        let bottom = try #require(knob(scrollable))
        #expect(abs(bottom.maxY - (height - 3)) < 1e-9)
    }

    @Test func theKnobIsNeverShorterThanTheMinimumAndAbsentWhenTheContentFits() throws {
        let long = try #require(knob(50_000, content: 200_000))
        #expect(long.height == ScrollIndicator.minimumLength)
        #expect(knob(0, content: height) == nil)
        #expect(knob(0, content: 500) == nil)
    }

    @Test func rubberBandingShrinksTheKnobPinnedToThatEnd() throws {
        let pulledDown = try #require(knob(-20))
        #expect(pulledDown.minY == 3)
        #expect(abs(pulledDown.height - 63.8) < 1e-9)
        let pushedUp = try #require(knob(content - height + 30))
        #expect(abs(pushedUp.height - 53.8) < 1e-9)
        #expect(abs(pushedUp.maxY - (height - 3)) < 1e-9)
        // Far past an end it is a dot, never gone.
        let far = try #require(knob(-400))
        #expect(far.height == ScrollIndicator.minimumBouncingLength && far.minY == 3)
    }

    @Test func snappingKeepsTheKnobOnDevicePixels() {
        let snapped = ScrollIndicator.snapped(Rect(x: 384, y: 10.3, width: 3, height: 40.1), scale: 2)
        #expect(snapped == Rect(x: 384, y: 10.5, width: 3, height: 40))
    }

    @Test func itFadesInWhileScrollingHoldsThenFadesOut() {
        var fade = ScrollIndicatorFade()
        let frame = 1000.0 / 60
        #expect(fade.advance(to: 0, scrolling: false, frameDurationMs: frame) == 0)
        // The first scrolling frame shows it partly; 100 ms on it is fully shown.
        #expect(abs(fade.advance(to: 100, scrolling: true, frameDurationMs: frame) - frame / 100) < 1e-9)
        #expect(abs(fade.advance(to: 100 + frame, scrolling: true, frameDurationMs: frame) - 2 * frame / 100) < 1e-9)
        #expect(fade.advance(to: 200, scrolling: true, frameDurationMs: frame) == 1)
        for t in stride(from: 200 + frame, through: 1_000, by: frame) {
            #expect(fade.advance(to: t, scrolling: true, frameDurationMs: frame) == 1)
        }
        #expect(fade.advance(to: 1_000, scrolling: true, frameDurationMs: frame) == 1)  // last scrolling frame
        #expect(fade.advance(to: 1_500, scrolling: false, frameDurationMs: frame) == 1)  // held for 500 ms
        // fading for 300 ms
        #expect(abs(fade.advance(to: 1_650, scrolling: false, frameDurationMs: frame) - 0.5) < 1e-9)
        #expect(fade.advance(to: 1_800, scrolling: false, frameDurationMs: frame) == 0)
        #expect(fade.advance(to: 5_000, scrolling: false, frameDurationMs: frame) == 0)
    }

    @Test func scrollingAgainWhileFadingOutFadesBackInFromWhereItWas() {
        var fade = ScrollIndicatorFade()
        let frame = 1000.0 / 60
        _ = fade.advance(to: 0, scrolling: true, frameDurationMs: frame)
        _ = fade.advance(to: 200, scrolling: true, frameDurationMs: frame)
        #expect(abs(fade.alpha(at: 850) - 0.5) < 1e-9)
        #expect(abs(fade.advance(to: 850, scrolling: true, frameDurationMs: frame) - (0.5 + frame / 100)) < 1e-9)
        #expect(fade.advance(to: 950, scrolling: true, frameDurationMs: frame) == 1)
    }

    @Test func plainScrollingIsNeverAJumpButAContentChangeIs() throws {
        var tracker = ScrollIndicatorTracker()
        let canvas = Canvas()
        let hidden = tracker.frame(
            at: 0, canvas: canvas, offset: 0, contentHeight: content, anchorShift: 0, scrolling: false)
        #expect(hidden.indicator == nil && hidden.jump == nil && hidden.knob != nil)
        for (frame, offset) in [100.0, 350, 900, 2_000, 2_100].enumerated() {
            let step = tracker.frame(
                at: Double(frame + 1) * 16, canvas: canvas, offset: offset, contentHeight: content, anchorShift: 0,
                scrolling: true)
            #expect(step.jump == 0)
            #expect(step.indicator != nil)
        }
        // Items above measured 300 pt taller than estimated: the offset compensates, the content grows. The knob moves
        // although what is on screen stays put.
        let grown = tracker.frame(
            at: 200, canvas: canvas, offset: 2_400, contentHeight: content + 300, anchorShift: 300, scrolling: true)
        let expected = try #require(knob(2_100))
        let drawn = try #require(grown.knob)
        #expect(abs(try #require(grown.jump) - ScrollIndicator.displacement(of: drawn, from: expected)) < 1e-9)
        #expect(try #require(grown.jump) > 5)
    }

    @Test func aScenarioWithoutTheIndicatorHasNoneAndOneWithItShowsItWhileFlinging() throws {
        func run(indicator: Bool) throws -> ([FrameStep], Metrics) {
            var scenario = Scenario(
                name: "s", items: .synthetic(count: 120),
                script: [.wait(ms: 100), .fling(velocity: 3_000, deceleration: .normal), .wait(ms: 200)])
            scenario.scrollIndicator = indicator
            var sim = try Simulation(scenario: scenario, template: selfSizingTemplate(.feed, columns: 1))
            var steps: [FrameStep] = []
            while !sim.isFinished { steps.append(sim.step { _ in .success(bytes: 1000) }) }
            return (steps, sim.metrics)
        }
        let (off, offMetrics) = try run(indicator: false)
        #expect(off.allSatisfy { $0.frame.scrollIndicator == nil })
        #expect(offMetrics.indicator.framesVisible == 0 && offMetrics.indicator.largestJumpFrame == nil)
        let (on, onMetrics) = try run(indicator: true)
        #expect(on.first?.frame.scrollIndicator == nil)  // at rest before the fling
        let shown = on.compactMap(\.frame.scrollIndicator)
        #expect(shown.count == onMetrics.indicator.framesVisible && shown.count > 60)
        #expect(shown.allSatisfy { $0.knob.x == 384 && $0.knob.width == 3 && $0.alpha > 0 && $0.alpha <= 1 })
        // The indicator is part of what a frame draws: equal cells with another indicator are another picture.
        let frame = try #require(on.first { $0.frame.scrollIndicator != nil }?.frame)
        var faded = frame
        faded.scrollIndicator?.alpha /= 2
        #expect(!faded.drawsSame(as: frame))
        faded.scrollIndicator = nil
        #expect(!faded.drawsSame(as: frame))
        #expect(frame.drawsSame(as: frame))
    }

    @Test func aPoorEstimateMakesTheKnobJumpTenTimesMoreThanAnAccurateOne() throws {
        func largestJump(estimate: Double) throws -> Metrics {
            var scenario = Scenario(
                name: "s", items: .synthetic(count: 200),
                script: [
                    .scrollTo(item: .index(150), animated: false), .wait(ms: 300),
                    .fling(velocity: -9_000, deceleration: .normal), .wait(ms: 2_000),
                ])
            scenario.layout.estimatedHeight = estimate
            var sim = try Simulation(scenario: scenario, template: selfSizingTemplate(.feed, columns: 1))
            while !sim.isFinished { _ = sim.step { _ in .success(bytes: 1000) } }
            #expect(sim.layoutState.heightCache.count > 10)  // the fling went through content that was only estimated
            return sim.metrics
        }
        let poor = try largestJump(estimate: 44)
        let accurate = try largestJump(estimate: Self.averageFeedHeight)
        #expect(
            poor.indicator.largestJump >= 10 * accurate.indicator.largestJump,
            "\(poor.indicator.largestJump) vs \(accurate.indicator.largestJump)")
        #expect(poor.indicator.jumps > 3)
        #expect(poor.indicator.largestJumpFrame != nil)
    }

    /// The mean measured height of `selfSizingTemplate(.feed)` cells over the synthetic items' seeded aspects.
    static var averageFeedHeight: Double {
        get throws {
            let scenario = Scenario(name: "s", items: .synthetic(count: 200), script: [.wait(ms: 0)])
            let sim = try Simulation(scenario: scenario, template: selfSizingTemplate(.feed, columns: 1))
            let heights = (0..<200).map { sim.layoutState.measuredHeight(of: sim.items[$0]) }
            return heights.reduce(0, +) / Double(heights.count)
        }
    }

    @Test func scenariosSetTheIndicatorAndTheEstimateWithJSONPathsInErrors() throws {
        func decode(_ extra: String) throws(InputError) -> Scenario {
            try Scenario.decode(
                Data(#"{"name": "q", \#(extra) "script": [{"wait": {"ms": 100}}]}"#.utf8), file: "s.json")
        }
        let scenario = try decode(#""scroll_indicator": false, "layout": {"estimated_height": 44},"#)
        #expect(scenario.scrollIndicator == false && scenario.layout.estimatedHeight == 44)
        #expect(try decode("").scrollIndicator)
        #expect(
            throws: InputError(
                file: "s.json", path: "$.scroll_indicator", message: "expected true or false, got a string")
        ) {
            try decode(#""scroll_indicator": "no","#)
        }
        let zero = #expect(throws: InputError.self) { try decode(#""layout": {"estimated_height": 0},"#) }
        #expect(zero?.path == "$.layout.estimated_height")
        let unknown = #expect(throws: InputError.self) { try decode(#""layout": {"columns": 2},"#) }
        #expect(unknown?.path == "$.layout.columns")
        // A grid does not self-size: an estimate for it is a mistake, named where it was made.
        var grid = Scenario(name: "g", script: [.wait(ms: 100)])
        grid.layout.estimatedHeight = 300
        let template = Template(
            name: "grid", background: .black, layout: GridSpec(columns: 3, spacing: 2),
            cell: CellStyle(
                reuseIdentifier: "c", background: .black, cornerRadius: 0, image: ImageStyle(), title: nil,
                subtitle: nil, placeholder: .black, failed: .black)
        )
        let gridError = #expect(throws: InputError.self) {
            try Simulation(scenario: grid, template: template, file: "g.json")
        }
        #expect(
            gridError?.description.hasPrefix("g.json: $.layout.estimated_height: template \"grid\" is a grid") == true)
    }
}
