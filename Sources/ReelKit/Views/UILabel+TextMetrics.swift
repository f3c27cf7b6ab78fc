import Foundation
import ReelCore

extension UILabel {
    /// What a label asks to have its text measured: the text, the number of lines allowed (0: any), the width
    /// to wrap at (nil: one unwrapped line per line break) and the font's point size.
    public struct TextRequest: Hashable, Sendable {
        public var text: String
        public var numberOfLines: Int
        public var maxWidth: CGFloat?
        public var pointSize: CGFloat = 17
        /// The font's weight and slant (the run's font measures each weight's own widths).
        public var weight: UIFont.Weight = .regular
        public var isItalic = false
    }

    /// A measured text: its size, and its first and last baselines (from the top and from the bottom).
    public struct TextMetrics: Hashable, Sendable {
        public var size: CGSize
        public var firstBaseline: CGFloat
        public var lastBaselineFromBottom: CGFloat

        public init(size: CGSize, firstBaseline: CGFloat, lastBaselineFromBottom: CGFloat) {
            self.size = size
            self.firstBaseline = firstBaseline
            self.lastBaselineFromBottom = lastBaselineFromBottom
        }
    }

    /// Measures label text for intrinsic sizes, `sizeThatFits` and baselines. Not UIKit API: a measurer of the
    /// caller's own; when nil, a run measures in the font the app's views are drawn in (`measuredMetrics`), and code
    /// outside a run with `estimatedMetrics`. Each simulation has its own (set it in the gallery's code); code outside
    /// a simulation shares one.
    public static var reelTextMeasurer: (@MainActor (TextRequest) -> TextMetrics)? {
        get { MainActorState.current.textMeasurer }
        set { MainActorState.current.textMeasurer = newValue }
    }

    /// A label's metrics in a run: measured in the font the app's views are drawn in (`measuredMetrics`) when the run
    /// has one, else `estimatedMetrics`.
    static func runMetrics(_ request: TextRequest) -> TextMetrics {
        guard let measure = GalleryHost.forCurrentThread()?.world?.appTextMeasure else {
            return estimatedMetrics(request)
        }
        return measuredMetrics(request, measure: measure)
    }

    /// The metrics of the lines the frame draws: each paragraph wrapped on word boundaries at `maxWidth` (none: one
    /// line a paragraph) with the widths `measure` gives, at most `numberOfLines` lines; the width the longest
    /// line's, rounded up to a whole point; lines and baselines in the proportions of `estimatedMetrics`.
    static func measuredMetrics(_ request: TextRequest, measure: @escaping AppTextMeasure) -> TextMetrics {
        let scale = request.pointSize / 17
        let lineHeight: CGFloat = 20 * scale
        let ascent: CGFloat = 16 * scale
        guard !request.text.isEmpty else {
            return TextMetrics(size: .zero, firstBaseline: 0, lastBaselineFromBottom: 0)
        }
        let size = Double(request.pointSize)
        let weight = request.weight.cssWeight
        let italic = request.isItalic
        let measureLine: TextMeasure = { line, size, _ in measure(line, size, weight, italic) }
        var lines: [String] = []
        for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth = request.maxWidth, maxWidth > 0 else {
                lines.append(String(paragraph))
                continue
            }
            let wrapped = TextWrap.lines(
                String(paragraph), maxWidth: Double(maxWidth), size: size, bold: false, maxLines: .max,
                measure: measureLine)
            lines += wrapped.isEmpty ? [""] : wrapped
        }
        if request.numberOfLines > 0 { lines = Array(lines.prefix(request.numberOfLines)) }
        let width = CGFloat(lines.map { measure($0, size, weight, italic) }.max() ?? 0).rounded(.up)
        return TextMetrics(
            size: CGSize(width: width, height: CGFloat(lines.count) * lineHeight), firstBaseline: ascent,
            lastBaselineFromBottom: lineHeight - ascent)
    }

    /// The estimate used without a measurer, deterministic and font-free, in the proportions of UIKit's system
    /// font: at 17 pt each character (grapheme) 8.5 pt wide, lines 20 pt high with the baseline 16 pt below a line's
    /// top, all in proportion to the point size; widths rounded up to whole points. Empty text is 0 × 0.
    public static func estimatedMetrics(_ request: TextRequest) -> TextMetrics {
        let scale = request.pointSize / 17
        let characterWidth: CGFloat = 8.5 * scale
        let lineHeight: CGFloat = 20 * scale
        let ascent: CGFloat = 16 * scale
        guard !request.text.isEmpty else {
            return TextMetrics(size: .zero, firstBaseline: 0, lastBaselineFromBottom: 0)
        }
        var lines: [CGFloat] = []
        for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
            var width = CGFloat(paragraph.count) * characterWidth
            if let maxWidth = request.maxWidth, maxWidth > 0 {
                while width > maxWidth {
                    lines.append(maxWidth)
                    width -= maxWidth
                }
            }
            lines.append(width)
        }
        if request.numberOfLines > 0 { lines = Array(lines.prefix(request.numberOfLines)) }
        let width = (lines.max() ?? 0).rounded(.up)
        let height = CGFloat(lines.count) * lineHeight
        return TextMetrics(
            size: CGSize(width: width, height: height), firstBaseline: ascent,
            lastBaselineFromBottom: lineHeight - ascent)
    }
}
