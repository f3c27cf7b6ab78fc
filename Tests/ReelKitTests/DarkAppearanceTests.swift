import Foundation
import ReelCore
import ReelGraphics
import ReelRender
import Testing

@testable import ReelKit

/// The scenario's `appearance`: UIKit's semantic and dynamic colours resolve in it, fixed colours do not, and a
/// gallery's frames in dark differ from its light ones only where its views use colours that follow the appearance.
@Suite(.serialized) struct DarkAppearanceTests {
    /// A cell with a semantic background and text, and a badge in a fixed colour at (8, 8, 20, 20).
    final class TwoToneCell: UICollectionViewCell, ItemCell {
        let badge = UIView(frame: CGRect(x: 8, y: 8, width: 20, height: 20))
        let caption = UILabel(frame: CGRect(x: 8, y: 40, width: 80, height: 20))

        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemBackground
            badge.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            caption.textColor = .label
            contentView.addSubview(badge)
            contentView.addSubview(caption)
        }

        required init?(coder: NSCoder) { nil }

        func configure(with item: Item) { caption.text = "Item \(item.id)" }
    }

    @MainActor @Test func semanticAndDynamicColoursResolveInEachAppearance() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.label.resolvedColor(with: light) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.red.resolvedColor(with: dark) == .red)
        var asked: [UIUserInterfaceStyle] = []
        let dynamic = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .systemPink : .systemTeal
        }
        #expect(asked == [.light, .dark])
        #expect(dynamic.resolvedColor(with: dark) == UIColor.systemPink.resolvedColor(with: dark))
        #expect(dynamic.resolvedColor(with: light) == UIColor.systemTeal.resolvedColor(with: light))
        #expect(dynamic.withAlphaComponent(0.5).resolvedColor(with: dark).alpha == 0.5)
        // Outside a run the traits are a light phone's: a `CGColor` is the light colour, fixed from then on.
        #expect(UIColor.label.cgColor == UIColor.black.cgColor)
    }

    /// The last frame of a run in `appearance`, drawn.
    func lastFrame(_ appearance: Appearance) throws -> (frame: FrameState, pixels: Bitmap) {
        try lastDrawnFrame(of: TwoToneCell.self, appearance: appearance)
    }

    @Test func darkFramesDifferFromLightOnesOnlyWhereColoursFollowTheAppearance() async throws {
        let light = try await onNewThread { try lastFrame(.light) }
        let dark = try await onNewThread { try lastFrame(.dark) }
        #expect(light.frame.background == Color(red: 1, green: 1, blue: 1))
        #expect(dark.frame.background == Color(red: 0, green: 0, blue: 0))
        let cell = try #require(light.frame.cells.first)
        #expect(dark.frame.cells.map(\.frame) == light.frame.cells.map(\.frame))
        // The badge's pixels are the same in both; the cell's semantic background is not.
        let badge = (x: Int(cell.frame.x) + 8, y: Int(cell.frame.y) + 8)
        for y in badge.y + 1..<badge.y + 19 {
            for x in badge.x + 1..<badge.x + 19 {
                let offset = y * light.pixels.stride + x * 4
                #expect(light.pixels.pixels[offset..<offset + 3] == dark.pixels.pixels[offset..<offset + 3])
            }
        }
        let inside = (Int(cell.frame.x) + 60) * 4 + (Int(cell.frame.y) + 10) * light.pixels.stride
        #expect(light.pixels.pixels[inside..<inside + 3] != dark.pixels.pixels[inside..<inside + 3])
    }
}

