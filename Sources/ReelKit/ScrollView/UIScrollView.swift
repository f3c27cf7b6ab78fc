import ReelCore

/// A scrolling view. reel scrolls one view, the collection view it drives (`UICollectionView` is a scroll view, as in
/// UIKit), by the scenario's script; any other scroll view keeps what the app sets and never moves.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    private var offset = CGPoint.zero

    /// The scroll position: what the app set on a scroll view reel does not drive.
    open var contentOffset: CGPoint {
        get { offset }
        set { offset = newValue }
    }
    /// The size of the scrolled content.
    open var contentSize = CGSize.zero
    /// Space around the content: for the collection view reel drives, its top and bottom (with the safe area by
    /// `contentInsetAdjustmentBehavior`) are where the content rests and ends (`adjustedContentInset`).
    open var contentInset = UIEdgeInsets.zero
    /// Kept, never drawn.
    open var showsVerticalScrollIndicator = true
    /// Kept, never drawn.
    open var showsHorizontalScrollIndicator = true
    /// Kept, never drawn.
    open var indicatorStyle = IndicatorStyle.default
    /// Insets of the scroll indicators (kept; reel's indicator keeps clear of the safe area).
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both indicators' insets (UIKit's older name): reads the vertical one, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Kept: only the scenario's script scrolls.
    open var isScrollEnabled = true
    /// Kept: only the scenario's script scrolls.
    open var isPagingEnabled = false
    /// Kept: only the scenario's script scrolls.
    open var bounces = true
    /// Kept: only the scenario's script scrolls.
    open var alwaysBounceVertical = false
    /// Kept: only the scenario's script scrolls.
    open var alwaysBounceHorizontal = false
    /// How the safe area adds to `contentInset` (`adjustedContentInset`).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// `contentInset` with the safe area added by `contentInsetAdjustmentBehavior`: `.never` adds none, `.always`
    /// every edge's, `.automatic` and `.scrollableAxes` the top and bottom of a vertically scrolling view (the
    /// collection view reel drives) and no side (a layout keeps clear of the sides itself).
    open var adjustedContentInset: UIEdgeInsets { adjustedInset }
    /// Called when `adjustedContentInset` changes: for the collection view reel drives, once before its first
    /// layout when its adjusted inset is not zero, then when the app's `contentInset` or behaviour changes it.
    open func adjustedContentInsetDidChange() {}
    /// Kept: reel shows no keyboard.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// The deceleration a fling uses (kept; the scenario's script sets reel's).
    open var decelerationRate = DecelerationRate.normal
    /// Whether the user's finger is down: never, in a reel run (the script scrolls).
    open var isTracking: Bool { false }
    /// Whether the user is dragging: never, in a reel run.
    open var isDragging: Bool { false }
    /// Whether a fling is slowing down: never seen by app code in a reel run.
    open var isDecelerating: Bool { false }

    /// Sets the scroll position (at once: reel animates no scroll view).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Kept as a no-op: only the scenario's script scrolls.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}

    /// How the content inset is adjusted for the safe area.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// How dragging the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How fast a fling slows down.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
