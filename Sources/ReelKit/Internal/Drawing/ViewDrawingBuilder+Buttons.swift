import Foundation
import ReelCore

extension ViewDrawingBuilder {
    /// A configured button's background (nil: none), and its image (or spinner), title and subtitle, placed by
    /// `ButtonContentLayout`, in the style's colours.
    func parts(
        of button: UIButton, _ configuration: UIButton.Configuration
    ) -> (background: DrawnView?, content: [DrawnView]) {
        let bounds = button.bounds
        let layout = ButtonContentLayout(configuration: configuration, in: bounds)
        let tint: UIColor = button.tintColor ?? .systemBlue
        let foreground = configuration.foregroundColor(tint: tint)
        var parts: [DrawnView] = []
        let background = configuration.background
        let backgroundFrame = bounds.inset(
            by: UIEdgeInsets(
                top: background.backgroundInsets.top, left: background.backgroundInsets.leading,
                bottom: background.backgroundInsets.bottom, right: background.backgroundInsets.trailing))
        var shape = DrawnView(frame: Rect(backgroundFrame))
        shape.layer.background = configuration.backgroundColor(tint: tint).map(resolved)
        shape.layer.cornerRadius = bounded(configuration.cornerRadius(height: backgroundFrame.height), 0...1e5)
        shape.layer.continuousCorners = true
        if let stroke = background.strokeColor, background.strokeWidth > 0 {
            shape.layer.borderColor = resolved(stroke)
            shape.layer.borderWidth = bounded(background.strokeWidth, 0...1e4)
        }
        let backdrop = shape.layer.background != nil || shape.layer.borderColor != nil ? shape : nil
        if let frame = layout.image {
            var view = DrawnView(frame: Rect(frame))
            if configuration.showsActivityIndicator {
                let turn = Int((timeMs / (1000 / 12)).rounded(.down))
                view.content = .activityIndicator(
                    color: resolved(foreground), large: false, phase: ((turn % 12) + 12) % 12)
            } else if let image = configuration.image {
                let tint = configuration.imageColorTransformer?.transform(foreground) ?? foreground
                view.content = .image(self.image(image, mode: .scaleToFill, tint: tint))
            }
            parts.append(view)
        }
        let lines: [(CGRect?, String?, CGFloat, UIFont.Weight)] = [
            (layout.title, configuration.shownTitle, configuration.titleSize, .regular),
            (layout.subtitle, configuration.shownSubtitle, ButtonContentLayout.subtitleSize, .regular),
        ]
        for (frame, text, size, weight) in lines {
            guard let frame, let text else { continue }
            var view = DrawnView(frame: Rect(frame))
            view.content = .text(
                DrawnText(
                    text: text, size: Double(size), weight: weight.cssWeight, color: resolved(foreground),
                    alignment: .center, numberOfLines: 1,
                    lineBreak: DrawnText.LineBreak(configuration.titleLineBreakMode)))
            parts.append(view)
        }
        return (backdrop, parts)
    }
}
