/// A pull-to-refresh control: compiles and is kept; nobody pulls in a reel run, so its actions never run, and
/// `beginRefreshing()` / `endRefreshing()` only set `isRefreshing`. Using one is reported once per run.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() {
        GalleryEngines.ignored(Self.ignoredMessage)
        isRefreshing = true
    }

    open func endRefreshing() {
        GalleryEngines.ignored(Self.ignoredMessage)
        isRefreshing = false
    }

    static let ignoredMessage = "UIRefreshControl: nobody pulls to refresh in a reel run, so its action never runs"
}
