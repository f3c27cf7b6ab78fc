import Foundation

/// UIKit's path object: a `CGPath` with the stroke settings UIKit draws it with. Frames draw it where a layer uses
/// its `cgPath` (`CAShapeLayer.path`, `shadowPath`, a mask's shape). `fill()`, `stroke()` and `addClip()` draw into
/// the current image context, whose images reel does not keep pixels of (docs/drawing.md), so they draw nothing.
open class UIBezierPath {
    private var path = CGMutablePath()

    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    private var dashes: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public init() {}

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle whose corners are UIKit's continuous curve of `cornerRadius` (circular when the radius is too
    /// large for the curve, a capsule at half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.append(
            .roundedRect(
                RoundedRectElement(
                    rect: rect.standardized, radius: max(0, cornerRadius), corners: 0xF, continuous: true,
                    transform: .identity)))
    }

    /// A rectangle whose `corners` are circular arcs of `cornerRadii.width` (UIKit uses the width alone).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.append(
            .roundedRect(
                RoundedRectElement(
                    rect: rect.standardized, radius: max(0, cornerRadii.width),
                    corners: UInt8(truncatingIfNeeded: corners.rawValue & 0xF), continuous: false,
                    transform: .identity)))
    }

    /// An arc about `center`; `clockwise` as seen on UIKit's screen (toward larger angles).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        path = CGMutablePath(elements: CGPath.elements)
    }

    /// The path as Core Graphics takes it (a copy: later changes to either do not reach the other).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    open func move(to point: CGPoint) { path.move(to: point) }

    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc about `center`, joined to the current point by a line; `clockwise` as seen on UIKit's screen.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // UIKit's y axis points down, so its clockwise is Core Graphics' counterclockwise.
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }

    open func removeAllPoints() { path = CGMutablePath() }

    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// The same outline drawn in the other direction (each subpath reversed).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = CGMutablePath(elements: PathReversal.reversed(path.elements))
        reversed.copyStyle(from: self)
        return reversed
    }

    /// Maps every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
    }

    open var isEmpty: Bool { path.isEmpty }

    /// The box of the path's points, control points included.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }

    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the path, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern: `count` lengths read from `pattern`, starting `phase` into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashes = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern: its length into `count`, the lengths into `pattern` when given, the phase.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (index, length) in dashes.enumerated() { pattern[index] = length } }
        count?.pointee = dashes.count
        phase?.pointee = dashPhase
    }

    /// Fills into the current image context (whose pixels reel does not keep: nothing is drawn).
    open func fill() {}

    /// Strokes into the current image context (whose pixels reel does not keep: nothing is drawn).
    open func stroke() {}

    /// Clips the current image context (whose pixels reel does not keep: nothing changes).
    open func addClip() {}

    private func copyStyle(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashes = other.dashes
        dashPhase = other.dashPhase
    }
}
