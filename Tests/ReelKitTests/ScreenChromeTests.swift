import Foundation
import Reel
import ReelCore
import Testing

@testable import ReelKit

/// What screens put beside the grid: context menus, share sheets, the pasteboard, haptics, page controls, bars and
/// tabs, selector observers, rotation. They compile as UIKit declares them, keep what the app sets, and change no
/// frame; what reel cannot do (haptics, selector messages) is reported once as ignored.
@MainActor @Suite(.serialized) struct ScreenChromeTests {
    static var catalog: BindingCatalog {
        var catalog = BindingCatalog()
        catalog.register(as: "sharing") { items in SharingPhotosViewController(photos: items.map(Photo.init)) }
        return catalog
    }

    @Test func aScreenWithMenusSharingAndBarsRunsAndReportsWhatItIgnores() async throws {
        let scenario = CorpusControllersTests.scenario(gallery: "sharing", action: "none")
            .replacingOccurrences(of: #"{ "call": { "name": "none" } }, "#, with: "")
        let run = try await CorpusControllersTests.render(scenario, catalog: Self.catalog)
        let again = try await CorpusControllersTests.render(scenario, workers: 2, catalog: Self.catalog)
        #expect(run.metrics.count(.correct) > 0)
        #expect(run.metrics.count(.stale) == 0 && run.metrics.count(.wrongText) == 0)
        #expect(run.metrics.gallery.outcomes["error", default: 0] == 0, "\(run.metrics.gallery.messages)")
        let ignored = run.metrics.gallery.messages.filter { $0.hasPrefix("ignored: ") }
        #expect(
            ignored == [
                "ignored: NotificationCenter.addObserver(_:selector:name:object:): reel sends no message by selector"
            ])
        #expect(run.outputs == again.outputs)
    }

    @Test func menusAndActionsKeepWhatTheyAreMadeWith() {
        let photo = Photo(id: "7", caption: "Harbour", url: URL(string: "https://example.com/7.jpg")!)
        let menu = SharingPhotosViewController.menu(for: photo, presenter: UIViewController())
        #expect(menu.title == "Harbour")
        #expect(menu.children.map(\.title) == ["Copy Link", "Share", ""])
        let inline = try? #require(menu.children.last as? UIMenu)
        #expect(inline?.options == .displayInline)
        #expect((inline?.children.first as? UIAction)?.attributes == .destructive)
        #expect((inline?.children.first as? UIAction)?.state == .off)
        let renamed = menu.replacingChildren([])
        #expect(renamed.identifier == menu.identifier && renamed.children.isEmpty && renamed.title == "Harbour")
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil)
        #expect((configuration.identifier as? NSString)?.hasPrefix("context-menu-") == true)
        // A delegate that asks nothing gets no menu, as UIKit's optional method does.
        final class Quiet: UICollectionViewDelegate {}
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let point = CGPoint(x: 1, y: 1)
        #expect(Quiet().collectionView(collection, contextMenuConfigurationForItemAt: [0, 0], point: point) == nil)
    }

    @Test func thePasteboardKeepsWhatIsCopiedAndCountsChanges() {
        let board = UIPasteboard(name: .general)
        #expect(!board.hasStrings && board.string == nil && board.numberOfItems == 0)
        board.string = "hello"
        #expect(board.hasStrings && board.string == "hello" && !board.hasURLs && board.changeCount == 1)
        board.urls = [URL(string: "https://a")!, URL(string: "https://b")!]
        #expect(board.url?.absoluteString == "https://a" && board.numberOfItems == 2 && board.string == nil)
        board.image = UIImage()
        #expect(board.hasImages && board.images?.count == 1 && board.changeCount == 3)
        #expect(UIPasteboard.general === UIPasteboard.general)
    }

    @Test func aPageControlKeepsItsPageWithinItsPages() {
        let pages = UIPageControl()
        pages.numberOfPages = 4
        pages.currentPage = 9
        #expect(pages.currentPage == 3)
        pages.currentPage = -2
        #expect(pages.currentPage == 0)
        pages.currentPage = 3
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 78, height: 26))
        #expect(pages.intrinsicContentSize == CGSize(width: 52, height: 26))
        pages.setIndicatorImage(UIImage(), forPage: 1)
        #expect(pages.indicatorImage(forPage: 1) != nil && pages.indicatorImage(forPage: 0) == nil)
        #expect(pages.interactionState == .none && pages.backgroundStyle == .automatic)
    }

    @Test func barsAndTabsAreRecorded() {
        let controller = UIViewController()
        controller.title = "Library"
        #expect(controller.tabBarItem.title == "Library" && controller.tabBarItem.tag == 0)
        // A later title is the tab's and the navigation item's too, as in UIKit.
        #expect(controller.navigationItem.title == "Library")
        controller.title = "Albums"
        #expect(controller.tabBarItem.title == "Albums" && controller.navigationItem.title == "Albums")
        controller.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        #expect(controller.tabBarItem.tag == 4)
        let tab = UITabBarItem(title: "A", image: nil, selectedImage: UIImage())
        tab.badgeValue = "3"
        #expect(tab.selectedImage != nil && tab.badgeValue == "3" && tab.isEnabled)
        #expect(controller.edgesForExtendedLayout == .all && !controller.extendedLayoutIncludesOpaqueBars)
        controller.setToolbarItems([.flexibleSpace(), .fixedSpace(8)], animated: true)
        #expect(controller.toolbarItems?.count == 2 && controller.toolbarItems?.last?.width == 8)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
        let sheet = UIActivityViewController(activityItems: ["x"], applicationActivities: [UIActivity()])
        #expect(sheet.activityItems.count == 1 && sheet.applicationActivities?.count == 1)
        #expect(UIActivity.activityCategory == .action && UIActivity().activityType == nil)
    }

    @Test func hapticsAreIgnoredAndFeedbackStylesKeepUIKitsValues() {
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        #expect(UIMenuElement.State.mixed.rawValue == 2)
        // Outside a run nothing is reported (and nothing traps).
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.warning)
        UISelectionFeedbackGenerator().selectionChanged()
    }
}
