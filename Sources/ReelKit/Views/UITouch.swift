import ReelCore

/// A finger on the screen. reel sends no touches, so none is ever made by reel; the type is here for the touch
/// handlers apps override (`touchesBegan(_:with:)`), which are never called.
@preconcurrency @MainActor
open class UITouch {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public init() {}

    /// The touch's phase.
    open var phase: Phase { .began }
    /// Taps in a row.
    open var tapCount: Int { 1 }
    /// The view the touch began in.
    open var view: UIView? { nil }

    /// Where the touch is in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Where the touch was before its last move.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// An event of touches (never sent in a reel run).
@preconcurrency @MainActor
open class UIEvent {
    public init() {}

    /// The touches of the event.
    open var allTouches: Set<UITouch>? { nil }
}

extension UITouch: Hashable {
    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
