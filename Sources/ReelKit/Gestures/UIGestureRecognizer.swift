import ReelCore

/// A gesture recognizer: made, configured and added to a view as UIKit has it, and kept. reel sends no touches, so
/// none is ever recognized and its action is never sent; adding one to a view is reported once as ignored.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// The recognizer's state: always `.possible` (no touch ever arrives).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The view the recognizer was added to.
    public internal(set) weak var view: UIView?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    public var state: State { .possible }
    /// The targets and actions added, kept and never sent.
    private var actions: [(target: AnyObject?, action: Selector)] = []

    public init(target: Any?, action: Selector?) {
        if let action { actions.append((target as AnyObject?, action)) }
    }

    public convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) { actions.append((target as AnyObject, action)) }

    open func removeTarget(_ target: Any?, action: Selector?) {
        actions.removeAll { entry in
            (target == nil || entry.target === target as AnyObject?) && (action == nil || entry.action == action)
        }
    }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

    /// Where the touches are, in `view`'s coordinates: the origin (no touch ever arrives).
    open func location(in view: UIView?) -> CGPoint { .zero }

    static let ignoredMessage =
        "addGestureRecognizer(_:): reel sends no touches, so a gesture recognizer never fires its action"
}

/// A tap.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A long press.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var allowableMovement: CGFloat = 10
}

/// A pan (drag).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// How far the pan has moved: nowhere (no touch ever arrives).
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    /// How fast the pan moves: not at all.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A swipe.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe is recognized in.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction = Direction.right
    open var numberOfTouchesRequired = 1
}

/// A pinch.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    /// How fast the pinch scales: not at all.
    open var velocity: CGFloat { 0 }
}

/// A gesture recognizer's delegate (every method optional; none is called, as no touch arrives).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}
