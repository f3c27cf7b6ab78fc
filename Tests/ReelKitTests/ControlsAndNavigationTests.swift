import Foundation
import Testing

@testable import ReelKit

/// What a gallery's screen sets up around the collection view — buttons and their actions, bar button items, an
/// alert, the navigation stack — keeps UIKit's values and states; reel shows none of it and runs no handler.
@MainActor @Suite struct ControlsAndNavigationTests {
    @Test func buttonTypesStatesAndEventsHaveUIKitsRawValues() {
        let types: [UIButton.ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd]
        #expect(types.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIButton.ButtonType.close.rawValue == 7)
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State(rawValue: 4) == .selected)
        #expect(
            UIControl.Event.touchDown.rawValue == 1 && UIControl.Event(rawValue: 1 << 13) == .primaryActionTriggered)
    }

    @Test func aButtonKeepsItsTitlesColoursAndImagesPerState() {
        let like = UIButton(type: .system, primaryAction: UIAction(title: "Like", handler: { _ in }))
        like.setTitle("Like", for: .normal)
        like.setTitle("Liked", for: .selected)
        like.setTitleColor(.systemPink, for: .normal)
        #expect(like.title(for: .highlighted) == "Like")  // falls back to the normal title
        #expect(like.titleColor(for: .selected) == .systemPink)
        let heart = UIImage(systemName: "heart")
        like.setImage(heart, for: .normal)
        #expect(like.currentImage === heart && like.imageView?.image === heart)
        like.isSelected = true
        #expect(like.currentTitle == "Liked")
        like.isEnabled = false
        like.isHighlighted = true
        #expect(!like.isEnabled && like.isHighlighted)
    }

    @Test func actionsAreAddedAndRemovedByIdentifierAndTargetsAreIgnored() {
        let button = UIButton(type: .custom)
        let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), handler: { _ in })
        let identified = UIAction(identifier: UIAction.Identifier(rawValue: "save"), handler: { _ in })
        button.addAction(share, for: .touchUpInside)
        button.addAction(identified, for: .touchDown)
        #expect(button.actions.count == 2)
        #expect(share.title == "Share" && share.image != nil)
        #expect(identified.identifier.rawValue == "save")
        button.removeAction(identifiedBy: identified.identifier, for: .touchDown)
        #expect(button.actions.map(\.action.identifier) == [share.identifier])
        let selector = Selector("shareTapped")
        #expect(selector.name == "shareTapped" && selector.description.contains("shareTapped"))
        button.removeTarget(nil, action: selector, for: .touchUpInside)
        #expect(button.actions.count == 1)
    }

    @Test func barButtonItemsKeepTheirTitleImageAndAction() {
        let styles: [UIBarButtonItem.Style] = [.plain, .done]
        #expect(styles.map(\.rawValue) == [0, 2])
        let items: [UIBarButtonItem.SystemItem] = [.done, .cancel, .edit, .add, .compose, .action, .search, .refresh]
        #expect(items.map(\.rawValue) == [0, 1, 2, 4, 7, 9, 12, 13])
        #expect(UIBarButtonItem.SystemItem.trash.rawValue == 16)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: Selector("edit"))
        let filter = UIBarButtonItem(
            image: UIImage(systemName: "line.3.horizontal.decrease"), style: .done,
            target: nil, action: nil)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: Selector("add"))
        let refresh = UIBarButtonItem(systemItem: .refresh, primaryAction: UIAction(handler: { _ in }))
        let more = UIBarButtonItem(title: "More", image: nil, primaryAction: nil)
        more.isEnabled = false
        #expect(edit.title == "Edit" && filter.image != nil && add.primaryAction == nil)
        #expect(refresh.primaryAction != nil && !more.isEnabled && more.title == "More")
        let navigation = UINavigationItem(title: "Photos")
        navigation.rightBarButtonItem = add
        navigation.leftBarButtonItem = edit
        navigation.rightBarButtonItems = [add, refresh]
        navigation.leftBarButtonItems = [edit]
        navigation.largeTitleDisplayMode = .never
        #expect(navigation.title == "Photos" && navigation.rightBarButtonItems?.count == 2)
        #expect(navigation.leftBarButtonItem === edit && navigation.rightBarButtonItem === add)
        #expect(navigation.leftBarButtonItems?.first === edit)
        #expect(UINavigationItem.LargeTitleDisplayMode.automatic.rawValue == 0)
    }

    @Test func anAlertKeepsItsActionsAndTheNavigationStackItsRoot() {
        let alert = UIAlertController(
            title: "Delete photo?", message: "It goes for good.", preferredStyle: .actionSheet)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        cancel.isEnabled = false
        alert.addAction(delete)
        alert.addAction(cancel)
        alert.preferredAction = delete
        #expect(alert.preferredStyle == .actionSheet && alert.message == "It goes for good.")
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"] && alert.preferredAction === delete)
        #expect(delete.style == .destructive && !cancel.isEnabled)
        #expect(UIAlertAction.Style.cancel.rawValue == 1 && UIAlertController.Style.alert.rawValue == 1)
        let root = UIViewController(nibName: nil, bundle: nil)
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        #expect(navigation.popViewController(animated: true) == nil)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.topViewController === root)
        // Setting the stack makes its controllers children; the one it drops leaves.
        let detail = UIViewController(nibName: nil, bundle: nil)
        navigation.viewControllers = [detail]
        #expect(navigation.topViewController === detail && detail.parent === navigation && root.parent == nil)
        #expect(navigation.children.count == 1 && detail.navigationController === navigation)
    }

    /// A detail screen set up for presentation, as screens do before `present(_:animated:)`: UIKit's defaults and
    /// raw values, kept; nothing is presented.
    @Test func presentationStylesAreKeptWithUIKitsDefaults() {
        let detail = UIViewController(nibName: nil, bundle: nil)
        #expect(detail.modalPresentationStyle == .automatic && detail.modalTransitionStyle == .coverVertical)
        detail.modalPresentationStyle = .fullScreen
        detail.modalTransitionStyle = .crossDissolve
        detail.isModalInPresentation = true
        #expect(detail.modalPresentationStyle.rawValue == 0 && detail.modalTransitionStyle.rawValue == 2)
        #expect(UIModalPresentationStyle.automatic.rawValue == -2 && detail.isModalInPresentation)
        #expect(detail.presentingViewController == nil && !detail.isBeingPresented && !detail.isBeingDismissed)
    }
}
