/// A rectangle in points: origin at the top-left, y growing downwards.
package struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }

    /// Whether the two rectangles overlap with a non-empty area.
    package func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The same rectangle moved by (dx, dy).
    package func offsetBy(dx: Double = 0, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The smallest rectangle holding both.
    package func union(_ other: Rect) -> Rect {
        let left = Swift.min(minX, other.minX)
        let top = Swift.min(minY, other.minY)
        return Rect(
            x: left, y: top, width: Swift.max(maxX, other.maxX) - left, height: Swift.max(maxY, other.maxY) - top)
    }

    package var description: String { "(\(x), \(y), \(width), \(height))" }
}

/// Insets from the four edges of a rectangle, in points: a template's section insets, the screen's safe area
/// (`safe_area`).
public struct EdgeInsets: Sendable, Hashable, Codable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    package static let zero = EdgeInsets()
}

/// A size in whole pixels.
package struct PixelSize: Sendable, Hashable, Codable, CustomStringConvertible {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The pixel size of `width`×`height` points at `scale`, rounded.
    package init(points width: Double, _ height: Double, scale: Double) {
        self.width = max(1, Int((width * scale).rounded()))
        self.height = max(1, Int((height * scale).rounded()))
    }

    package var description: String { "\(width)x\(height)" }
}
