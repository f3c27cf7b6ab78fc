import Dispatch
import Synchronization

/// UIKit's block animations on reel's clock. As in UIKit, the `animations` block runs at once, inside the call: the
/// views take their final values (an image set in a cross-dissolve, an alpha faded in) and the cells show them from
/// the next frame. reel draws no in-between frames (each frame draws the views' final values); what an animation
/// costs is its time: the completion runs `delay + duration` seconds of virtual time later, on the main queue, with
/// `true`, and with a duration of 0 or less on the main queue's next turn.
extension UIView {
    /// Options of block animations and transitions. reel keeps them for fidelity; none changes when the completion
    /// runs.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Animates the changes `animations` makes over `duration` seconds after `delay`; `completion` runs when it ends.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        AnimationCompletion.schedule(completion, after: max(0, delay) + max(0, duration))
    }

    /// Animates the changes `animations` makes over `duration` seconds; `completion` runs when it ends.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// A spring animation: the timing is `duration` after `delay`, whatever the damping and velocity.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// A transition of `view` (a cross-dissolve to the image `animations` sets, a flip): the changes are made at
    /// once, and `completion` runs `duration` seconds later.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        AnimationCompletion.schedule(completion, after: max(0, duration))
    }

    /// A transition from `fromView` to `toView`: `toView` takes `fromView`'s place in its superview (or, with
    /// `.showHideTransitionViews`, `fromView` is hidden and `toView` shown), and `completion` runs `duration` seconds
    /// later.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.addSubview(toView)
            fromView.removeFromSuperview()
        }
        AnimationCompletion.schedule(completion, after: max(0, duration))
    }

    /// Options of keyframe animations (kept, as `AnimationOptions` are).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// A keyframe animation: `animations` (and the keyframes it adds) run at once, and `completion` runs
    /// `delay + duration` seconds later, as a block animation's does.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        AnimationCompletion.schedule(completion, after: max(0, delay) + max(0, duration))
    }

    /// One keyframe of the animation being built: its changes are made at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        animations()
    }

    /// Runs `actionsWithoutAnimation` with animations off (reel animates nothing between frames anyway).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Whether animations are enabled (`setAnimationsEnabled(_:)`); they change nothing reel draws.
    public class var areAnimationsEnabled: Bool { AnimationCompletion.enabled.value.isOn }

    /// Turns animations on or off, for the running app.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationCompletion.enabled.value.isOn = enabled
    }
}

/// When a completion handler of UIKit's runs (an animation's, `UIApplication.open`'s), and whether the running app
/// has animations enabled.
@preconcurrency @MainActor
enum AnimationCompletion {
    /// The running app's switch (each run's app starts with animations on).
    static let enabled = AppLocal { AnimationSwitch() }

    /// Runs `completion` with `finished` on the main queue `seconds` from now (reel's clock in a simulation): an
    /// animation's with `true`, an app call that did nothing with `false`.
    static func schedule(_ completion: ((Bool) -> Void)?, with finished: Bool = true, after seconds: TimeInterval) {
        guard let completion else { return }
        let pending = PendingCompletion(completion)
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
            MainActor.assumeIsolated { pending.run(finished) }
        }
    }
}

/// Whether animations are on.
final class AnimationSwitch: Sendable {
    private let state = Mutex(true)

    var isOn: Bool {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}

/// A completion handler on its way to the main queue.
// @unchecked Sendable: made on the main actor and run only on it (`MainActor.assumeIsolated` checks that where it
// runs), so the closure it holds is never called from another thread or while the main actor runs other code.
private final class PendingCompletion: @unchecked Sendable {
    private let completion: (Bool) -> Void

    init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }

    func run(_ finished: Bool) { completion(finished) }
}
