import ReelCore
import ReelExecutors

extension GalleryHost {
    /// The cell provider for the item at `index`, on the cell the frame loop dequeued.
    func configure(cell cellID: CellID, itemAt index: Int) {
        // Once the run must stop (a nib that cannot be loaded), no more of the gallery's code is called.
        guard let world, let collectionView, let dataSource, stop.withLock({ $0 == nil }) else { return }
        let itemID = world.items[index].id
        let indexPath = dataSource.indexPath(ofFlatIndex: index)
        let returned = cells.dequeuing(cellID, at: indexPath) {
            CellOrigin.$current.withValue(CellOrigin(cell: cellID, itemID: itemID)) {
                let cell = dataSource.cell(at: index, itemID: itemID, in: collectionView)
                // UIKit updates a dequeued cell's configuration before it is displayed.
                cell?.updateConfigurationIfNeeded()
                return cell
            }
        }
        if let returned, returned !== cells[cellID], !cells.contains(cellID), returned.cellID == nil,
            returned is UITableViewCell
        {
            // A table cell the app made itself when `dequeueReusableCell(withIdentifier:)` found none in the pool, as
            // UIKit apps did before registration: it is this cell's object from now on.
            adopt(returned, as: cellID, reuseIdentifier: returned.reuseIdentifier ?? "")
        } else if let returned, returned !== cells[cellID] {
            report(.error, "the cell provider returned a cell it did not dequeue for item \(itemID)", cell: cellID)
        } else if returned == nil, !cells.contains(cellID) {
            report(.error, "the cell provider returned no cell for item \(itemID)", cell: cellID)
        }
        if !hasConstrainedCells.withLock({ $0 }), let cell = cells[cellID], cell.hasConstraintsInTree {
            hasConstrainedCells.withLock { $0 = true }
        }
        markDirty(cellID)
    }

    /// `dequeueReusableCell`: the object of the cell the frame loop chose, made on first use.
    /// `make` makes a new cell (from a nib) instead of `type.init(frame:)`.
    func dequeue(
        _ type: UICollectionViewCell.Type, reuseIdentifier: String, at indexPath: IndexPath,
        make: (() -> UICollectionViewCell)? = nil
    ) -> UICollectionViewCell {
        guard let cellID = cells.dequeuing else {
            report(.error, "a cell was dequeued outside the cell provider (reel dequeues while configuring)")
            return CellConstruction.construct { make?() ?? type.init(frame: .zero) }
        }
        if let cell = cells[cellID], Swift.type(of: cell) == type {
            cell.configurations.needsUpdate = true
            return cell
        }
        if cells.contains(cellID) {
            report(.error, "cell #\(cellID) is reused as another class (\(type)): one cell class per gallery")
        }
        let cell = CellConstruction.construct { make?() ?? type.init(frame: .zero) }
        adopt(cell, as: cellID, reuseIdentifier: reuseIdentifier)
        return cell
    }

    /// `cell` is the object of `cellID` from now on.
    private func adopt(_ cell: UICollectionViewCell, as cellID: CellID, reuseIdentifier: String) {
        cell.cellID = cellID
        cell.engine = self
        cell.reuseIdentifier = reuseIdentifier
        cells.adopt(cell, as: cellID)
        // Updated when the cell provider returns it (see `configure(cell:itemAt:)`).
        cell.configurations.needsUpdate = true
    }

    func pooledCell() -> UICollectionViewCell? {
        cells.dequeuing.flatMap { cells[$0] }
    }

    var indexPathBeingDequeued: IndexPath? { cells.dequeuingIndexPath }

