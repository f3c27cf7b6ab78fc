import Foundation

/// A horizontal position: leading, trailing, left, right, centerX.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this item follows `anchor`'s at the standard distance.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }
}
