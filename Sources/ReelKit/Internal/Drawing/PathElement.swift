import Foundation

/// One step of a `CGPath`, in the path's coordinates.
enum PathElement: Equatable {
    case move(CGPoint)
    case line(CGPoint)
    /// A cubic curve: two control points and the end point.
    case curve(CGPoint, CGPoint, CGPoint)
    case close
    /// A closed rounded rectangle, kept whole so it is drawn as a layer's corners are (continuous or circular).
    case roundedRect(RoundedRectElement)

    /// The element's points, control points included.
    var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .curve(let first, let second, let end): [first, second, end]
        case .close: []
        case .roundedRect(let shape): shape.cornerPoints
        }
    }

    /// The element mapped by `transform`.
    func applying(_ transform: CGAffineTransform) -> PathElement {
        guard !transform.isIdentity else { return self }
        switch self {
        case .move(let point): return .move(point.applying(transform))
        case .line(let point): return .line(point.applying(transform))
        case .curve(let first, let second, let end):
            return .curve(first.applying(transform), second.applying(transform), end.applying(transform))
        case .close: return .close
        case .roundedRect(var shape):
            shape.transform = shape.transform.concatenating(transform)
            return .roundedRect(shape)
        }
    }
}

/// A rounded rectangle in a path: the rectangle, its corner radius, which corners are rounded (`CACornerMask`'s
/// bits, as `UIRectCorner`'s), whether the corners are UIKit's continuous curve, and its transform.
struct RoundedRectElement: Equatable {
    var rect: CGRect
    var radius: CGFloat
    var corners: UInt8
    var continuous: Bool
    var transform: CGAffineTransform

    /// The rectangle's corners after the transform.
    var cornerPoints: [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ].map { $0.applying(transform) }
    }

    /// Where the path is after the rectangle: the start of its top edge, as UIKit's rounded rectangles begin.
    var startPoint: CGPoint {
        CGPoint(x: rect.minX + min(radius, rect.width / 2), y: rect.minY).applying(transform)
    }
}
