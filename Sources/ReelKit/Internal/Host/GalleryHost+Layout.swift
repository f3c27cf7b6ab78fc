import Foundation
import ReelCore

/// What reel last laid cells out by: the layout object, how often it had changed, and the number of items (0 for
/// the base class, which leaves the template's layout whatever changes).
struct LayoutKey: Equatable {
    let layout: ObjectIdentifier
    let generation: Int
    let itemCount: Int
    let isTemplate: Bool
}

extension GalleryHost {
    /// After a call into the gallery: when the collection view's layout object is another one, changed, or the
    /// number of items changed under an app's layout, reel reads the layout again (its `prepare()`, then its
    /// placement) and lays its cells out by it; the base class leaves the template's layout. A layout reel cannot
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
            itemCount: isTemplate ? 0 : world.items.count, isTemplate: isTemplate)
        guard key != layoutKey else { return }
        layoutKey = key
        let canvas = world.canvas
        let items = world.items.count
        let dataSource = self.dataSource
        let context = LayoutContext(
            collectionView: collectionView, width: canvas.width, height: canvas.height,
            template: world.templateLayout, itemCount: items,
            indexPath: { dataSource?.indexPath(ofFlatIndex: $0) ?? IndexPath(item: $0, section: 0) })
        layout.isBeingRead = true
        defer { layout.isBeingRead = false }
        do {
            layout.prepare()
            world.setLayout(try layout.placement(in: context))
        } catch {
            let reason = UserCodeStop(gallery: name, message: "layout: \(error)")
            report(.error, reason.message)
            stop.withLock { $0 = $0 ?? reason }
        }
    }
}

extension GalleryHost {
    /// The canvas as a frame at the origin: the collection view's bounds, as UIKit sizes it to the screen.
    var canvasFrame: CGRect {
        guard let canvas = world?.canvas else { return .zero }
        return CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    }
}
