import ReelGraphics

/// What diffs need of `ReelGraphics.PixelRect` (the one whole-pixel rectangle type of the package).
extension PixelRect: CustomStringConvertible {
    /// Whether the pixel (px, py) lies inside.
    @inline(__always)
    package func contains(_ px: Int, _ py: Int) -> Bool {
        px >= x && py >= y && px < x + width && py < y + height
    }

    /// The smallest rectangle holding both.
    package func union(_ other: PixelRect) -> PixelRect {
        let minX = min(x, other.x)
        let minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width)
        let maxY = max(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// "x,y w×h".
    package var description: String { "\(x),\(y) \(width)×\(height)" }

    /// `{"x":…,"y":…,"w":…,"h":…}`.
    package var json: String { "{\"x\":\(x),\"y\":\(y),\"w\":\(width),\"h\":\(height)}" }
}
