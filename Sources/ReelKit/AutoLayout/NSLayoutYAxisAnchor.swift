import Foundation

/// A vertical position: top, bottom, centerY, first and last baseline.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this item sits below `anchor`'s at the standard distance.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.equal, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.greaterThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: 1, constant: systemSpacing * multiplier)
    }
}
