import Foundation

/// One change of a batch update or an applied snapshot, as `prepare(forCollectionViewUpdates:)` gets it.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        case insert
        case delete
        case reload
        case move
        case none
    }

    /// Where the item was before the update (nil for an insert).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where the item is after the update (nil for a delete).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }
}
