/// What an image view shows over itself while its image loads.
public enum IndicatorType {
    /// Nothing.
    case none
    /// A spinning `UIActivityIndicatorView`.
    case activity
    /// An indicator of the app's own.
    case custom(indicator: any Indicator)
}

/// A loading indicator: a view Kingfisher adds over the image view, shown while a request runs.
@MainActor
public protocol Indicator: Sendable {
    /// Shows the indicator and starts it.
    func startAnimatingView()
    /// Stops it and hides it.
    func stopAnimatingView()
    /// The indicator's offset from the image view's centre.
    var centerOffset: CGPoint { get }
    /// The view added over the image view.
    var view: KFCrossPlatformView { get }
}

extension Indicator {
    /// Centred by default.
    public var centerOffset: CGPoint { .zero }
}

/// The `.activity` indicator: a medium `UIActivityIndicatorView`, shown only while a request runs.
@MainActor
final class ActivityIndicator: Indicator {
    private let activityIndicatorView = UIActivityIndicatorView(style: .medium)
    /// Requests running, so overlapping requests keep it spinning until the last ends.
    private var animatingCount = 0

    var view: KFCrossPlatformView { activityIndicatorView }

    func startAnimatingView() {
        if animatingCount == 0 {
            activityIndicatorView.startAnimating()
            activityIndicatorView.isHidden = false
        }
        animatingCount += 1
    }

    func stopAnimatingView() {
        animatingCount = max(animatingCount - 1, 0)
        guard animatingCount == 0 else { return }
        activityIndicatorView.stopAnimating()
        activityIndicatorView.isHidden = true
    }
}
