import Foundation
import Testing

@testable import ReelCore

@Suite struct DynamicTypeTests {
    func decode(_ json: String) throws(InputError) -> Scenario { try ScenarioJSON.decode(json) }

    func error(_ json: String) -> InputError? { ScenarioJSON.error(json) }

    /// Runs `script` on `template` to the end; every step, and the simulation after it.
    func run(_ template: Template, items: Int = 200, script: [ScriptAction]) throws -> (
        steps: [FrameStep], sim: Simulation
    ) {
        var scenario = Scenario(
            name: "s", canvas: Canvas(width: 390, height: 844, scale: 2, fps: 60), items: .synthetic(count: items),
            network: NetworkSettings(seed: 4, latencyMedianMs: 100, latencyP95Ms: 200), script: script
        )
        scenario.cellPrefetching = true
        var sim = try Simulation(scenario: scenario, template: template)
        var steps: [FrameStep] = []
        while !sim.isFinished { steps.append(sim.step { _ in .success(bytes: 1000) }) }
        return (steps, sim)
    }

    /// Jump into the list, fling down, change the text size mid-fling, fling back up and change it back mid-fling.
    let midFlingChanges: [ScriptAction] = [
        .scrollTo(item: .index(60), animated: false), .wait(ms: 300),
        .fling(velocity: 2_500, deceleration: .normal), .wait(ms: 250),
        .contentSize(.accessibilityLarge), .wait(ms: 1_500),
        .fling(velocity: -2_000, deceleration: .normal), .wait(ms: 200),
        .contentSize(.large), .wait(ms: 1_500),
    ]

    @Test func decodesTheActionAndTheInitialCategory() throws {
        let scenario = try decode(
            """
            {"name": "d", "content_size": "extra-small",
             "script": [{"content_size": {"category": "accessibility-large"}}, {"content_size": {"category": "large"}}]}
            """)
        #expect(scenario.contentSize == .extraSmall)
        #expect(scenario.script == [.contentSize(.accessibilityLarge), .contentSize(.large)])
        #expect(scenario.script[0].name == "content_size" && scenario.script[0].durationMs == 0)
        #expect(try decode(#"{"name": "d", "script": []}"#).contentSize == .large)
    }

    @Test func aBadCategoryNamesItsPathAndTheChoices() throws {
        let bad = error(#"{"name": "d", "script": [{"wait": {"ms": 10}}, {"content_size": {"category": "huge"}}]}"#)
        #expect(bad?.path == "$.script[1].content_size.category")
        #expect(bad?.message.contains("\"accessibility-extra-extra-extra-large\"") == true)
        #expect(bad?.message.hasSuffix("got \"huge\"") == true)
        #expect(
            bad?.description.hasPrefix("s.json: $.script[1].content_size.category: expected one of \"extra-small\"")
                == true)
        let missing = error(#"{"name": "d", "script": [{"content_size": {}}]}"#)
        #expect(missing?.path == "$.script[0].content_size.category")
        #expect(missing?.message.contains("required") == true)
        #expect(
            error(#"{"name": "d", "script": [{"content_size": {"category": "large", "animated": true}}]}"#)?.path
                == "$.script[0].content_size.animated")
        #expect(error(#"{"name": "d", "content_size": "xxl", "script": []}"#)?.path == "$.content_size")
    }

    @Test func scaleFollowsTheBodyTextStyle() {
        let body = ContentSizeCategory.allCases.map(\.bodyPointSize)
        #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ContentSizeCategory.large.scale == 1)
        #expect(abs(ContentSizeCategory.accessibilityLarge.scale - 33.0 / 17) < 1e-12)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        var title = TextStyle(x: 14, baseline: 26, size: 17, bold: true)
        title.lineHeight = 22
        #expect(title.scaled(for: .large, selfSizing: true) == title)
        let big = title.scaled(for: .accessibilityLarge, selfSizing: true)
        #expect(
            big.size == 33 && big.baseline == 50 && big.lineHeight == 43 && big.x == 14
                && big.trailing == title.trailing)
        let fixed = TextStyle(x: 92, baseline: 60, size: 13).scaled(for: .accessibilityLarge, selfSizing: false)
        #expect(fixed.size == 25 && fixed.baseline == 60)  // fixed-size cells keep their text where it was
        #expect(TextStyle(x: 0, baseline: 16, size: 13).scaled(for: .extraSmall, selfSizing: true).size == 11)
    }

