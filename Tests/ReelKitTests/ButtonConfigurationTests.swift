import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// `UIButton.Configuration`: styles' colours, the parts' layout, the size a configured button asks for, and the
/// update handler run before layout.
@Suite struct ButtonConfigurationTests {
    /// Measures text at 10 points a character, 20 points a line, so sizes are known.
    @MainActor func withFixedMetrics<T>(_ body: () throws -> T) rethrows -> T {
        let previous = UILabel.reelTextMeasurer
        UILabel.reelTextMeasurer = { request in
            UILabel.TextMetrics(
                size: CGSize(width: CGFloat(request.text.count) * 10, height: 20), firstBaseline: 16,
                lastBaselineFromBottom: 4)
        }
        defer { UILabel.reelTextMeasurer = previous }
        return try body()
    }

    @MainActor @Test func aFilledButtonDrawsItsTintBehindWhiteTitleInItsCornerStyle() throws {
        try withFixedMetrics {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Save"
            let button = UIButton(configuration: configuration)
            button.tintColor = .systemGreen
            #expect(button.intrinsicContentSize == CGSize(width: 40 + 24, height: 20 + 14))
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            let tree = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: button))
            #expect(tree.content == nil && tree.subviews.count == 2)
            let background = tree.subviews[0]
            #expect(background.layer.background == Color(UIColor.systemGreen) && background.layer.cornerRadius == 8)
            let title = tree.subviews[1]
            #expect(title.frame == Rect(x: 30, y: 10, width: 40, height: 20))
            guard case .text(let text) = title.content else {
                Issue.record("the title is not drawn")
                return
            }
            #expect(text.text == "Save" && text.color == Color(UIColor.white) && text.size == 17)
        }
    }

    @MainActor @Test func stylesColourTheBackgroundAndContentAsUIKitDoes() {
        let tint = UIColor.systemPink
        #expect(UIButton.Configuration.plain().backgroundColor(tint: tint) == nil)
        #expect(UIButton.Configuration.plain().foregroundColor(tint: tint) == tint)
        #expect(UIButton.Configuration.tinted().backgroundColor(tint: tint)?.alpha == 0.15)
        #expect(UIButton.Configuration.gray().backgroundColor(tint: tint) == .systemGray5)
        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .black
        custom.baseForegroundColor = .yellow
        #expect(custom.backgroundColor(tint: tint) == .black && custom.foregroundColor(tint: tint) == .yellow)
        custom.cornerStyle = .capsule
        #expect(custom.cornerRadius(height: 44) == 22)
        custom.cornerStyle = .fixed
        custom.background.cornerRadius = 3
        #expect(custom.cornerRadius(height: 44) == 3)
    }

    @MainActor @Test func theImageSitsBesideTheTitleByItsPlacementAndPadding() throws {
        try withFixedMetrics {
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Like"
            configuration.image = UIImage(systemName: "heart")
            configuration.imagePadding = 6
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
            let imageSize = try #require(configuration.image?.size)
            var layout = ButtonContentLayout(configuration: configuration, in: button.bounds)
            let image = try #require(layout.image)
            let title = try #require(layout.title)
            #expect(image.maxX + 6 == title.minX && abs(image.midY - 22) < 1e-9)
            #expect(abs((image.minX + title.maxX) / 2 - 60) < 1e-9)
            #expect(layout.fittingSize.width == imageSize.width + 6 + 40 + 24)
            configuration.imagePlacement = .top
            layout = ButtonContentLayout(configuration: configuration, in: button.bounds)
            #expect(try #require(layout.image).maxY + 6 == layout.title?.minY)
        }
    }

    @MainActor @Test func theUpdateHandlerRunsBeforeTheNextLayout() {
        let button = UIButton(configuration: .gray())
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            button.configuration?.title = "Updated"
        }
        button.layoutIfNeeded()
        #expect(calls == 1 && button.currentTitle == "Updated")
        button.layoutIfNeeded()
        #expect(calls == 1)
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(calls == 2)
    }

    @MainActor @Test func aButtonSetUpByStateAsksForItsTitlesSize() {
        withFixedMetrics {
            let button = UIButton(type: .system)
            #expect(button.intrinsicContentSize.width == UIView.noIntrinsicMetric)
            button.setTitle("Follow", for: .normal)
            #expect(button.intrinsicContentSize == CGSize(width: 60, height: 32))
        }
    }

    /// A button that updates itself by overriding `updateConfiguration()`, UIKit's documented pattern.
    final class CountingButton: UIButton {
        var updates = 0
        override func updateConfiguration() {
            super.updateConfiguration()
            updates += 1
        }
    }

    @MainActor @Test func anExplicitRequestUpdatesEvenWithoutAutomaticUpdates() {
        let button = CountingButton(type: .system)
        button.automaticallyUpdatesConfiguration = false
        button.configuration = .plain()
        button.layoutIfNeeded()
        #expect(button.updates == 1)
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(button.updates == 2)
    }
}
