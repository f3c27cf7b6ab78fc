import Foundation
import ReelCore

/// What reel last laid cells out by: the layout object, how often it had changed, the number of items and the
/// snapshot they are from (0 for the base class, which leaves the template's layout whatever changes).
struct LayoutKey: Equatable {
    let layout: ObjectIdentifier
    let generation: Int
    let itemCount: Int
    let snapshot: Int
    let isTemplate: Bool
}

extension GalleryHost {
    /// After a call into the gallery: when the collection view's layout object is another one, changed, or the
    /// items changed under an app's layout (then the layout is invalidated with `invalidateDataSourceCounts`, as
    /// UIKit does), reel reads the layout again (its `prepare()`, then its placement) and lays its cells out by it;
    /// the base class leaves the template's layout. A layout reel cannot
    /// express stops the run after this frame with one line saying which part and what to use.
    func syncLayout() {
        guard let collectionView else { return }
        let layout = collectionView.collectionViewLayout
        // The common case, every call of a gallery that sets no layout: the same base-class object as before.
        if let layoutKey, layoutKey.isTemplate, layoutKey.layout == ObjectIdentifier(layout) { return }
        guard let world else { return }
        let isTemplate = type(of: layout) == UICollectionViewLayout.self
        let key = LayoutKey(
            layout: ObjectIdentifier(layout), generation: isTemplate ? 0 : layout.generation,
            itemCount: isTemplate ? 0 : world.items.count,
            snapshot: isTemplate ? 0 : world.snapshotGeneration, isTemplate: isTemplate)
        guard key != layoutKey else { return }
        // Same layout object, new items: UIKit invalidates the layout's data source counts before the next pass.
        let countsChanged = layoutKey.map { $0.layout == key.layout && $0.generation == key.generation } ?? false
        layoutKey = key
        let canvas = world.canvas
        let items = world.items.count
        let itemIDs = world.items.map(\.id)
        let dataSource = self.dataSource
        let context = LayoutContext(
            collectionView: collectionView, width: canvas.width, height: canvas.height,
            template: world.templateLayout, itemCount: items,
            indexPath: { dataSource?.indexPath(ofFlatIndex: $0) ?? IndexPath(item: $0, section: 0) },
            flatIndex: { dataSource?.flatIndex(of: $0) },
            report: { [weak self] in self?.report(.error, $0) },
            cellHeight: { index, width in
                index < itemIDs.count ? world.cellHeight(of: itemIDs[index], width: width) : nil
            })
        layout.isBeingRead = true
        defer { layout.isBeingRead = false }
        do {
            (layout as? UICollectionViewFlowLayout)?.width = canvas.width
            let updates = isTemplate ? [] : noteLaidOutItems(of: world, in: context)
            if countsChanged { layout.invalidateLayout(with: .dataSourceCounts(of: type(of: layout))) }
            layout.prepare()
            if countsChanged { layout.prepare(forCollectionViewUpdates: updates) }
            let placement = try layout.placement(in: context)
            world.setLayout(placement)
            var watched: Double?
            if case .frames = placement, type(of: layout) != UICollectionViewFlowLayout.self {
                watched = world.contentOffset
            }
            boundsWatch.withLock { $0 = watched }
            if countsChanged { layout.finalizeCollectionViewUpdates() }
        } catch {
            let reason = UserCodeStop(gallery: name, message: "layout: \(error)")
            report(.error, reason.message)
            stop.withLock { $0 = $0 ?? reason }
        }
    }
}

extension GalleryHost {
    /// Remembers the items the layout lays out now; returns the update items from the ones it laid out before.
    private func noteLaidOutItems(of world: any WorldAccess, in context: LayoutContext) -> [UICollectionViewUpdateItem]
    {
        let items = world.items
        return layoutUpdates.replace(with: items.map(\.id), at: items.indices.map(context.indexPath))
    }

    /// The collection view scrolled since its layout last saw it: UIKit asks the layout whether the new bounds
    /// need a new pass, and invalidates it with the layout's own context when they do.
    func boundsChanged() {
        guard let world, let layout = collectionView?.collectionViewLayout else { return }
        let offset = world.contentOffset
        boundsWatch.withLock { $0 = offset }
        let bounds = CGRect(x: 0, y: offset + placementAbove, width: world.canvas.width, height: world.canvas.height)
        guard layout.shouldInvalidateLayout(forBoundsChange: bounds) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
    }
}

extension GalleryHost {
    /// The canvas as a frame at the origin: the collection view's bounds, as UIKit sizes it to the screen.
    var canvasFrame: CGRect {
        guard let canvas = world?.canvas else { return .zero }
        return CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    }
}