    @Test(arguments: [(GridSpec.Kind.feed, 1), (.masonry, 2)])
    func aChangeMidScrollKeepsTheTopVisibleItemInPlace(kind: GridSpec.Kind, columns: Int) throws {
        let (steps, sim) = try run(selfSizingTemplate(kind, columns: columns), script: midFlingChanges)
        let changes = steps.flatMap(\.events).filter { if case .contentSize = $0.event { true } else { false } }
        #expect(changes.count == 2)
        var comparedAcrossChanges = 0
        for (previous, next) in zip(steps, steps.dropFirst()) {
            // The top visible item: the first whose top edge is on screen (what the user reads from).
            guard let top = previous.frame.cells.first(where: { $0.frame.y >= 0 }) ?? previous.frame.cells.first,
                let same = next.frame.cells.first(where: { $0.itemID == top.itemID })
            else { continue }
            // On screen the item moves only by the scroll itself, not by the compensation for heights that changed.
            let scrolled =
                (next.frame.offset - next.frame.anchorShift) - (previous.frame.offset - previous.frame.anchorShift)
            let drift = abs((same.frame.y - top.frame.y) + scrolled)
            #expect(drift <= 1, "frame \(next.frame.index): moved \(same.frame.y - top.frame.y), scrolled \(scrolled)")
            if top.contentSize != same.contentSize {
                comparedAcrossChanges += 1
                #expect(top.frame.height != same.frame.height)  // the anchor itself changed height; its top edge held
                #expect(next.frame.velocity != 0)  // mid-scroll
            }
        }
        #expect(comparedAcrossChanges == 2)
        #expect(sim.metrics.updates.anchorCompensation > 0)
        #expect(sim.contentSize == .large)
    }

    @Test func heightsRecomputedAreLoggedAndCounted() throws {
        let (steps, sim) = try run(selfSizingTemplate(.masonry, columns: 2), script: midFlingChanges)
        var logged = 0
        var lines: [String] = []
        for timed in steps.flatMap(\.events) {
            guard case .contentSize(_, _, let recomputed, let updated, _) = timed.event else { continue }
            #expect(recomputed == updated && recomputed > 4)  // every displayed and prepared cell measured again
            logged += recomputed
            lines.append(timed.jsonLine)
        }
        #expect(sim.metrics.updates.contentSizeChanges == 2)
        #expect(sim.metrics.updates.heightsRecomputed == logged)
        #expect(
            lines.first?.contains(
                #""event":"content-size","category":"accessibility-large","from":"large","cells_updated":"#) == true)
        #expect(lines.first?.contains(#""heights_recomputed":"#) == true)
        // The cost of updating and measuring again lands on the main thread in the frame of the change.
        let changeFrame = try #require(
            steps.first { $0.events.contains { if case .contentSize = $0.event { true } else { false } } })
        guard
            case .contentSize(_, _, let recomputed, _, _) = changeFrame.events.first(where: {
                if case .contentSize = $0.event { true } else { false }
            })?.event
        else { return }
        let costs = MainThreadCosts()
        #expect(changeFrame.mainThreadMs >= Double(recomputed) * (costs.selfSizingMs + costs.configureMs))
    }

