import Foundation

/// A view's layer: what UIKit draws a view's background, corners, border and shadow with. reel records what the
/// user's code sets (the template draws the frames), so a cell's appearance can be read back and drawn later.
@MainActor
open class CALayer {
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var opacity: Float = 1
    open var shadowColor: CGColor? = UIColor.black.cgColor
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var isOpaque = false
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// A layer masking this one (recorded, not applied).
    open var mask: CALayer?
    open var cornerCurve: CALayerCornerCurve = .circular

    public init() {}
}
