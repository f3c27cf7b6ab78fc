import Foundation

/// Insets from a rectangle's edges by reading direction (leading and trailing rather than left and right): a list
/// configuration's `directionalLayoutMargins`, a compositional layout's content insets. reel lays out left to right,
/// so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
}