    /// The height a configured cell asks for at `width` in a self-sizing layout, as UIKit sizes it:
    /// `preferredLayoutAttributesFitting(_:)` with attributes of the item's index path, `width` and the estimate
    /// (by default `systemLayoutSizeFitting` of the cell's constraints). nil for a cell whose views have no
    /// constraints: the template measures it, as before.
    func preferredHeight(ofCell cellID: CellID, at index: Int, width: Double, estimate: Double) -> Double? {
        guard let cell = cells[cellID], cell.hasConstraintsInTree else { return nil }
        let indexPath = dataSource?.indexPath(ofFlatIndex: index) ?? IndexPath(item: index, section: 0)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: width, height: estimate)
        return Double(cell.preferredLayoutAttributesFitting(attributes).size.height)
    }

    /// prepareForReuse on a pooled cell about to be dequeued.
    func prepareForReuse(cell cellID: CellID) {
        guard let world, let cell = cells[cellID] else { return }
        CellOrigin.$current.withValue(CellOrigin(cell: cellID, itemID: world.cell(cellID).itemID)) {
            cell.prepareForReuse()
        }
        markDirty(cellID)
    }

    func willDisplay(cell cellID: CellID, at index: Int) {
        guard let collectionView, let delegate = collectionView.delegate, let cell = cells[cellID],
            let indexPath = dataSource?.indexPath(ofFlatIndex: index)
        else { return }
        CellOrigin.$current.withValue(CellOrigin(cell: cellID, itemID: world?.cell(cellID).itemID)) {
            delegate.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        }
    }

    func didEndDisplaying(cell cellID: CellID, at index: Int?) {
        guard let collectionView, let delegate = collectionView.delegate, let cell = cells[cellID] else { return }
        let indexPath = index.flatMap { dataSource?.indexPath(ofFlatIndex: $0) } ?? IndexPath(item: -1, section: 0)
        delegate.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let world, let cellID = cell.cellID, let index = world.index(ofCell: cellID) else { return nil }
        return dataSource?.indexPath(ofFlatIndex: index)
    }

    func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let world, let index = dataSource?.flatIndex(of: indexPath), let cellID = world.cellID(atIndex: index)
        else { return nil }
        return cells[cellID]
    }

    func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard let world, let index = world.index(atX: Double(point.x), y: Double(point.y)) else { return nil }
        return dataSource?.indexPath(ofFlatIndex: index)
    }

    var visibleIndexPaths: [IndexPath] {
        guard let world, let dataSource else { return [] }
        return world.displayedIndices.compactMap { dataSource.indexPath(ofFlatIndex: $0) }
    }

    // MARK: What cells show

    /// A view of `cell` changed: note it for the world; a write off the simulation's thread is an escape, and a
    /// write by a task started for the item the cell showed before it was reused is a late write.
    func cellChanged(_ cell: UICollectionViewCell, by view: UIView) {
        guard let cellID = cell.cellID else { return }
        markDirty(cellID)
        guard SimulationExecutors.active === session else {
            session.report(.escape, "cell #\(cellID) was changed off reel's executor (DispatchQueue, a Thread?)")
            return
        }
        if !isCatalogue, view is UIImageView, let origin = CellOrigin.current, origin.cell == cellID,
            let world, let now = world.cell(cellID).itemID, let then = origin.itemID, now != then
        {
            report(
                .lateWrite, "cell #\(cellID) shows item \(now) and got an image from a task started for item \(then)",
                cell: cellID)
        }
    }

    /// Notes that a view of `cellID` changed.
    nonisolated func markDirty(_ cellID: CellID) { cells.markDirty(cellID) }

    /// Tells the world what the changed cells show: the image (its ground truth tag), the placeholder, or the failed
    /// state when the item's load failed and the cell shows no image; and whose text.
    func syncCells() {
        guard let world else { return }
        for cellID in cells.takeDirty() {
            guard let cell = cells[cellID] else { continue }
            let represented = world.cell(cellID).itemID
            world.setContent(content(of: cell, representing: represented), of: cellID)
            let texts = cell.labels.compactMap(\.text)
            if !texts.isEmpty, let item = truth.item(titledByOneOf: texts, preferring: represented) {
                world.setConfiguredItem(item, of: cellID)
            } else if let represented, let item = truth[id: represented] {
                world.setConfiguredItem(item, of: cellID)
            }
        }
    }

    private func content(of cell: UICollectionViewCell, representing itemID: ItemID?) -> CellContent {
        let imageView = cell.primaryImageView
        if let tag = imageView?.image?.tag { return .image(tag) }
        if let itemID, let failure = loadBook.failure(of: itemID) {
            return .failed(failure.tag, reason: failure.reason)
        }
        return imageView?.wasAssigned == true ? .placeholder : .empty
    }
}
