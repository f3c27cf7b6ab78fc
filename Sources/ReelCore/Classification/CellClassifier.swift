/// Ground truth for one cell: what it shows (its image view's content, the item its title came from) against the item
/// it represents. reel never guesses from pixels: every image carries the item and URL it was loaded for.
package enum CellClassifier {
    /// The state of a cell that represents `item`, shows `content` and the text of the item `textItemID`, and the kind
    /// of wrong when stale: `outdated` (an older image of the same item) or `other-item`. A cell that represents no
    /// item (nil) shows a placeholder.
    package static func classify(
        content: CellContent, textItemID: ItemID, representing item: Item?
    ) -> (CellState, wrong: String?) {
        guard let item else { return (.placeholder, nil) }
        if textItemID != item.id { return (.wrongText, nil) }
        let tag: ImageTag
        let shown: CellState
        switch content {
        case .empty, .placeholder: return (.placeholder, nil)
        case .image(let image): (tag, shown) = (image, .correct)
        case .failed(let image, _): (tag, shown) = (image, .failed)
        }
        if tag.loadedForURL == item.url { return (shown, nil) }
        return (.stale, tag.itemID == item.id ? "outdated" : "other-item")
    }
}
