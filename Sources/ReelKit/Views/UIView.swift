/// A view in a cell's hierarchy. What a cell shows is judged from its first `UIImageView` and `UILabel` (see
/// `UICollectionViewCell`); frames draw the whole tree (`drawing: app`, docs/drawing.md). Views are laid out when the
/// frame is drawn (the frame's layout pass) and when the user's code
/// asks (`layoutIfNeeded()`, `systemLayoutSizeFitting`, a cell's `preferredLayoutAttributesFitting`): then Auto
/// Layout solves the hierarchy's constraints and writes each view's `frame` (see `UIView+AutoLayout.swift`).
@preconcurrency @MainActor
open class UIView {
    open var frame: CGRect {
        didSet { frameChanged(from: oldValue) }
    }

    /// The view's own coordinates: its size at the origin. Setting it resizes the view about its center.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The frame's center, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var isHidden = false
    /// The view's affine transform about its centre: kept, and not drawn (the view is drawn in its frame).
    /// Setting one other than the identity is reported once as ignored.
    open var transform = CGAffineTransform.identity {
        didSet {
            if transform != .identity {
                GalleryEngines.ignored("UIView.transform: reel draws views untransformed, in their frames")
            }
        }
    }
    open var alpha: CGFloat = 1

    // Appearance: drawn in frames (`ViewDrawingBuilder` reads it), never judged.

    /// The view's layer, made when first asked, of the view's `layerClass`: corner radius, border, shadow.
    public private(set) lazy var layer: CALayer = {
        let layer = CALayer.backing(type(of: self).layerClass)
        layer.hostView = self
        return layer
    }()
    /// The class of the view's layer: a view overrides it to be backed by a `CAGradientLayer` or a `CAShapeLayer`
    /// (a class of the app's own is backed by a plain `CALayer`: Swift cannot make an instance of a class it only
    /// has the type of without a required initializer, which `CALayer` does not declare).
    open class var layerClass: AnyClass { CALayer.self }
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    /// The view's tint: its own, else its superview's, else the app's (system blue).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .tintColor }
        set { ownTintColor = newValue }
    }
    private var ownTintColor: UIColor?
    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    open var contentMode: ContentMode = .scaleToFill
    open var isUserInteractionEnabled = true
    open var isOpaque = true
    open var tag = 0
    /// What image libraries keep per view (on Apple's systems, in Objective-C associated objects): a view's current
    /// task, identifier and placeholder, by the library's own key.
    package var associatedValues: [String: Any] = [:]
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    /// Whether Auto Layout keeps the view's frame (with its `autoresizingMask`) rather than placing it by
    /// constraints; true by default, as in UIKit.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { layoutStructureChanged() } }
    }

    /// How the frame follows its superview's size when Auto Layout translates it.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if oldValue != autoresizingMask { layoutStructureChanged() } }
    }

    /// The view's Auto Layout state, made when it first takes part.
    var layoutState: ViewLayoutState?
    /// The layout passes the view waits for.
    var layoutFlags: LayoutFlags = [.needsLayout, .needsUpdateConstraints]
    public private(set) weak var superview: UIView?
    public internal(set) var subviews: [UIView] = []
    /// The controller whose root view this is (its `view`).
    weak var owningController: UIViewController?
    /// The cell whose `init` was running when this view was made (a property initializer of the cell).
    weak var constructedBy: UICollectionViewCell?

    public required init(frame: CGRect) {
        self.frame = frame
        MainActorState.current.constructionViews?.append(self)
    }

    public convenience init() { self.init(frame: .zero) }

    /// Makes the view from a nib or storyboard (its frame from the file); nil for any other coder.
    public required init?(coder: NSCoder) {
        guard let nib = coder as? NibCoder else { return nil }
        frame = nib.frame
        MainActorState.current.constructionViews?.append(self)
    }

    /// Called on each object a nib or storyboard made, once every object of the file is made and connected.
    open func awakeFromNib() {}

    /// Called when the view's traits change: when an `appearance` or `content_size` action changes them.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The part of the screen's safe area (the scenario's `safe_area`) the view covers, in its own edges (see
    /// `UIView+SafeArea.swift`).
    open var safeAreaInsets: UIEdgeInsets { screenSafeAreaInsets }
    /// Called when `safeAreaInsets` change: for a controller's root view, once before its first layout when the
    /// scenario has a safe area, and when the controller's `additionalSafeAreaInsets` change.
    open func safeAreaInsetsDidChange() {}
    /// Whether `layoutMarginsGuide` keeps clear of the safe area as well as of `layoutMargins`.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { safeAreaChanged() } }
    }

    /// Whether the view can take the first-responder status: none can (reel shows no keyboard).
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    /// Asks to become the first responder: refused.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives the first-responder status up (there is none to give).
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Ends editing in the view's hierarchy (nothing is edited in a run).
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }

    /// Touch handlers: never called (reel sends no touches); here so an app's overrides compile.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        view.superview = self
        subviews.append(view)
        view.layer.stackingOrder = StackingOrder.top()
        layoutStructureChanged()
        owningCell?.hierarchyChanged()
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        willMove(toSuperview: nil)
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.layoutStructureChanged()
        superview.deactivateConstraints(reaching: self)
        superview.owningCell?.hierarchyChanged()
        didMoveToSuperview()
    }

    /// Called before the view moves to `newSuperview` (nil: it is being removed), as UIKit calls it.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to its superview (or was removed from it).
    open func didMoveToSuperview() {}
    /// Called after `subview` was added to the view.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed from the view.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Never called with a window: reel's views are in no window (compiles so that an app's override does).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Never called: reel's views are in no window.
    open func didMoveToWindow() {}

    // Layout: overridable here, implemented in UIView+Layout.swift and UIView+AutoLayout.swift.

    /// Places the subviews; Auto Layout has already written their frames when it is called. Override to place
    /// views by hand.
    open func layoutSubviews() {}
    open func setNeedsLayout() { layoutFlags.insert(.needsLayout) }
    /// Solves the hierarchy's constraints (if it has any), writes the frames, then calls `layoutSubviews()` on each
    /// view that needs it, top down.
    open func layoutIfNeeded() { performLayoutIfNeeded() }
    /// The size the view's content needs; `UIView.noIntrinsicMetric` in an axis where it needs none.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeChanged() }
    /// Override to add or change constraints before a layout pass (call `super`).
    open func updateConstraints() { layoutFlags.remove(.needsUpdateConstraints) }
    /// The size that fits the view's content within `size`; a plain view keeps its size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// The smallest size the view's constraints allow near `targetSize` (both axes at `.fittingSizeLevel`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size the view's constraints give when its width and height are held to `targetSize` at the two
    /// priorities (`.required` width and `.fittingSizeLevel` height: the height a width needs).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The cell this view belongs to: the one it is inside, or the one that made it.
    var owningCell: UICollectionViewCell? {
        var view: UIView? = self
        while let current = view {
            if let cell = current as? UICollectionViewCell { return cell }
            if let cell = current.constructedBy { return cell }
            view = current.superview
        }
        return nil
    }

    /// Every view in this hierarchy, depth first.
    var allViews: [UIView] { [self] + subviews.flatMap(\.allViews) }
}
