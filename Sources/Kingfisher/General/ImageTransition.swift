/// How an image set on a view appears. The image is set when the transition starts, as UIKit's
/// `UIView.transition(with:…)` does; the transition then takes its duration of virtual time, and the completion of
/// `setImage` runs when it ends.
public enum ImageTransition: Sendable {
    /// No transition: the completion runs at once.
    case none
    /// A cross-fade of `TimeInterval` seconds.
    case fade(TimeInterval)
    /// A flip from the left.
    case flipFromLeft(TimeInterval)
    /// A flip from the right.
    case flipFromRight(TimeInterval)
    /// A flip from the top.
    case flipFromTop(TimeInterval)
    /// A flip from the bottom.
    case flipFromBottom(TimeInterval)

    /// The transition's length in seconds.
    public var duration: TimeInterval {
        switch self {
        case .none: 0
        case .fade(let seconds), .flipFromLeft(let seconds), .flipFromRight(let seconds), .flipFromTop(let seconds),
            .flipFromBottom(let seconds):
            seconds
        }
    }
}
