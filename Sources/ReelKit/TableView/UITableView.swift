import Foundation

/// A table view: rows in sections, scrolled by the scenario's script. In ReelKit a table view is reel's collection
/// view underneath, laid out as a table (full-width rows under their section headers, `UITableView+Layout`): its
/// data source, delegate and prefetch data source are asked what UIKit asks them, its cells are dequeued, reused,
/// prefetched and classified as a collection view's are, and a run of a table gives the same states and metrics.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look: plain rows, or sections in groups.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` would put the row.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// How a row change is animated (kept: reel animates changes its own way).
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// A row or section height the table works out itself (a self-sizing row, a header sized by its title).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    /// reel's collection view that lays out, reuses and scrolls the rows.
    let rows: UICollectionView
    /// The objects that answer the rows' collection view for the table's data source, delegate and prefetcher.
    let adapters: TableAdapters

    public weak var dataSource: (any UITableViewDataSource)? {
        didSet { adapters.dataSourceChanged(on: self) }
    }
    public weak var delegate: (any UITableViewDelegate)? {
        didSet { adapters.delegateChanged(on: self) }
    }
    public weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        didSet { adapters.prefetchDataSourceChanged(on: self) }
    }

    /// Row prefetching and data prefetching.
    open var isPrefetchingEnabled: Bool {
        get { rows.isPrefetchingEnabled }
        set { rows.isPrefetchingEnabled = newValue }
    }

    /// Every row's height, unless the delegate answers `heightForRowAt`; `automaticDimension` sizes rows themselves.
    open var rowHeight = UITableView.automaticDimension { didSet { layoutChanged() } }
    open var estimatedRowHeight = UITableView.automaticDimension { didSet { layoutChanged() } }
    open var sectionHeaderHeight = UITableView.automaticDimension { didSet { layoutChanged() } }
    open var sectionFooterHeight = UITableView.automaticDimension { didSet { layoutChanged() } }
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension { didSet { layoutChanged() } }
    open var estimatedSectionFooterHeight = UITableView.automaticDimension { didSet { layoutChanged() } }
    /// The space above each section header of a plain table (kept).
    open var sectionHeaderTopPadding = UITableView.automaticDimension
    /// A view above the rows: its height comes before the first section.
    open var tableHeaderView: UIView? { didSet { layoutChanged() } }
    /// A view below the rows: its height comes after the last section.
    open var tableFooterView: UIView? { didSet { layoutChanged() } }
    /// Kept, not drawn.
    open var backgroundView: UIView?
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    open var separatorColor: UIColor?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var cellLayoutMarginsFollowReadableWidth = false
    open var insetsContentViewsToSafeArea = true
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var isEditing = false
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    /// Selected rows (the app's own selections: nobody taps in a reel run).
    var selectedRows: [IndexPath] = []
    /// Changes recorded between `beginUpdates()` and `endUpdates()`, replayed as one batch.
    var pendingUpdates: [(UICollectionView) -> Void]?

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        let layout = TableRowsLayout()
        rows = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: layout)
        adapters = TableAdapters()
        super.init(frame: frame)
        layout.table = self
        rows.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(rows)
    }

    /// A table of `style` whose rows are `rows` (reel's collection view, for a storyboard scene's table).
    init(rows: UICollectionView, style: Style, frame: CGRect) {
        self.style = style
        self.rows = rows
        adapters = TableAdapters()
        super.init(frame: frame)
        let layout = TableRowsLayout()
        layout.table = self
        rows.collectionViewLayout = layout
        rows.frame = CGRect(origin: .zero, size: frame.size)
        rows.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(rows)
    }

    /// A plain table.
    public required convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table from a nib or storyboard (plain).
    public required init?(coder: NSCoder) {
        style = .plain
        let layout = TableRowsLayout()
        rows = UICollectionView(frame: .zero, collectionViewLayout: layout)
        adapters = TableAdapters()
        super.init(coder: coder)
        layout.table = self
        rows.frame = bounds
        rows.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(rows)
    }

    /// The scroll position of the rows (the script scrolls; setting it is ignored, and says so).
    override open var contentOffset: CGPoint {
        get { rows.contentOffset }
        set { rows.contentOffset = newValue }
    }

    /// Ignored, and reported once: the scenario's script scrolls.
    override open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        rows.setContentOffset(contentOffset, animated: animated)
    }

    /// The pull-to-refresh control: kept, never pulled.
    open var refreshControl: UIRefreshControl? {
        get { rows.refreshControl }
        set { rows.refreshControl = newValue }
    }

    /// The number of sections the data source gives.
    open var numberOfSections: Int { rows.numberOfSections }

    /// The number of rows the data source gives in `section`.
    open func numberOfRows(inSection section: Int) -> Int { rows.numberOfItems(inSection: section) }

    /// A row height, header height or the table's own header changed: reel lays the table out again.
    func layoutChanged() { rows.collectionViewLayout.invalidateLayout() }
}
