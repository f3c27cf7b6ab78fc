/// A path as a layer draws it (`CAShapeLayer.path`, `shadowPath`, a mask's shape), in the layer's coordinates:
/// subpaths of lines and cubic curves (arcs, ellipses and quadratic curves arrive as cubic curves, as Core Graphics
/// hands them out), and rounded rectangles kept whole so the renderer draws continuous corners as it draws a layer's.
package struct DrawnPath: Sendable, Hashable, Codable {
    /// One step of a path.
    package enum Element: Sendable, Hashable, Codable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case curve(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
        case close
        /// A closed rounded rectangle (`UIBezierPath(roundedRect:…)`): `corners` as `CACornerMask`'s bits,
        /// `continuous` for UIKit's continuous curve; `transform` (a, b, c, d, tx, ty) maps it into the path.
        case roundedRect(DrawnRoundedRect)
    }

    package var elements: [Element]

    package init(elements: [Element]) {
        self.elements = elements
    }

    /// The most elements a drawn path keeps: a cell's shapes have a few dozen; the bound keeps a runaway path from
    /// costing the renderer (and the cache key) without limit.
    package static let maximumElements = 4096

    /// A circle as Core Graphics hands out an ellipse: a move to its right-hand end, then four quarter curves toward
    /// positive y, closed.
    package static func circle(x: Double, y: Double, radius r: Double) -> DrawnPath {
        let k = 0.5522847498 * r
        return DrawnPath(elements: [
            .move(x: x + r, y: y),
            .curve(x1: x + r, y1: y + k, x2: x + k, y2: y + r, x: x, y: y + r),
            .curve(x1: x - k, y1: y + r, x2: x - r, y2: y + k, x: x - r, y: y),
            .curve(x1: x - r, y1: y - k, x2: x - k, y2: y - r, x: x, y: y - r),
            .curve(x1: x + k, y1: y - r, x2: x + r, y2: y - k, x: x + r, y: y),
            .close,
        ])
    }

    /// A box holding every point and control point of the path (the curves lie inside it), or nil when it has none.
    package var controlBounds: Rect? {
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        func add(_ x: Double, _ y: Double) {
            guard let current = box else {
                box = (x, y, x, y)
                return
            }
            box = (min(current.minX, x), min(current.minY, y), max(current.maxX, x), max(current.maxY, y))
        }
        for element in elements {
            switch element {
            case .move(let x, let y), .line(let x, let y): add(x, y)
            case .curve(let x1, let y1, let x2, let y2, let x, let y):
                add(x1, y1)
                add(x2, y2)
                add(x, y)
            case .close: break
            case .roundedRect(let shape): for corner in shape.corners { add(corner.x, corner.y) }
            }
        }
        return box.map { Rect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX, height: $0.maxY - $0.minY) }
    }
}

/// A rounded rectangle in a path: its rectangle and corners, mapped by an affine transform.
package struct DrawnRoundedRect: Sendable, Hashable, Codable {
    package var rect: Rect
    package var radius: Double
    /// `CACornerMask`'s bits: min-x min-y 1, max-x min-y 2, min-x max-y 4, max-x max-y 8.
    package var roundedCorners: UInt8
    package var continuous: Bool
    /// The affine transform (a, b, c, d, tx, ty) applied to the rectangle: identity is (1, 0, 0, 1, 0, 0).
    package var transform: [Double]

    package init(rect: Rect, radius: Double, roundedCorners: UInt8, continuous: Bool, transform: [Double]) {
        self.rect = rect
        self.radius = radius
        self.roundedCorners = roundedCorners
        self.continuous = continuous
        self.transform = transform.count == 6 ? transform : [1, 0, 0, 1, 0, 0]
    }

    /// The rectangle's four corners after the transform.
    package var corners: [(x: Double, y: Double)] {
        let t = transform
        return [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].map {
            (t[0] * $0.0 + t[2] * $0.1 + t[4], t[1] * $0.0 + t[3] * $0.1 + t[5])
        }
    }
}
