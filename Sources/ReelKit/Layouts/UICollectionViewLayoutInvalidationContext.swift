import Foundation

/// What changed in a layout, as an invalidation says: everything, the data source's counts, or some items. reel
/// reads the whole layout again whatever it says; the flags are kept for the layout's own `invalidateLayout(with:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is invalid (a reload of the data).
    open internal(set) var invalidateEverything = false
    /// Whether the number of sections or items changed.
    open internal(set) var invalidateDataSourceCounts = false
    /// The items the layout should lay out again (nil: not said).
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// How the content size changes.
    open var contentSizeAdjustment = CGSize.zero
    /// How the content offset changes.
    open var contentOffsetAdjustment = CGPoint.zero

    /// An empty context.
    public required override init() { super.init() }

    /// Marks the items at `indexPaths` for a new layout.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }
}

extension UICollectionViewLayoutInvalidationContext {
    /// A context of the class `layout` makes (its `invalidationContextClass`).
    static func made(by layout: UICollectionViewLayout.Type) -> UICollectionViewLayoutInvalidationContext {
        let contextClass = layout.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (contextClass ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// The context of a change of the data source's items, of the class `layout` makes.
    static func dataSourceCounts(of layout: UICollectionViewLayout.Type) -> UICollectionViewLayoutInvalidationContext {
        let context = made(by: layout)
        context.invalidateDataSourceCounts = true
        return context
    }
}
