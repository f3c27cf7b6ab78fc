import ReelGraphics

/// What a per-pixel comparison found.
package struct PixelDiffResult: Sendable, Equatable {
    /// Pixels counted as different (above the threshold, not anti-aliasing unless included, not masked).
    package var differentPixels: Int
    /// Pixels above the threshold that were put down to anti-aliasing and not counted.
    package var antialiasedPixels: Int
    /// Pixels above the threshold inside a mask, not counted.
    package var maskedPixels: Int
    /// The bounding box of the counted pixels (nil when none).
    package var bounds: PixelRect?

    /// A result with nothing different.
    package static let identical = PixelDiffResult(
        differentPixels: 0, antialiasedPixels: 0, maskedPixels: 0, bounds: nil)

    /// Creates a result.
    package init(differentPixels: Int, antialiasedPixels: Int, maskedPixels: Int, bounds: PixelRect?) {
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.maskedPixels = maskedPixels
        self.bounds = bounds
    }

    /// Adds another band's counts and box.
    mutating func merge(_ other: PixelDiffResult) {
        differentPixels += other.differentPixels
        antialiasedPixels += other.antialiasedPixels
        maskedPixels += other.maskedPixels
        if let box = other.bounds { bounds = bounds.map { $0.union(box) } ?? box }
    }
}
