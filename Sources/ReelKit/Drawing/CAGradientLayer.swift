import Foundation

/// A layer filled with a gradient (a shade behind a photo's caption), drawn in frames (axial and radial; conic is
/// drawn axial).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s, as UIKit takes them), from the start point to the end point.
    open var colors: [Any]?
    /// Where each colour stops, from 0 to 1 (nil: evenly spaced).
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type = CAGradientLayerType.axial
}

/// The shape of a gradient.
public struct CAGradientLayerType: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
