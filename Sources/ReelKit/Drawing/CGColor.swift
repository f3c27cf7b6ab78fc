import Foundation

/// A colour as a layer takes it (Core Graphics' type on Apple platforms): the UIColor it was made from.
public struct CGColor: Sendable, Hashable {
    /// The colour's components and alpha.
    public let color: UIColor

    public var alpha: CGFloat { color.alpha }
    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
}
