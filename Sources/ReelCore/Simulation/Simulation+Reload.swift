/// A cell an animated reload replaced, fading out over its item's new cell from `start` for `duration` ms.
struct ReloadCrossfade: Sendable {
    var cell: CellID
    var itemID: ItemID
    var start: Double
    var duration: Double
}

extension Simulation {
    /// `reloadItems` for the item at `index`, as UIKit applies it: a cell prepared for the item is discarded, and a
    /// displayed cell is replaced. The new cell is dequeued (prepareForReuse when it comes from the pool), configured
    /// and displayed while the old one is still in the collection view, so it is always another cell object and
    /// starts from its own state: whatever the old cell held — its image, its load, anything of its own — stays
    /// with the old cell. The old cell ends displaying and leaves: when the apply is animated it fades out over the new
    /// one for `crossfadeMs` (held out of the pool meanwhile), else it goes straight to the pool.
    mutating func reload(itemAt index: Int, crossfadeMs: Double) {
        if cellStore.prepared[index] != nil { recorder.take(cellStore.unprepare(index: index)) }
        guard let old = cellStore.removeDisplayed(at: index) else { return }
        let itemID = items[index].id
        let showedImage = state(of: cellStore[old]).0 == .correct
        record(.reload(cell: old, itemID: itemID))
        display(itemAt: index)
        if showedImage, let new = cellStore.displayed[index] { cellStore.noteImageLoss(.reload, in: new) }
        let fades = crossfadeMs > 0
        endDisplay(old, itemID: itemID, index: index, afterwards: fades ? .holdUntil(now + crossfadeMs) : .pool)
        if fades { crossfades.append(ReloadCrossfade(cell: old, itemID: itemID, start: now, duration: crossfadeMs)) }
    }

    /// The cells fading out in the frame at `now` (content offset `snapped`), over the new cells of their items;
    /// crossfades that have ended are dropped.
    mutating func fadingCells(offsetBy snapped: Double) -> [FadingCell] {
        guard !crossfades.isEmpty else { return [] }
        let now = self.now
        crossfades.removeAll { now >= $0.start + $0.duration }
        var fading: [FadingCell] = []
        for fade in crossfades {
            guard let index = dataSource.index(ofItem: fade.itemID), cellStore.displayed[index] != nil else { continue }
            var old = cellStore[fade.cell]
            old.itemIndex = index
            let opacity = 1 - (now - fade.start) / fade.duration
            fading.append(FadingCell(cell: drawn(old, at: index, offsetBy: snapped), opacity: opacity))
        }
        return fading
    }

    /// A cell that is not displayed, drawn where the item at `index` is: its text, image and state (not counted).
    private func drawn(_ cell: Cell, at index: Int, offsetBy snapped: Double) -> VisibleCell {
        let item = items[index]
        let shown = cell.configuredItemID.flatMap { dataSource.configuredItem($0) } ?? item
        let (state, wrong) = state(of: cell)
        var drawn = VisibleCell(
            cellID: cell.id, itemID: item.id, itemIndex: index, title: shown.title, subtitle: shown.subtitle,
            frame: currentFrame(ofItemAt: index).offsetBy(dy: -snapped), content: cell.content, state: state,
            wrong: wrong
        )
        drawn.flags = dataSource.flags(at: index)
        drawn.contentSize = contentSize
        if layout.isSelfSizing {
            drawn.imageFrame = layoutState.imageRect(for: shown)
            drawn.titleLines = layoutState.titleLines(for: shown)
        } else if layout.isFramed {
            drawn.imageFrame = layoutState.imageRect(for: item)
            if layoutState.drawsSelfSizingCells { drawn.titleLines = layoutState.titleLines(for: shown) }
        }
        return drawn
    }
}
