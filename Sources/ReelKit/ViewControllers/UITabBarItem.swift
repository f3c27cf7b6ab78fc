/// A controller's tab: its title, image and badge (recorded, not drawn: reel draws no tab bar).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// UIKit's system tabs, with its raw values.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}