    @Test func measuringAScreenfulAgainCanHitch() throws {
        var template = selfSizingTemplate(.masonry, columns: 3)
        template.costs.selfSizingMs = 1.5
        let (steps, sim) = try run(
            template, script: [.wait(ms: 300), .contentSize(.accessibilityExtraLarge), .wait(ms: 300)])
        let change = try #require(
            steps.firstIndex { $0.events.contains { if case .contentSize = $0.event { true } else { false } } })
        #expect(steps[change].mainThreadMs > 1000 / 60)
        #expect(steps[change].events.contains { if case .hitch = $0.event { true } else { false } })
        // the old frame stays up
        #expect(steps[change].repeated && steps[change].frame.cells.allSatisfy { $0.contentSize == .large })
        let plain = try run(template, script: [.wait(ms: 600)])
        // At rest, so outside the hitch ratio (which counts scrolling frames only), but counted apart.
        #expect(sim.metrics.hitches.outsideScrollingCount == plain.sim.metrics.hitches.outsideScrollingCount + 1)
        #expect(sim.metrics.hitches.count == 0 && sim.metrics.hitchRatio == 0)
    }

    @Test func titlesWrapToMoreLinesAtLargerSizes() throws {
        let script: [ScriptAction] = [.wait(ms: 100), .contentSize(.accessibilityExtraExtraExtraLarge), .wait(ms: 100)]
        let (steps, _) = try run(selfSizingTemplate(.masonry, columns: 2), items: 40, script: script)
        let before = try #require(steps.first { $0.frame.timeMs == 50 }).frame
        let after = try #require(steps.last).frame
        #expect(before.cells.allSatisfy { $0.contentSize == .large })
        #expect(after.cells.allSatisfy { $0.contentSize == .accessibilityExtraExtraExtraLarge })
        var compared = 0
        for cell in after.cells {
            guard let old = before.cells.first(where: { $0.itemID == cell.itemID }) else { continue }
            #expect(
                (cell.titleLines?.count ?? 0) > (old.titleLines?.count ?? 0),
                "item \(cell.itemID): \(cell.titleLines ?? [])")
            #expect(cell.frame.height > old.frame.height)
            compared += 1
        }
        #expect(compared >= 2)
    }

    @Test func aStartingCategoryScalesTextAndEstimates() throws {
        var scenario = Scenario(name: "s", items: .synthetic(count: 30), script: [.wait(ms: 50)])
        scenario.contentSize = .accessibilityMedium
        let template = selfSizingTemplate(.feed, columns: 1)
        var sim = try Simulation(scenario: scenario, template: template)
        // 300 estimated, plus the title's first baseline growing from 24 to 40.
        #expect(sim.layout.frame(at: 1).minY == 300 + 16 + 8)
        let step = sim.step { _ in .success(bytes: 1000) }
        #expect(step.frame.cells.allSatisfy { $0.contentSize == .accessibilityMedium })
        #expect(sim.metrics.updates.contentSizeChanges == 0)
    }

    @Test func fixedGridsKeepTheirFramesAndOnlyRedrawText() throws {
        var spec = GridSpec(columns: 1, spacing: 8, itemHeight: 88)
        spec.kind = .grid
        let template = Template(
            name: "card-list", background: .black, layout: spec,
            cell: CellStyle(
                reuseIdentifier: "card", background: .black, cornerRadius: 12,
                image: ImageStyle(x: 8, y: 8, width: 72, height: 72),
                title: TextStyle(x: 92, baseline: 38, size: 17, bold: true),
                subtitle: TextStyle(x: 92, baseline: 60, size: 13),
                placeholder: .black, failed: .black)
        )
        let script: [ScriptAction] = [
            .fling(velocity: 1_500, deceleration: .normal), .wait(ms: 200), .contentSize(.accessibilityExtraLarge),
            .wait(ms: 1_500),
        ]
        let (steps, sim) = try run(template, script: script)
        let plain = try run(template, script: script.filter { if case .contentSize = $0 { false } else { true } })
        #expect(steps.map { $0.frame.cells.map(\.frame) } == plain.steps.map { $0.frame.cells.map(\.frame) })
        #expect(steps.map(\.frame.offset) == plain.steps.map(\.frame.offset))
        #expect(sim.metrics.updates.heightsRecomputed == 0 && sim.metrics.updates.contentSizeChanges == 1)
        #expect(steps.last?.frame.cells.allSatisfy { $0.contentSize == .accessibilityExtraLarge } == true)
        #expect(steps.last?.frame.drawsSame(as: plain.steps.last!.frame) == false)  // same frames, bigger text
    }
}
