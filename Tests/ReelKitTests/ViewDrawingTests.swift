import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// What a cell's own views become in frames (`drawing: app`): the tree ReelKit reads after the layout pass, and the
/// frames of a gallery run drawn from it, with the logs of a run drawn by the template.
@Suite(.serialized) struct ViewDrawingTests {
    final class CaptionCell: UICollectionViewCell {
        let imageView = UIImageView()
        let caption = UILabel()
        let badge = UIView()

        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemBackground
            contentView.layer.cornerRadius = 10
            contentView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            contentView.clipsToBounds = true
            imageView.contentMode = .scaleAspectFill
            imageView.image = UIImage(systemName: "photo")
            imageView.tintColor = .systemPink
            caption.font = .systemFont(ofSize: 13, weight: .semibold)
            caption.textColor = .systemBlue
            caption.textAlignment = .center
            caption.numberOfLines = 2
            caption.text = "Lisbon"
            badge.isHidden = true
            [imageView, caption, badge].forEach(contentView.addSubview)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            let bounds = contentView.bounds
            imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 30)
            caption.frame = CGRect(x: 4, y: bounds.height - 26, width: bounds.width - 8, height: 22)
        }
    }

    @MainActor @Test func aCellIsReadAfterItsLayoutPassAsUIKitWouldDrawIt() throws {
        let cell = CaptionCell(frame: .zero)
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 130)
        cell.layoutIfNeeded()
        let tree = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: cell, at: cell.bounds))
        #expect(tree.frame == Rect(x: 0, y: 0, width: 100, height: 130))
        let content = try #require(tree.subviews.first)
        #expect(content.frame == Rect(x: 0, y: 0, width: 100, height: 130))
        #expect(content.layer.cornerRadius == 10 && content.layer.clips && content.layer.maskedCorners == 0b0011)
        #expect(content.layer.background == Color(UIColor.secondarySystemBackground))
        // The hidden badge is left out; the image view and the caption keep their order.
        #expect(content.subviews.count == 2)
        let image = try #require(content.subviews.first)
        #expect(image.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            image.content
                == .image(
                    DrawnImage(
                        source: .symbol("photo"), width: 24, height: 24, contentMode: .scaleAspectFill,
                        tint: Color(UIColor.systemPink))))
        let caption = try #require(content.subviews.last)
        #expect(caption.frame == Rect(x: 4, y: 104, width: 92, height: 22))
        #expect(
            caption.content
                == .text(
                    DrawnText(
                        text: "Lisbon", size: 13, weight: 600, color: Color(UIColor.systemBlue), alignment: .center,
                        numberOfLines: 2, lineBreak: .truncateTail)))
    }

    @MainActor @Test func alphaOpacityAndGradientsAreRead() throws {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 40, height: 50))
        view.alpha = 0.5
        view.layer.opacity = 0.5
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.red.cgColor
        view.layer.shadowOpacity = 0.25
        let shade = CAGradientLayer()
        shade.frame = CGRect(x: 0, y: 25, width: 40, height: 25)
        shade.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
        view.layer.addSublayer(shade)
        let tree = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: view))
        #expect(tree.frame == Rect(x: 5, y: 6, width: 40, height: 50))
        #expect(tree.alpha == 0.25)
        #expect(tree.layer.borderWidth == 2 && tree.layer.borderColor == Color(red: 1, green: 0, blue: 0))
        #expect(tree.layer.shadow?.opacity == 0.25 && tree.layer.shadow?.offsetY == -3)
        let gradient = try #require(tree.sublayers.first?.layer.gradient)
        #expect(gradient.locations == [0, 1] && gradient.colors.count == 2 && !gradient.radial)
        view.isHidden = true
        #expect(ViewDrawingBuilder(timeMs: 0).drawing(of: view) == nil)
    }

    @MainActor @Test func aRunawayHierarchyIsReadToABoundedDepth() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var deepest = root
        for _ in 0..<500 {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            deepest.addSubview(child)
            deepest = child
        }
        var tree = try #require(ViewDrawingBuilder(timeMs: 0).drawing(of: root))
        var depth = 1
        while let child = tree.subviews.first {
            tree = child
            depth += 1
        }
        #expect(depth == ViewDrawingBuilder.maximumDepth)
    }

    @MainActor @Test func aSpinnerTurnsWithVirtualTimeOnlyWhileItAnimates() throws {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.hidesWhenStopped = false
        func phase(at time: Double) -> Int? {
            guard
                case .activityIndicator(_, _, let phase) = ViewDrawingBuilder(timeMs: time).drawing(of: spinner)?
                    .content
            else { return nil }
            return phase
        }
        #expect(phase(at: 500) == 0)
        spinner.startAnimating()
        #expect(phase(at: 0) == 0)
        #expect(phase(at: 500) == 6)
        #expect(phase(at: 1_000) == 0)
    }

    /// Each frame of a run of `StyledPhotoCell` (stack view, constraints, shadow, button, spinner), and its timeline.
    func run(_ drawing: CellDrawing) throws -> (frames: [FrameState], timeline: [String]) {
        var catalog = BindingCatalog()
        catalog.register(ItemCellGallery<StyledPhotoCell>.self, as: "test")
        var scenario = staleScenario()
        scenario.gallery = "test"
        scenario.drawing = drawing
        var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
        var frames: [FrameState] = []
        var lines: [String] = []
        while !sim.isFinished {
            let step = sim.step { _ in .success(bytes: 1000) }
            frames.append(step.frame)
            lines += step.events.map(\.jsonLine)
        }
        lines += sim.finish().map(\.jsonLine)
        return (frames, lines)
    }

    @Test func aGallerysFramesCarryItsCellsTreesAndTheSameLogsAsTheTemplate() async throws {
        let app = try await onNewThread { try run(.app) }
        let again = try await onNewThread { try run(.app) }
        let template = try await onNewThread { try run(.template) }
        #expect(app.timeline == template.timeline)
        #expect(app.frames == again.frames)
        #expect(
            template.frames.allSatisfy { frame in
                frame.background == nil && frame.cells.allSatisfy { $0.drawing == nil }
            })
        let cells = app.frames.flatMap(\.cells)
        #expect(!cells.isEmpty && cells.allSatisfy { $0.drawing != nil })
        #expect(app.frames.allSatisfy { $0.background == Color(red: 1, green: 1, blue: 1) })
        // The stack view's arranged image view is laid out by its constraints at the cell's size.
        let correct = try #require(cells.first { $0.state == .correct })
        let tree = try #require(correct.drawing)
        #expect(tree.frame.width == correct.frame.width && tree.frame.height == correct.frame.height)
        #expect(tree.imageTags.map(\.itemID) == [correct.itemID])
    }
}

