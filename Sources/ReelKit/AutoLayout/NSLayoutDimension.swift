import Foundation

/// A size: width or height.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, nil, multiplier: 1, constant: c)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }

    /// `self == multiplier × anchor + constant` (an aspect ratio, a fraction of another size).
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        relate(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
