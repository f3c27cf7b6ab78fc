/// A cell of a list: `defaultContentConfiguration()` gives the list content to fill in, `accessories` are recorded
/// (not drawn; an accessory's label or image view is never read as what the cell shows).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the cell's edges.
    open var accessories: [UICellAccessory] = []
    /// How far the cell's content is indented per level.
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true

    /// A plain list cell's content configuration with nothing set, to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
