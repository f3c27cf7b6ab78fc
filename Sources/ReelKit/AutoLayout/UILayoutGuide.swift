import Foundation

/// Something a constraint can relate: a view or a layout guide.
@preconcurrency @MainActor
protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item is in: the view itself, or a guide's owning view (nil for a guide not
    /// added to a view).
    var layoutOwner: UIView? { get }
}

/// A rectangle in a view's coordinates that takes part in Auto Layout without being a view: constraints place it
/// and relate other items to it. A view's `layoutMarginsGuide` (its bounds inset by `layoutMargins`, inside the safe
/// area) and `safeAreaLayoutGuide` (its bounds inset by `safeAreaInsets`) are guides the view constrains itself.
@preconcurrency @MainActor
open class UILayoutGuide: LayoutItem {
    /// The view the guide was added to.
    public weak var owningView: UIView?
    open var identifier = ""
    /// The guide's frame in its owning view's coordinates, as last laid out.
    public internal(set) var layoutFrame: CGRect = .zero
    /// How the owning view places the guide itself (margins, safe area), or nil for a guide the user's constraints
    /// place.
    let systemRole: SystemRole?

    enum SystemRole {
        case margins, safeArea
    }

    public init() { systemRole = nil }

    init(role: SystemRole, owningView: UIView) {
        systemRole = role
        self.owningView = owningView
        identifier = role == .margins ? "UIViewLayoutMarginsGuide" : "UIViewSafeAreaLayoutGuide"
    }

    var layoutOwner: UIView? { owningView }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
