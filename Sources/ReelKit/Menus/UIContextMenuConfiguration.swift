import Foundation

/// Makes a context menu's actions, given the system's suggested ones.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes the controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a long press on a cell would show: a preview and a menu, made when the menu opens. Nobody long-presses in a
/// run, so a delegate's `collectionView(_:contextMenuConfigurationForItemAt:point:)` is never asked and the
/// providers never run.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    /// The identifier the app gave, or one of reel's.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(
        identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        let state = MainActorState.current
        state.contextMenusMade += 1
        self.identifier = identifier ?? "context-menu-\(state.contextMenusMade)" as NSString
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
