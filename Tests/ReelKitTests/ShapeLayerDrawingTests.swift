import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// Shape layers, masks, shadow paths, layer-backed views and blur views as a cell's tree carries them to frames.
@Suite struct ShapeLayerDrawingTests {
    final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var ring: CAShapeLayer { layer as! CAShapeLayer }
    }

    final class ShadeView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @MainActor @Test func aShapeLayersPathAndStrokeAreRead() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let ring = CAShapeLayer()
        ring.frame = view.bounds
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 30, y: 30), radius: 20, startAngle: -.pi / 2, endAngle: 1.5 * .pi,
                clockwise: true
            ).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = 0.25
        ring.lineDashPattern = [4, 2]
        view.layer.addSublayer(ring)
        let tree = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: view))
        let shape = try #require(tree.sublayers.first?.layer.shape)
        #expect(shape.fill == nil && shape.stroke == Color(UIColor.systemGreen))
        #expect(shape.lineWidth == 6 && shape.lineCap == .round && shape.strokeEnd == 0.25)
        #expect(shape.dashes == [4, 2])
        // A whole turn in four quarter curves after the move.
        #expect(shape.path.elements.count == 5)
        #expect(shape.path.elements.first == .move(x: 30, y: 10))
    }

    @MainActor @Test func aViewBackedByAShapeOrGradientLayerDrawsItself() throws {
        let ringView = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        ringView.ring.path = UIBezierPath(ovalIn: ringView.bounds).cgPath
        ringView.ring.fillColor = UIColor.red.cgColor
        let shadeView = ShadeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        (shadeView.layer as? CAGradientLayer)?.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(
            ViewDrawingBuilder(timeMs: 0).drawing(of: ringView)?.layer.shape?.fill == Color(red: 1, green: 0, blue: 0))
        #expect(ViewDrawingBuilder(timeMs: 0).drawing(of: shadeView)?.layer.gradient?.colors.count == 2)
        #expect(type(of: UIView().layer) == CALayer.self)
    }

    @MainActor @Test func aMaskAndAShadowPathAreRead() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 50))
        let mask = CAShapeLayer()
        mask.path =
            UIBezierPath(
                roundedRect: view.bounds, byRoundingCorners: [.topLeft, .bottomRight],
                cornerRadii: CGSize(width: 12, height: 12)
            ).cgPath
        view.layer.mask = mask
        view.layer.shadowOpacity = 0.3
        view.layer.shadowPath = UIBezierPath(rect: view.bounds.insetBy(dx: 4, dy: 4)).cgPath
        let tree = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: view))
        let maskShape = try #require(tree.layer.mask?.layer.layer.shape)
        guard case .roundedRect(let rounded) = maskShape.path.elements.first else {
            Issue.record("the mask's path is not a rounded rectangle")
            return
        }
        #expect(rounded.roundedCorners == 0b1001 && rounded.radius == 12 && !rounded.continuous)
        #expect(maskShape.fill == Color(red: 0, green: 0, blue: 0))
        #expect(tree.layer.shadow?.path?.controlBounds == Rect(x: 4, y: 4, width: 72, height: 42))
        // A hidden mask hides the layer: the mask is still there, drawing nothing.
        mask.isHidden = true
        let hidden = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: view))
        #expect(hidden.layer.mask?.layer.frame.width == 0)
    }

    @MainActor @Test func aBlurViewDrawsItsMaterialInTheRunsAppearance() throws {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        let label = UILabel()
        label.text = "Lisbon"
        blur.contentView.addSubview(label)
        blur.layoutIfNeeded()
        #expect(blur.contentView.frame == blur.bounds)
        var builder = ViewDrawingBuilder(timeMs: 0)
        let light = try #require(builder.drawing(of: blur))
        builder.traits = UITraitCollection(userInterfaceStyle: .dark)
        let dark = try #require(builder.drawing(of: blur))
        guard case .material(let lightTint) = light.content, case .material(let darkTint) = dark.content else {
            Issue.record("a blur view draws no material")
            return
        }
        #expect(lightTint.red > 0.9 && darkTint.red < 0.2 && lightTint.alpha == darkTint.alpha)
        #expect(light.subviews.first?.subviews.count == 1)
        let fixed = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
        fixed.frame = blur.frame
        guard case .material(let tint) = builder.drawing(of: fixed)?.content else { return }
        #expect(tint == darkTint)
        #expect(builder.drawing(of: UIVisualEffectView(effect: nil))?.content == nil)
    }

    @MainActor @Test func sublayersStandAmongSubviewsWhereTheyWereAdded() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let photo = UIView(frame: view.bounds)
        view.addSubview(photo)
        let ring = CAShapeLayer()
        view.layer.addSublayer(ring)
        let shade = CAGradientLayer()
        view.layer.insertSublayer(shade, at: 0)
        let caption = UIView(frame: view.bounds)
        view.addSubview(caption)
        let badge = CALayer()
        view.layer.insertSublayer(badge, above: ring)
        func places() throws -> [Int] {
            try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: view)).sublayers.map(\.aboveSubviews)
        }
        // The shade below everything (index 0, as UIKit counts the subviews' layers too), the ring and the badge
        // above the photo and below the caption added after them.
        #expect(view.layer.sublayers?.map { $0 === shade } == [true, false, false])
        #expect(try places() == [0, 1, 1])
        // The photo brought to the front covers the layers; the caption sent to the back goes below them all.
        view.bringSubviewToFront(photo)
        #expect(try places() == [0, 0, 0])
        view.sendSubviewToBack(caption)
        #expect(try places() == [1, 1, 1])
        // A hidden subview is not counted: the layers stand above what is drawn below them.
        photo.isHidden = true
        #expect(try places() == [1, 1, 1])
        view.insertSubview(photo, at: 0)
        photo.isHidden = false
        #expect(try places() == [2, 2, 2])
    }

    @MainActor @Test func insertedSubviewsAndSublayersTakeUIKitsPlaceInOneList() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (first, second, inserted) = (UIView(), UIView(), UIView())
        view.addSubview(first)
        let ring = CAShapeLayer()
        view.layer.addSublayer(ring)
        view.addSubview(second)
        // Directly above the first subview: below the ring that was added after it.
        view.insertSubview(inserted, aboveSubview: first)
        let tree = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: view))
        #expect(tree.sublayers.map(\.aboveSubviews) == [2])
        // UIKit's index counts the subviews' layers: 1 is between the first subview and the inserted one.
        let badge = CALayer()
        view.layer.insertSublayer(badge, at: 1)
        let again = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: view))
        #expect(view.layer.sublayers?.first === badge)
        #expect(again.sublayers.map(\.aboveSubviews) == [1, 2])
    }

    @MainActor @Test func aZPositionRaisesASiblingAboveThoseOfLowerOnes() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (photo, caption) = (UIImageView(), UILabel())
        caption.text = "Caption"
        view.addSubview(photo)
        view.addSubview(caption)
        let ring = CAShapeLayer()
        view.layer.insertSublayer(ring, at: 0)
        let before = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: view))
        #expect(before.sublayers.map(\.aboveSubviews) == [0])
        // A ring with a higher zPosition is drawn above both subviews; the photo raised over the caption swaps them.
        ring.zPosition = 2
        photo.layer.zPosition = 1
        let raised = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: view))
        #expect(raised.sublayers.map(\.aboveSubviews) == [2])
        guard case .text = raised.subviews.first?.content else {
            Issue.record("the caption is not below the raised photo: \(raised.subviews.map(\.content))")
            return
        }
        // Sublayers of a layer are ordered the same way, ties in their order.
        let (low, high, tie) = (CALayer(), CALayer(), CALayer())
        (low.opacity, high.opacity, tie.opacity) = (0.25, 0.5, 0.75)
        high.zPosition = 1
        [high, low, tie].forEach(ring.addSublayer)
        let nested = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: view)?.sublayers.first)
        #expect(nested.sublayers.map(\.opacity) == [0.25, 0.75, 0.5])
    }

    @MainActor @Test func aConfiguredButtonsTitleStaysAboveTheAppsLayers() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        button.layer.insertSublayer(CAGradientLayer(), at: 0)
        let tree = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: button))
        // The style's background, then the app's gradient, then the title.
        #expect(tree.subviews.count == 2 && tree.sublayers.map(\.aboveSubviews) == [1])
        guard case .text = tree.subviews[1].content else {
            Issue.record("the title is not the top part")
            return
        }
        #expect(UIBlurEffect.Style.regular.rawValue == 4 && UIBlurEffect.Style.systemMaterial.rawValue == 8)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    }
}

