/// How an image set by `sd_setImage` appears when it was downloaded (or read from disk asynchronously): set when the
/// transition starts, the completion called when it ends, `duration` of virtual time later.
public final class SDWebImageTransition: Sendable {
    /// The transition's length in seconds.
    public let duration: TimeInterval

    init(duration: TimeInterval) {
        self.duration = duration
    }

    /// A cross-fade of 0.5 s.
    public static var fade: SDWebImageTransition { fade(duration: 0.5) }
    /// A cross-fade of `duration` seconds.
    public static func fade(duration: TimeInterval) -> SDWebImageTransition { SDWebImageTransition(duration: duration) }
    /// A flip from the left, 0.5 s.
    public static var flipFromLeft: SDWebImageTransition { SDWebImageTransition(duration: 0.5) }
    /// A flip from the right, 0.5 s.
    public static var flipFromRight: SDWebImageTransition { SDWebImageTransition(duration: 0.5) }
    /// A curl up, 0.5 s.
    public static var curlUp: SDWebImageTransition { SDWebImageTransition(duration: 0.5) }
    /// A curl down, 0.5 s.
    public static var curlDown: SDWebImageTransition { SDWebImageTransition(duration: 0.5) }
}

/// A loading indicator a view shows while `sd_setImage` loads.
@MainActor
public protocol SDWebImageIndicator: AnyObject, Sendable {
    /// The indicator's view, added over the image view.
    var indicatorView: UIView { get }
    /// Shows and starts it.
    func startAnimatingIndicator()
    /// Stops and hides it.
    func stopAnimatingIndicator()
}

/// A `UIActivityIndicatorView` as the loading indicator.
@MainActor
public final class SDWebImageActivityIndicator: SDWebImageIndicator {
    private let activity: UIActivityIndicatorView

    init(style: UIActivityIndicatorView.Style) {
        activity = UIActivityIndicatorView(style: style)
    }

    /// A medium grey spinner.
    public static var gray: SDWebImageActivityIndicator { SDWebImageActivityIndicator(style: .medium) }
    /// A medium spinner.
    public static var medium: SDWebImageActivityIndicator { SDWebImageActivityIndicator(style: .medium) }
    /// A large spinner.
    public static var large: SDWebImageActivityIndicator { SDWebImageActivityIndicator(style: .large) }

    public var indicatorView: UIView { activity }
    public func startAnimatingIndicator() { activity.startAnimating() }
    public func stopAnimatingIndicator() { activity.stopAnimating() }
}
