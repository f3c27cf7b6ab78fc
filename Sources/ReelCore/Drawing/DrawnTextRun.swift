/// A stretch of an attributed text drawn in its own font and colour (an `NSAttributedString`'s attribute run).
package struct DrawnTextRun: Sendable, Hashable, Codable {
    /// How many characters (grapheme clusters) of the text the run covers.
    package var length: Int
    package var size: Double
    /// The font's weight as a CSS number (as `DrawnText.weight`).
    package var weight: Int
    package var italic: Bool
    package var color: Color
    /// Whether a line is drawn under the run (`underlineStyle`), or through it (`strikethroughStyle`).
    package var underline: Bool
    package var strikethrough: Bool

    package init(
        length: Int, size: Double, weight: Int = 400, italic: Bool = false, color: Color, underline: Bool = false,
        strikethrough: Bool = false
    ) {
        self.length = length
        self.size = size
        self.weight = weight
        self.italic = italic
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
    }
}
