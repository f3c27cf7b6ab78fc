/// What bars show: a button of a navigation bar or toolbar (`UIBarButtonItem`), a tab (`UITabBarItem`). Recorded,
/// not drawn: reel draws no bars.
@preconcurrency @MainActor
open class UIBarItem {
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets = UIEdgeInsets.zero
    open var tag = 0

    public init() {}
}