/// Labels in a run measure their text in the font their views are drawn in: the same wrapping and widths.
@Suite struct MeasuredLabelTests {
    /// Ten points a character at 17 pt, twice that in bold: a measure whose effect shows.
    let measure: AppTextMeasure = { text, size, weight, _ in
        Double(text.count) * size / 17 * (weight >= 700 ? 20 : 10)
    }

    @MainActor @Test func aLabelsLinesAreWrappedAndMeasuredAsTheFrameDrawsThem() {
        var request = UILabel.TextRequest(text: "Lisbon at dusk", numberOfLines: 0, maxWidth: nil, pointSize: 17)
        var metrics = UILabel.measuredMetrics(request, measure: measure)
        #expect(metrics.size == CGSize(width: 140, height: 20))
        request.maxWidth = 100
        metrics = UILabel.measuredMetrics(request, measure: measure)
        // "Lisbon at" is 90 points, "dusk" 40: two lines, the longer line's width.
        #expect(metrics.size == CGSize(width: 90, height: 40))
        #expect(metrics.firstBaseline == 16 && metrics.lastBaselineFromBottom == 4)
        request.numberOfLines = 1
        #expect(UILabel.measuredMetrics(request, measure: measure).size == CGSize(width: 90, height: 20))
        request.weight = .bold
        request.maxWidth = nil
        #expect(UILabel.measuredMetrics(request, measure: measure).size.width == 280)
        request.text = "Day 1\nLisbon"
        request.numberOfLines = 0
        #expect(UILabel.measuredMetrics(request, measure: measure).size == CGSize(width: 120, height: 40))
    }
}
