import ReelCore
import ReelGraphics

extension FrameRenderer {
    /// The look of the knob: a fill and a thin contrasting rim, so it reads over the background and over images.
    /// Like UIKit's default style, it adapts to the background: a light knob with a dark rim on dark templates, a
    /// dark knob with a light rim on light ones.
    struct ScrollIndicatorStyle: Equatable {
        var knob: Color
        var rim: Color
        /// Width of the rim around the knob, in points.
        static let rimWidth = 0.5

        /// The style that reads on `background`.
        static func reading(on background: Color) -> ScrollIndicatorStyle {
            let luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue
            return luminance < 0.5
                ? ScrollIndicatorStyle(
                    knob: Color(red: 1, green: 1, blue: 1, alpha: 0.6),
                    rim: Color(red: 0, green: 0, blue: 0, alpha: 0.25))
                : ScrollIndicatorStyle(
                    knob: Color(red: 0, green: 0, blue: 0, alpha: 0.35),
                    rim: Color(red: 1, green: 1, blue: 1, alpha: 0.3))
        }
    }

    /// Draws the scroll indicator's knob (a rounded bar with a rim) at its opacity.
    func drawScrollIndicator(_ indicator: ScrollIndicator, scale: Double) {
        guard indicator.alpha > 0 else { return }
        let style = ScrollIndicatorStyle.reading(on: template.background)
        let knob = indicator.knob
        let rim = ScrollIndicatorStyle.rimWidth
        let layers = [
            (
                style.rim,
                Rect(x: knob.x - rim, y: knob.y - rim, width: knob.width + 2 * rim, height: knob.height + 2 * rim)
            ),
            (style.knob, knob),
        ]
        for (color, rect) in layers {
            context.setColor(r: color.red, g: color.green, b: color.blue, a: color.alpha * indicator.alpha)
            context.addRoundedRect(
                x: rect.x * scale, y: rect.y * scale, width: rect.width * scale, height: rect.height * scale,
                radius: rect.width * scale / 2
            )
            context.fill()
        }
    }
}
