import Foundation

/// Core Graphics' immutable path: subpaths of lines and curves in a view's or layer's coordinates, as
/// `CAShapeLayer.path`, `shadowPath` and `UIBezierPath.cgPath` take it. Arcs, ellipses and quadratic curves are kept
/// as cubic curves, as Core Graphics hands them out. Apple platforms declare it in Core Graphics; ReelKit does on
/// Linux, with the same members.
public class CGPath {
    /// The path's steps, in order.
    private(set) var elements: [PathElement] = []
    /// Where the current subpath started and where the path is now, kept as steps are added (so a curve or arc
    /// added to a long path does not walk it again).
    private var start = CGPoint.zero
    private var current = CGPoint.zero

    init(elements: [PathElement]) {
        for element in elements { append(element) }
    }

    /// Adds a step and moves the current point to where it ends (a closed subpath's start).
    func append(_ element: PathElement) {
        elements.append(element)
        switch element {
        case .move(let point):
            start = point
            current = point
        case .line(let point), .curve(_, _, let point): current = point
        case .close: current = start
        case .roundedRect(let shape):
            start = shape.startPoint
            current = start
        }
    }

    /// A closed rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// An ellipse filling `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rectangle with circular corners of `cornerWidth` (the smaller of the two corner sizes), transformed.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from: the last element's end point (a closed subpath's start), or zero.
    public var currentPoint: CGPoint { current }

    /// The smallest rectangle holding every point of the path, control points included (`CGRect.null` when empty).
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// The box of the path's curves. Core Graphics gives the tight box of the curves themselves; reel gives the box
    /// of their points and control points (`boundingBox`), which holds the curves and is larger where they bulge
    /// less than their control points.
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// A copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy of the path mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }
}

extension CGPath: Equatable {
    /// Paths are equal when they hold the same elements (Core Graphics' `CGPathEqualToPath`).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}

/// How a stroked line ends (Core Graphics).
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// How two stroked segments meet (Core Graphics).
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// Which regions of a self-crossing path are inside (Core Graphics).
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

extension CGPath {
    /// Whether `point` (mapped by `transform`) is inside the path by `rule`: curves are followed in short straight
    /// steps, rounded rectangles' corners as circular arcs.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let point = point.applying(transform)
        var winding = 0
        var crossings = 0
        for polygon in PathOutline.polygons(of: elements) where polygon.count > 1 {
            for (index, from) in polygon.enumerated() {
                let to = polygon[(index + 1) % polygon.count]
                guard (from.y <= point.y) != (to.y <= point.y) else { continue }
                let x = from.x + (point.y - from.y) / (to.y - from.y) * (to.x - from.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += to.y > from.y ? 1 : -1
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }
}
