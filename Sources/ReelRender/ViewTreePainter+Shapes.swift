import Foundation
import ReelCore
import ReelGraphics

extension ViewTreePainter {
    /// A shape layer's path: filled by its rule, then stroked (only between `strokeStart` and `strokeEnd` of its
    /// length), as Core Animation draws a `CAShapeLayer`.
    func draw(_ shape: DrawnShape) {
        if let fill = shape.fill {
            context.setColor(fill)
            add(shape.path)
            context.fill(evenOdd: shape.evenOdd)
        }
        guard let stroke = shape.stroke, shape.lineWidth > 0, shape.strokeEnd > shape.strokeStart else { return }
        context.setColor(stroke)
        add(shape.path)
        if shape.strokeStart > 0 || shape.strokeEnd < 1 {
            let pieces = PathTrim.pieces(
                of: context.flattenedSubpaths(), from: shape.strokeStart, to: shape.strokeEnd)
            context.newPath()
            for piece in pieces {
                guard let first = piece.points.first else { continue }
                context.move(toX: first.x, y: first.y)
                for point in piece.points.dropFirst() { context.line(toX: point.x, y: point.y) }
                if piece.closed { context.closePath() }
            }
        }
        context.stroke(
            CairoContext.StrokeStyle(
                lineWidth: shape.lineWidth, cap: CairoContext.LineCap(shape.lineCap),
                join: CairoContext.LineJoin(shape.lineJoin), miterLimit: shape.miterLimit, dashes: shape.dashes,
                dashPhase: shape.dashPhase))
    }

    /// Replaces the current path with `path`.
    func add(_ path: DrawnPath) {
        context.newPath()
        for element in path.elements {
            switch element {
            case .move(let x, let y): context.move(toX: x, y: y)
            case .line(let x, let y): context.line(toX: x, y: y)
            case .curve(let x1, let y1, let x2, let y2, let x, let y):
                context.curve(x1: x1, y1: y1, x2: x2, y2: y2, toX: x, y: y)
            case .close: context.closePath()
            case .roundedRect(let shape):
                context.withTransform(shape.transform) {
                    context.addRoundedRect(
                        x: shape.rect.x, y: shape.rect.y, width: shape.rect.width, height: shape.rect.height,
                        radius: shape.radius, corners: shape.roundedCorners, continuous: shape.continuous,
                        startingAtTopLeft: true)
                }
            }
        }
    }

    /// A `shadowPath`'s shadow in `steps` shares of the colour set: the path offset, grown by the blur radius and
    /// shrinking to the path (a path cannot be shrunk inward, so the inner half of the blur is the path itself).
    func drawShadow(of path: DrawnPath, offset: (x: Double, y: Double), radius: Double, steps: Int) {
        context.save()
        defer { context.restore() }
        context.translate(offset.x, offset.y)
        for step in 0..<steps {
            let spread = radius * (1 - 2 * (Double(step) + 0.5) / Double(steps))
            add(path)
            if spread > 0 {
                context.stroke(
                    CairoContext.StrokeStyle(
                        lineWidth: 2 * spread, cap: .round, join: .round, miterLimit: 10, dashes: [], dashPhase: 0))
                add(path)
            }
            context.fill(evenOdd: false)
        }
    }
}

extension CairoContext.LineCap {
    init(_ cap: DrawnShape.LineCap) {
        self =
            switch cap {
            case .butt: .butt
            case .round: .round
            case .square: .square
            }
    }
}

extension CairoContext.LineJoin {
    init(_ join: DrawnShape.LineJoin) {
        self =
            switch join {
            case .miter: .miter
            case .round: .round
            case .bevel: .bevel
            }
    }
}
