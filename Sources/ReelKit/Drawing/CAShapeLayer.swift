import Foundation

/// A layer that draws a path (a progress ring, a badge, a mask's shape): filled, then stroked, drawn in frames.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates (nil: nothing is drawn).
    open var path: CGPath?
    /// The fill colour (opaque black by default; nil: not filled).
    open var fillColor: CGColor? = UIColor.black.cgColor
    open var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke colour (nil by default: not stroked).
    open var strokeColor: CGColor?
    /// The share of the path's length the stroke starts at (0...1).
    open var strokeStart: CGFloat = 0
    /// The share of the path's length the stroke ends at (0...1): a progress ring sets it.
    open var strokeEnd: CGFloat = 1
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap = CAShapeLayerLineCap.butt
    open var lineJoin = CAShapeLayerLineJoin.miter
    open var lineDashPhase: CGFloat = 0
    /// Lengths drawn and skipped in turn along the stroke (nil: a solid line).
    open var lineDashPattern: [NSNumber]?
}

/// Which regions of a self-crossing path a shape layer fills.
public struct CAShapeLayerFillRule: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's stroked segments meet.
public struct CAShapeLayerLineJoin: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// How a shape layer's stroke ends.
public struct CAShapeLayerLineCap: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