/// The scenario's `content_size` as the app's traits: `preferredFont(forTextStyle:)` sizes its fonts for it.
@Suite(.serialized) struct ContentSizeTraitsTests {
    final class HeadlineCell: UICollectionViewCell, ItemCell {
        let caption = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 40))

        required init(frame: CGRect) {
            super.init(frame: frame)
            caption.font = .preferredFont(forTextStyle: .headline)
            contentView.addSubview(caption)
        }

        required init?(coder: NSCoder) { nil }

        func configure(with item: Item) { caption.text = "Item \(item.id)" }
    }

    @MainActor @Test func preferredFontsFollowUIKitsDynamicTypeTable() {
        func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
            UIFont.preferredFont(
                forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
            ).pointSize
        }
        #expect(size(.body, .large) == 17 && size(.body, .extraSmall) == 14 && size(.body, .accessibilityLarge) == 33)
        #expect(size(.caption2, .extraExtraExtraLarge) == 17 && size(.largeTitle, .accessibilityExtraLarge) == 52)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
    }

    /// The caption's font size in a run whose `content_size` is `category`.
    func captionSize(_ category: ContentSizeCategory) throws -> Double? {
        var catalog = BindingCatalog()
        catalog.register(ItemCellGallery<HeadlineCell>.self, as: "test")
        var scenario = staleScenario()
        scenario.script = [.wait(ms: 100)]
        scenario.gallery = "test"
        scenario.contentSize = category
        var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
        var last: FrameState?
        while !sim.isFinished { last = sim.step { _ in .success(bytes: 1000) }.frame }
        sim.finish()
        guard case .text(let text)? = last?.cells.first?.drawing?.subviews.first?.subviews.first?.content else {
            return nil
        }
        return text.size
    }

    @Test func aRunsContentSizeSizesTheAppsPreferredFonts() async throws {
        #expect(try await onNewThread { try captionSize(.large) } == 17)
        #expect(try await onNewThread { try captionSize(.extraExtraLarge) } == 21)
        #expect(try await onNewThread { try captionSize(.accessibilityMedium) } == 28)
    }

    /// A cell whose caption follows the text size and whose other label does not; it counts the trait changes it
    /// hears of in `heard`.
    final class AdjustingCell: UICollectionViewCell, ItemCell {
        let caption = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 30))
        let fixed = UILabel(frame: CGRect(x: 8, y: 40, width: 100, height: 30))
        let heard = UILabel(frame: CGRect(x: 8, y: 72, width: 100, height: 30))
        private var changes = 0

        required init(frame: CGRect) {
            super.init(frame: frame)
            caption.font = .preferredFont(forTextStyle: .body)
            caption.adjustsFontForContentSizeCategory = true
            fixed.font = .preferredFont(forTextStyle: .body)
            [caption, fixed, heard].forEach(contentView.addSubview)
        }

        required init?(coder: NSCoder) { nil }

        func configure(with item: Item) {
            caption.text = "Item \(item.id)"
            fixed.text = "Fixed"
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            else { return }
            changes += 1
            heard.text = "\(changes) \(traitCollection.preferredContentSizeCategory == .extraExtraLarge)"
        }
    }

    @Test func aContentSizeActionRefontsAdjustingLabelsAndTellsTheViews() async throws {
        let texts = try await onNewThread { () throws -> [[String: Double]] in
            var catalog = BindingCatalog()
            catalog.register(ItemCellGallery<AdjustingCell>.self, as: "test")
            var scenario = staleScenario()
            scenario.script = [.wait(ms: 100), .contentSize(.extraExtraLarge), .wait(ms: 100)]
            scenario.gallery = "test"
            var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
            var frames: [FrameState] = []
            while !sim.isFinished { frames.append(sim.step { _ in .success(bytes: 1000) }.frame) }
            sim.finish()
            return [frames[1], frames[frames.count - 1]].map { frame in
                var sizes: [String: Double] = [:]
                for label in frame.cells.first?.drawing?.subviews.first?.subviews ?? [] {
                    if case .text(let text) = label.content { sizes[text.text] = text.size }
                }
                return sizes
            }
        }
        #expect(texts.first?["Fixed"] == 17 && texts.first?.count == 2)
        let after = try #require(texts.last)
        // The adjusting caption is 21 points (body at extra-extra-large), the other label keeps 17, and the cell
        // heard of the change once, in the new traits.
        #expect(after["Fixed"] == 17 && after["1 true"] != nil)
        #expect(after.first(where: { $0.key.hasPrefix("Item") })?.value == 21)
    }
}
