import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// An `appearance` action mid-run: the app's views hear of the switch (`traitCollectionDidChange(_:)`), its
/// semantic colours are drawn in the new appearance from that frame, and the timeline says so.
@Suite(.serialized) struct AppearanceChangeTests {
    /// A cell with a semantic background whose caption says how many style changes it heard of and the style now.
    final class StyleCountingCell: UICollectionViewCell, ItemCell {
        let caption = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 30))
        private var changes = 0

        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemBackground
            caption.textColor = .label
            contentView.addSubview(caption)
        }

        required init?(coder: NSCoder) { nil }

        func configure(with item: Item) { caption.text = "0 light" }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            guard previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle else { return }
            changes += 1
            caption.text = "\(changes) \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")"
        }
    }

    struct Observed: Sendable {
        var backgrounds: [Color?] = []
        var cellColours: [Color?] = []
        var captions: [String] = []
        var events: [TimelineEvent] = []
    }

    func run(_ script: [ScriptAction]) throws -> Observed {
        var catalog = BindingCatalog()
        catalog.register(ItemCellGallery<StyleCountingCell>.self, as: "test")
        var scenario = staleScenario()
        scenario.script = script
        scenario.gallery = "test"
        var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
        var observed = Observed()
        while !sim.isFinished {
            let step = sim.step { _ in .success(bytes: 1000) }
            let cell = step.frame.cells.first?.drawing
            observed.backgrounds.append(step.frame.background)
            observed.cellColours.append(cell?.subviews.first?.layer.background)
            var caption = ""
            if case .text(let text)? = cell?.subviews.first?.subviews.first?.content { caption = text.text }
            observed.captions.append(caption)
            observed.events += step.events.map(\.event)
        }
        sim.finish()
        return observed
    }

    @Test func anAppearanceActionTellsTheViewsAndDrawsThemInTheNewAppearance() async throws {
        let observed = try await onNewThread {
            try run([.wait(ms: 100), .appearance(.dark), .wait(ms: 100), .appearance(.dark), .wait(ms: 50)])
        }
        let light = UIColor.secondarySystemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = UIColor.secondarySystemBackground.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(observed.cellColours.first == Color(light))
        #expect(observed.cellColours.last == Color(dark))
        #expect(observed.backgrounds.first == Color(red: 1, green: 1, blue: 1))
        #expect(observed.backgrounds.last == Color(red: 0, green: 0, blue: 0))
        #expect(observed.captions.first == "0 light")
        // The cell heard of the switch once, in the new traits; the second action changed nothing.
        #expect(observed.captions.last == "1 dark")
        let switches = observed.events.compactMap { event -> (Appearance, Appearance, Int)? in
            guard case .appearance(let style, let from, let cells) = event else { return nil }
            return (style, from, cells)
        }
        #expect(switches.count == 2)
        #expect(switches.first?.0 == .dark && switches.first?.1 == .light && (switches.first?.2 ?? 0) > 0)
        #expect(switches.last?.1 == .dark && switches.last?.2 == 0)
    }

    @Test func theActionReadsFromAScenarioFileAndRefusesOtherStyles() throws {
        let json = #"{"name": "s", "script": [{"appearance": {"style": "dark"}}]}"#
        #expect(try Scenario.decode(Data(json.utf8), file: "s.json").script == [.appearance(.dark)])
        let bad = #"{"name": "s", "script": [{"appearance": {"style": "sepia"}}]}"#
        #expect(throws: InputError.self) { try Scenario.decode(Data(bad.utf8), file: "s.json") }
    }
}
