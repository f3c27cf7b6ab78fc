/// Measures the width of a line of text in points: (text, font size, bold) → width. The core stays pure: the
/// runner passes cairo's measurement in; tests can pass anything deterministic.
package typealias TextMeasure = @Sendable (_ text: String, _ size: Double, _ bold: Bool) -> Double

/// Measures a line of a gallery's own text in points: (text, point size, weight as a CSS number 100...900, italic) →
/// width. The runner passes the font the app's views are drawn in (`AppFont`); without one, labels keep ReelKit's
/// estimate.
public typealias AppTextMeasure = @Sendable (_ text: String, _ size: Double, _ weight: Int, _ italic: Bool) -> Double

/// Greedy word wrapping, the same for layout (heights) and drawing (lines).
package enum TextWrap {
    /// A rough DejaVu Sans measure (0.6 em per character), for tests and when no font is at hand.
    package static let approximate: TextMeasure = { text, size, bold in Double(text.count) * size * (bold ? 0.64 : 0.6)
    }

    /// The lines `text` breaks into at `maxWidth`, at most `maxLines` (the last one ends in "…" when cut).
    package static func lines(
        _ text: String, maxWidth: Double, size: Double, bold: Bool, maxLines: Int, measure: TextMeasure
    ) -> [String] {
        let words = text.split(separator: " ").map(String.init)
        guard !words.isEmpty, maxWidth > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var rest = words[...]
        while let word = rest.first {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || measure(candidate, size, bold) <= maxWidth {
                current = candidate
                rest = rest.dropFirst()
            } else {
                lines.append(current)
                current = ""
                if lines.count == maxLines { break }
            }
        }
        if !current.isEmpty && lines.count < maxLines {
            lines.append(current)
        } else if !rest.isEmpty || !current.isEmpty {
            // Cut: end the last line with an ellipsis that fits.
            var last = lines.removeLast()
            while !last.isEmpty && measure(last + "…", size, bold) > maxWidth { last.removeLast() }
            lines.append(last.droppingTrailingSpaces() + "…")
        }
        return lines
    }
}

extension String {
    func droppingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
