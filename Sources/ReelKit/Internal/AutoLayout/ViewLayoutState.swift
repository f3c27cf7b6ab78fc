import Foundation

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout (a view reel never lays out
/// carries only a nil reference).
@preconcurrency @MainActor
final class ViewLayoutState {
    /// The constraints installed on the view (it is their items' nearest common ancestor), in installation order.
    var constraints: [NSLayoutConstraint] = []
    /// Content hugging priorities: how strongly the view resists growing beyond its intrinsic size.
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    /// Compression resistance priorities: how strongly it resists shrinking below its intrinsic size.
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// The layout guides added to the view, in the order added (the system guides included once made).
    var guides: [UILayoutGuide] = []
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    /// The engines of the hierarchy rooted at this view, built on first use and dropped when the hierarchy's
    /// structure changes: one for `layoutIfNeeded` (when the view is a root), one for `systemLayoutSizeFitting`, so
    /// that a cell asked for its fitting size and then laid out at it re-solves both by suggested values only.
    var engine: LayoutEngine?
    var fittingEngine: LayoutEngine?
}

/// The layout passes a view is waiting for.
struct LayoutFlags: OptionSet, Sendable {
    let rawValue: UInt8

    /// `layoutSubviews()` is due at the next layout pass.
    static let needsLayout = LayoutFlags(rawValue: 1)
    /// `updateConstraints()` is due before the next layout pass.
    static let needsUpdateConstraints = LayoutFlags(rawValue: 2)
}
