import Foundation

/// The app object, for what gallery screens ask of it: the app's state (always active in a run), whether a URL can
/// be opened, and the notifications image caches observe (`didReceiveMemoryWarningNotification`). reel runs no app
/// around the gallery: opening a URL opens nothing (reported once as ignored, its completion called with `false`),
/// and no notification of the app's life is posted.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The running app's object (each run has its own, as each launch has).
    public static var shared: UIApplication { app.value }

    /// Where the app is in its life: active for the whole run.
    public enum State: Int, Sendable { case active, inactive, background }

    /// Options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public var applicationState: State { .active }
    public var isIdleTimerDisabled = false
    public var isNetworkActivityIndicatorVisible = false
    public var applicationIconBadgeNumber = 0

    /// Whether an app could open `url`: none can in a run.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens nothing (reported once as ignored); `completion` is called with `false` on the main queue's next turn.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        GalleryEngines.ignored("UIApplication.open: reel opens no URLs")
        AnimationCompletion.schedule(completion, with: false, after: 0)
    }

    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")

    /// The running app's object, made the first time its code asks.
    private static let app = AppObject { UIApplication() }

    override private init() { super.init() }
}
