import Foundation
import ReelCore

/// The one way ReelKit's UIKit-shaped surface reaches the engine that runs the gallery (`GalleryHost`, under
/// `Internal/Host/`): what a `UICollectionView`, its cells and data sources, `URLSession` and the ignored UIKit calls
/// ask of reel's simulation. The surface holds an engine weakly (`UICollectionView.engine`, `UICollectionViewCell
/// .engine`) or finds the one running the calling code (`GalleryEngines.current`), and never names the host.
@preconcurrency @MainActor
protocol GalleryEngine: AnyObject {
    // MARK: The run

    /// The scenario's canvas (points): the size of a view controller's root view.
    var canvasSize: CGSize { get }
    /// The scenario's safe-area insets (`safe_area`): the screen's, which a view controller's root view has.
    var screenSafeArea: UIEdgeInsets { get }
    /// The size of the screen the safe area is on: the run's canvas (a catalogue gallery's own screen is reel's
    /// default one, whatever the scenario's canvas).
    var screenSize: CGSize { get }
    /// The collection view reel drives.
    var collectionView: UICollectionView? { get }
    /// The scroll view's content offset now (reel's scroll, moved only by the script).
    var contentOffset: CGPoint { get }
    /// Keeps `object` alive as long as the gallery (a storyboard scene's table view no controller property holds).
    func keep(_ object: AnyObject)
    /// New items for the scenario (reel knows what their cells should show).
    func makeItems(count: Int) -> [GalleryItem]
    /// Reports, once per run for each `message`, a UIKit call reel compiles and ignores.
    nonisolated func reportIgnored(_ message: String)

    // MARK: Cells

    /// `dequeueReusableCell`: the object of the cell the frame loop chose, made on first use (by `make`, else by
    /// `type.init(frame:)`).
    func dequeue(
        _ type: UICollectionViewCell.Type, reuseIdentifier: String, at indexPath: IndexPath,
        make: (() -> UICollectionViewCell)?
    ) -> UICollectionViewCell
    /// The cell object of the cell being dequeued, if the gallery made one already (a pooled cell, which
    /// `dequeueReusableCell(withIdentifier:)` of a table view returns).
    func pooledCell() -> UICollectionViewCell?
    /// The index path of the item whose cell is being dequeued (nil outside the cell provider).
    var indexPathBeingDequeued: IndexPath? { get }

    // MARK: Supplementary views

    /// `dequeueReusableSupplementaryView` and its kin: the object of the header, footer or other view the frame loop
    /// chose for the element being configured, made by `make` on first use.
    func dequeueView<View: UIView>(_ type: View.Type, kind: String, make: () -> View) -> View
    /// The element whose view is being configured (nil outside the supplementary view provider).
    var elementBeingDequeued: SupplementaryKey? { get }
    /// The displayed view of the element of `kind` at `indexPath`.
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UIView?
    /// The elements of `kind` on screen, with their views, in order.
    func visibleViews(ofKind kind: String) -> [(indexPath: IndexPath, view: UIView)]
    /// Reports a mistake of the gallery's code (an error outcome).
    func reportError(_ message: String)
    /// The index path of the item `cell` shows, if it is displayed or prepared.
    func indexPath(for cell: UICollectionViewCell) -> IndexPath?
    /// The displayed cell of the item at `indexPath`.
    func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?
    /// The item whose frame (in the content, as reel laid the items out) holds `point`.
    func indexPathForItem(at point: CGPoint) -> IndexPath?
    /// The index paths of the items on screen, in order.
    var visibleIndexPaths: [IndexPath] { get }
    /// Whether a view of the cell `cellID` may change now (an escape is reported and the change dropped otherwise).
    nonisolated func acceptsChange(of cellID: CellID) -> Bool
    /// A view of `cell` changed what it shows.
    func cellChanged(_ cell: UICollectionViewCell, by view: UIView)
    /// `setNeedsUpdateConfiguration()` of a cell reel made.
    func requestConfigurationUpdate(of cell: UICollectionViewCell)

    // MARK: The collection view's settings

    /// The collection view's `dataSource` was set.
    func dataSourceChanged(on collectionView: UICollectionView)
    /// The collection view's `delegate` was set.
    func delegateChanged(on collectionView: UICollectionView)
    /// `isPrefetchingEnabled` was set.
    func prefetchingChanged(_ enabled: Bool)

    // MARK: Data sources

    /// A diffable data source was made for the collection view reel drives.
    func dataSourceCreated(_ source: any DiffableSource)
    /// Which item each identifier stands for (nil, the run stopping after this frame, when one stands for none).
    func itemIDs<Identifier: Hashable>(of identifiers: [Identifier]) -> [ItemID]?
    /// A diffable snapshot was applied.
    func apply(itemIDs: [ItemID], reconfigured: [ItemID], reloaded: [ItemID], animated: Bool)
    /// The position of `id` among the items shown now.
    func index(ofItem id: ItemID) -> Int?
    /// `reloadData()` of the app's own data source.
    func reloadData(of collectionView: UICollectionView)
    /// `performBatchUpdates`: runs `updates` as one batch; false (running nothing) when reel does not follow the
    /// collection view's own data source.
    func performBatchUpdates(on collectionView: UICollectionView, _ updates: (() -> Void)?) -> Bool
    /// One insert, delete, reload or move call: added to the batch in progress, else shown as a batch of its own.
    func record(_ name: String, on collectionView: UICollectionView, _ change: (inout ClassicBatch) -> Void)

    // MARK: Loads

    /// `URLSession.data(from:)` through reel's network model and pipeline.
    nonisolated func data(from url: URL) async throws -> (Data, URLResponse)
    /// `URLCache.shared.cachedResponse(for:)`: the image if it is in reel's memory cache (a counted lookup).
    nonisolated func cachedResponse(for url: URL) -> CachedURLResponse?
}

/// Finding the engine that runs the calling code.
enum GalleryEngines {
    /// The engine whose session runs on the calling thread, if any.
    nonisolated static var current: (any GalleryEngine)? { GalleryHost.forCurrentThread() }

    /// Reports a UIKit call reel compiles and ignores (see `GalleryEngine.reportIgnored`); nothing outside a run.
    nonisolated static func ignored(_ message: String) {
        current?.reportIgnored(message)
    }
}
