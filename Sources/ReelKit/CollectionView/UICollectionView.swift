import ReelCore

/// The collection view reel drives: its reuse pool, layout, scrolling, prefetch ranges and cell lifecycle are
/// reel's simulation; this object is how the user's code talks to them, with UIKit's names.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// What a `UICollectionViewDiffableDataSource` registers with its collection view.
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { engine?.dataSourceChanged(on: self) }
    }
    public weak var delegate: (any UICollectionViewDelegate)? {
        didSet { engine?.delegateChanged(on: self) }
    }
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether items can be selected, one or many (kept: nobody taps in a run; `selectItem` selects in code).
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// The items selected in code, in selection order (`UICollectionView+Selection.swift`).
    var selectedItems: [IndexPath] = []
    /// A view behind the content (an empty state's message): kept, not drawn.
    open var backgroundView: UIView?
    /// Cell prefetching and data prefetching (UIKit turns both on or off with this).
    open var isPrefetchingEnabled = true {
        didSet { engine?.prefetchingChanged(isPrefetchingEnabled) }
    }

    /// The pull-to-refresh control: kept, never pulled (setting one is reported once as ignored).
    open var refreshControl: UIRefreshControl? {
        didSet {
            if refreshControl != nil { GalleryEngines.ignored(UIRefreshControl.ignoredMessage) }
        }
    }

    /// The engine that runs the gallery on this collection view (none for one the app made that reel never adopted).
    weak var engine: (any GalleryEngine)?
    /// The layout object: a flow or compositional layout places reel's cells; the base class (the default) leaves
    /// the scenario's template in charge (`UICollectionView+Layout.swift`).
    open var collectionViewLayout = UICollectionViewLayout() {
        didSet { layoutChanged(from: oldValue) }
    }
    /// Cell classes registered by reuse identifier.
    var registeredClasses: [String: UICollectionViewCell.Type] = [:]
    /// Cell nibs and storyboard prototypes registered by reuse identifier (UICollectionView+Nibs.swift).
    var registeredNibs: [String: NibCellTemplate] = [:]
    /// Supplementary view classes and nibs by kind and reuse identifier.
    var registeredSupplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var registeredSupplementaryNibs: [String: UINib] = [:] {
        didSet { registeredSupplementaryNibClasses = [:] }
    }
    /// The class of the view each registered nib makes, once one was made.
    var registeredSupplementaryNibClasses: [String: UICollectionReusableView.Type] = [:]
    /// Storyboard headers and footers by kind and reuse identifier.
    var registeredSupplementaryTemplates: [String: NibReusableViewTemplate] = [:]

    init(engine: any GalleryEngine, frame: CGRect) {
        self.engine = engine
        super.init(frame: frame)
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { nil }

    /// The scroll position reel's scroll has now (the script scrolls); setting it is ignored, and says so.
    override open var contentOffset: CGPoint {
        get { engine?.contentOffset ?? .zero }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Ignored, and reported once: the scenario's script scrolls (`scrollTo`, `fling`, `drag`).
    override open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        GalleryEngines.ignored(
            "contentOffset / setContentOffset(_:animated:): the scenario's script scrolls reel (add a scrollTo step)")
    }

    /// Registers the cell class made for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass as? UICollectionViewCell.Type
        registeredNibs[identifier] = nil
        if let cellClass { NibClasses.register(cellClass) }
    }

    /// Dequeues the cell reel's collection view chose for `indexPath` (from the pool, or a new one of the class
    /// registered for `identifier`).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell: UICollectionViewCell
        if let template = registeredNibs[identifier] {
            cell = dequeue(template, reuseIdentifier: identifier, at: indexPath)
        } else {
            let cellClass = registeredClasses[identifier] ?? UICollectionViewCell.self
            guard let engine else { return CellConstruction.construct { cellClass.init(frame: .zero) } }
            cell = engine.dequeue(cellClass, reuseIdentifier: identifier, at: indexPath, make: nil)
        }
        // A dequeued cell shows whether its item is selected (`UICollectionView+Selection.swift`).
        let selected = selectedItems.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        return cell
    }

    /// Dequeues a cell with a registration and runs its configuration handler for `item` (not for a nil item: the
    /// cell is then returned as dequeued).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let make = registration.nibTemplate.map { template in { template.make() } }
        let dequeued =
            engine?.dequeue(Cell.self, reuseIdentifier: registration.reuseIdentifier, at: indexPath, make: make)
            ?? CellConstruction.construct { make?() ?? Cell(frame: .zero) }
        // The engine makes (or reuses) an object of exactly `Cell.self`; should it ever not, the handler configures a
        // cell of the right class that reel does not show, and the provider's result is reported as not dequeued.
        let cell = (dequeued as? Cell) ?? CellConstruction.construct { Cell(frame: .zero) }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// The index path of the item `cell` shows, if it is displayed (or prepared for display).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        engine?.indexPath(for: cell)
    }

    /// The displayed cell of the item at `indexPath`, if it is on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        engine?.cellForItem(at: indexPath)
    }

    /// The item whose frame holds `point` (in the collection view's content), as reel laid the items out.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { engine?.indexPathForItem(at: point) }

    /// The index paths of the items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { engine?.visibleIndexPaths ?? [] }

    /// The cells on screen, in item order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
    }

    /// New items for the scenario (from the same source as its items), e.g. for an action that inserts items:
    /// reel knows what their cells should show. Not UIKit API: glue for galleries.
    public func reelNewItems(count: Int) -> [GalleryItem] {
        engine?.makeItems(count: count) ?? []
    }
}

extension UICollectionView {
    /// A cell registration: the cell class and the handler that configures it for an item.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let handler: Handler
        let reuseIdentifier: String
        /// The cell nib the registration makes its cells from (`init(cellNib:handler:)`).
        var nibTemplate: NibCellTemplate?

        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = String(describing: Cell.self)
            NibClasses.register(Cell.self)
        }
    }
}
