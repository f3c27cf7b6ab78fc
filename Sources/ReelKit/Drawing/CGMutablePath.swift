import Foundation

/// Core Graphics' path to build: each call adds to the current subpath, optionally mapped by a transform.
public final class CGMutablePath: CGPath {
    public init() {
        super.init(elements: [])
    }

    override init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.applying(transform)))
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.line(point.applying(transform)))
    }

    /// A quadratic curve to `end`, kept as the cubic curve that draws the same.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        // In the path's space: the current point is there already, the control and end points once transformed.
        let (start, control, end) = (currentPoint, control.applying(transform), end.applying(transform))
        let first = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let second = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        append(.curve(first, second, end))
    }

    /// A cubic curve to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        append(.curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        append(.close)
    }

    /// A closed rectangle as a subpath of its own.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        addLines(
            between: [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ], transform: transform)
        closeSubpath()
    }

    /// Each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A subpath through `points`: a move to the first and lines to the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// An ellipse filling `rect`, as a closed subpath of four curves starting at its right-hand end.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let scale = CGAffineTransform(a: rect.width / 2, b: 0, c: 0, d: rect.height / 2, tx: center.x, ty: center.y)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        appendArc(center: .zero, radius: 1, from: 0, to: 2 * CGFloat.pi, transform: scale)
        closeSubpath()
    }

    /// A rectangle with circular corners; corners of different width and height use the smaller size.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        append(
            .roundedRect(
                RoundedRectElement(
                    rect: rect.standardized, radius: max(0, min(cornerWidth, cornerHeight)), corners: 0xF,
                    continuous: false, transform: transform)))
    }

    /// An arc of `radius` about `center` from `startAngle` to `endAngle` (radians from the positive x axis toward
    /// positive y); `clockwise` in Core Graphics' unflipped sense, so `true` runs toward smaller angles — on UIKit's
    /// flipped screen, counterclockwise. A line joins the current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var end = endAngle
        if clockwise {
            while end > startAngle { end -= 2 * CGFloat.pi }
        } else {
            while end < startAngle { end += 2 * CGFloat.pi }
        }
        addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: end - startAngle, transform: transform)
    }

    /// An arc of `radius` about `center` from `startAngle` turning by `delta` radians (positive toward positive y).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .close {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        appendArc(center: center, radius: radius, from: startAngle, to: startAngle + delta, transform: transform)
    }

    /// A line toward `tangent1End` and an arc of `radius` tangent to both lines (the current point to
    /// `tangent1End`, `tangent1End` to `tangent2End`).
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let start = currentPoint.applying(transform.inverted())
        // Unit directions from the corner back to the current point and on to the second tangent point.
        let back = (x: start.x - tangent1End.x, y: start.y - tangent1End.y)
        let onward = (x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let backLength: CGFloat = hypot(back.x, back.y)
        let onwardLength: CGFloat = hypot(onward.x, onward.y)
        let cross: CGFloat = back.x * onward.y - back.y * onward.x
        guard backLength > 0, onwardLength > 0, radius > 0, abs(cross) > 1e-12 else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        let u = (x: back.x / backLength, y: back.y / backLength)
        let v = (x: onward.x / onwardLength, y: onward.y / onwardLength)
        let angle: CGFloat = acos(max(-1, min(1, u.x * v.x + u.y * v.y)))
        let reach: CGFloat = radius / tan(angle / 2)
        let tangentPoint = CGPoint(x: tangent1End.x + u.x * reach, y: tangent1End.y + u.y * reach)
        let exit = CGPoint(x: tangent1End.x + v.x * reach, y: tangent1End.y + v.y * reach)
        let bisector = (x: u.x + v.x, y: u.y + v.y)
        let bisectorLength: CGFloat = hypot(bisector.x, bisector.y)
        let centerDistance: CGFloat = radius / sin(angle / 2)
        let center = CGPoint(
            x: tangent1End.x + bisector.x / bisectorLength * centerDistance,
            y: tangent1End.y + bisector.y / bisectorLength * centerDistance)
        let from: CGFloat = atan2(tangentPoint.y - center.y, tangentPoint.x - center.x)
        // The arc between the two tangent points turns less than half a turn: the short way round.
        var to: CGFloat = atan2(exit.y - center.y, exit.x - center.x)
        while to - from > CGFloat.pi { to -= 2 * CGFloat.pi }
        while to - from <= -CGFloat.pi { to += 2 * CGFloat.pi }
        addLine(to: tangentPoint, transform: transform)
        appendArc(center: center, radius: radius, from: from, to: to, transform: transform)
    }

    /// Every element of `path`, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.applying(transform)) }
    }

    /// Cubic curves following the arc from angle `from` to `to`, a quarter turn at most each.
    private func appendArc(
        center: CGPoint, radius: CGFloat, from: CGFloat, to: CGFloat, transform: CGAffineTransform
    ) {
        let turn = to - from
        guard turn.isFinite, radius.isFinite, abs(turn) > 0 else { return }
        let pieces = min(64, max(1, Int((abs(turn) / (CGFloat.pi / 2)).rounded(.up))))
        let step = turn / CGFloat(pieces)
        let handle = 4 / 3 * tan(step / 4) * radius
        for piece in 0..<pieces {
            let a0 = from + step * CGFloat(piece)
            let a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            let c1 = CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
            let c2 = CGPoint(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1))
            append(.curve(c1.applying(transform), c2.applying(transform), p1.applying(transform)))
        }
    }

    /// Adds an element; a path stops growing at `maximumElements`.
    override func append(_ element: PathElement) {
        guard elements.count < Self.maximumElements else { return }
        super.append(element)
    }

    /// The most elements a path holds (a cell's shapes have a few dozen).
    static let maximumElements = 100_000
}
