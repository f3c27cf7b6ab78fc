import Foundation
import ReelCore

extension ViewDrawingBuilder {
    /// A shape layer's path, fill and stroke as drawn (nil without a path).
    func shape(of layer: CAShapeLayer) -> DrawnShape? {
        guard let path = layer.path, !path.isEmpty else { return nil }
        var shape = DrawnShape(path: DrawnPath(path))
        shape.fill = layer.fillColor.map { Color($0.color) }
        shape.evenOdd = layer.fillRule == .evenOdd
        shape.stroke = layer.strokeColor.map { Color($0.color) }
        shape.lineWidth = bounded(layer.lineWidth, 0...1e4)
        shape.lineCap = layer.lineCap == .round ? .round : layer.lineCap == .square ? .square : .butt
        shape.lineJoin = layer.lineJoin == .round ? .round : layer.lineJoin == .bevel ? .bevel : .miter
        shape.miterLimit = bounded(layer.miterLimit, 0...1e4)
        shape.dashes = (layer.lineDashPattern ?? []).prefix(64).map { bounded(CGFloat($0.doubleValue), 0...1e5) }
        shape.dashPhase = bounded(layer.lineDashPhase, -1e6...1e6)
        shape.strokeStart = bounded(layer.strokeStart, 0...1)
        shape.strokeEnd = bounded(layer.strokeEnd, 0...1)
        return shape
    }
}

extension DrawnPath {
    /// The path's elements as drawn: numbers bounded, at most `maximumElements`.
    init(_ path: CGPath) {
        func point(_ point: CGPoint) -> (Double, Double) {
            (bounded(point.x, -1e6...1e6), bounded(point.y, -1e6...1e6))
        }
        self.init(
            elements: path.elements.prefix(Self.maximumElements).map { element in
                switch element {
                case .move(let to):
                    let (x, y) = point(to)
                    return .move(x: x, y: y)
                case .line(let to):
                    let (x, y) = point(to)
                    return .line(x: x, y: y)
                case .curve(let first, let second, let end):
                    let ((x1, y1), (x2, y2), (x, y)) = (point(first), point(second), point(end))
                    return .curve(x1: x1, y1: y1, x2: x2, y2: y2, x: x, y: y)
                case .close:
                    return .close
                case .roundedRect(let shape):
                    let t = shape.transform
                    return .roundedRect(
                        DrawnRoundedRect(
                            rect: Rect(shape.rect), radius: bounded(shape.radius, 0...1e5),
                            roundedCorners: shape.corners & 0xF, continuous: shape.continuous,
                            transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map { bounded($0, -1e6...1e6) }))
                }
            })
    }
}
