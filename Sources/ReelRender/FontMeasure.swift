import ReelCore
import ReelGraphics
import Synchronization

/// Text widths from cairo with the same pinned DejaVu settings frames are drawn with, so wrapped lines and
/// self-sizing heights match the pixels. Thread-safe: one cairo context behind a mutex.
package final class FontMeasure: Sendable {
    private let context: Mutex<CairoContext?>

    package init() {
        let surface = try? CairoSurface(width: 8, height: 8, format: .argb32)
        context = Mutex(surface.flatMap { try? CairoContext(surface: $0) })
    }

    /// The width of `text` in points at `size`.
    package func width(_ text: String, size: Double, bold: Bool) -> Double {
        context.withLock { context in
            context.map { $0.textWidth(text, size: size, bold: bold) } ?? TextWrap.approximate(text, size, bold)
        }
    }

    /// The width of `text` in points at `size` in the app's font (`AppFont`) at `weight` and slant.
    package func appWidth(_ text: String, size: Double, weight: Int, italic: Bool) -> Double {
        context.withLock { context in
            context.map { $0.appTextWidth(text, size: size, weight: weight, italic: italic) }
                ?? TextWrap.approximate(text, size, weight >= 600)
        }
    }

    /// The app's measure as the core's `AppTextMeasure`.
    package var appMeasure: AppTextMeasure {
        { [self] text, size, weight, italic in appWidth(text, size: size, weight: weight, italic: italic) }
    }

    /// This measure as the core's `TextMeasure`.
    package var measure: TextMeasure {
        { [self] text, size, bold in width(text, size: size, bold: bold) }
    }
}