/// Attributed text read into runs: fonts and colours by range, the label's own where a range has none.
@MainActor @Suite struct AttributedLabelDrawingTests {
    @Test func attributedTextIsReadRunByRunAndPlainTextReplacesIt() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.font = .systemFont(ofSize: 15)
        label.textColor = .black
        let text = NSMutableAttributedString(string: "Lisbon · 12 photos")
        text.addAttributes(
            [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemBlue],
            range: NSRange(location: 0, length: 6))
        text.addAttribute(
            .underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 9, length: 2))
        label.attributedText = text
        let builder = ViewDrawingBuilder(timeMs: 0)
        guard case .text(let drawn)? = builder.drawing(of: label)?.content else {
            Issue.record("no text drawn")
            return
        }
        #expect(drawn.runs.map(\.length) == [6, 3, 2, 7])
        #expect(drawn.runs.map(\.size) == [20, 15, 15, 15])
        #expect(drawn.runs[0].weight == 700 && drawn.runs[1].weight == 400)
        #expect(drawn.runs[0].color == builder.resolved(.systemBlue) && drawn.runs[1].color == builder.resolved(.black))
        #expect(drawn.runs.map(\.underline) == [false, false, true, false])
        // The label measures in its largest font; text in a smaller font than the label's measures in that font.
        let plain = UILabel()
        plain.font = .systemFont(ofSize: 15)
        plain.text = text.string
        #expect(label.intrinsicContentSize.height > plain.intrinsicContentSize.height)
        let small = UILabel()
        small.attributedText = NSAttributedString(string: "Tiny", attributes: [.font: UIFont.systemFont(ofSize: 9)])
        let nine = UILabel()
        nine.font = .systemFont(ofSize: 9)
        nine.text = "Tiny"
        #expect(small.intrinsicContentSize == nine.intrinsicContentSize)
        // A character whose parts carry different attributes counts once: later runs stay on their characters.
        let flag = NSMutableAttributedString(string: "🇵🇹 Lisboa")
        flag.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 0, length: 2))
        label.attributedText = flag
        guard case .text(let flagged)? = builder.drawing(of: label)?.content else { return }
        #expect(flagged.runs.map(\.length).reduce(0, +) == flag.string.count)
        // One font and colour for the whole string: the text's own fields, no runs.
        label.attributedText = NSAttributedString(string: "Porto", attributes: [.foregroundColor: UIColor.systemRed])
        guard case .text(let whole)? = builder.drawing(of: label)?.content else { return }
        #expect(whole.runs.isEmpty && whole.color == builder.resolved(.systemRed) && whole.size == 15)
        // Setting `text` replaces the attributed text.
        label.text = "Faro"
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
        guard case .text(let plain)? = builder.drawing(of: label)?.content else { return }
        #expect(plain.runs.isEmpty && plain.color == builder.resolved(.black))
    }

    /// UIKit applies a label's new `font` or `textColor` to the whole of its attributed text.
    @Test func fontAndColourSetAfterAttributedTextApplyToTheWholeString() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let text = NSMutableAttributedString(string: "Lisbon · 12 photos")
        text.addAttributes(
            [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemBlue],
            range: NSRange(location: 0, length: 6))
        label.attributedText = text
        label.font = .systemFont(ofSize: 12)
        label.textColor = .systemGreen
        let builder = ViewDrawingBuilder(timeMs: 0)
        guard case .text(let drawn)? = builder.drawing(of: label)?.content else {
            Issue.record("no text drawn")
            return
        }
        #expect(drawn.runs.isEmpty && drawn.size == 12 && drawn.weight == 400)
        #expect(drawn.color == builder.resolved(.systemGreen))
        #expect(label.attributedText?.string == text.string)
        let twelve = UILabel()
        twelve.font = .systemFont(ofSize: 12)
        twelve.text = text.string
        #expect(label.intrinsicContentSize == twelve.intrinsicContentSize)
        // Setting the font the label already has still restyles a larger run, and the size follows.
        let same = UILabel()
        same.attributedText = text
        let large = same.intrinsicContentSize
        let current = same.font
        same.font = current
        #expect(same.intrinsicContentSize.height < large.height)
    }
}
