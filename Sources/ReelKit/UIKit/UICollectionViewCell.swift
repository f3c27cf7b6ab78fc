import ReelCore

/// A reusable cell. reel owns its life: it is created when the pool is empty, given `prepareForReuse()` when
/// dequeued again, configured by the cell provider, displayed and ended — the order UIKit follows. What it shows is
/// read from its first image view and first label (in view order), or those made by its property initializers.
@MainActor
open class UICollectionViewCell: UIView {
    /// The cell's content view: add subviews here.
    public let contentView: UIView
    public internal(set) var reuseIdentifier: String?
    open var isSelected = false
    open var isHighlighted = false

    /// The simulation's cell this object is, and the host that made it.
    var cellID: CellID?
    weak var host: GalleryHost?

    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { nil }

    /// Called before the cell is dequeued for another item: reset what it shows, cancel its work.
    open func prepareForReuse() {}

    /// The image view reel classifies: the first in the hierarchy, else the first the cell made.
    var primaryImageView: UIImageView? { primaryViews.imageView }

    /// The label whose text names the item shown.
    var primaryLabel: UILabel? { primaryViews.label }

    /// The primary image view and label, found once per change of the hierarchy.
    private var primaryViews: (imageView: UIImageView?, label: UILabel?) {
        if let cachedPrimaryViews { return cachedPrimaryViews }
        var found: (imageView: UIImageView?, label: UILabel?) = (nil, nil)
        for view in allViews + constructed {
            if found.imageView == nil, let imageView = view as? UIImageView { found.imageView = imageView }
            if found.label == nil, let label = view as? UILabel { found.label = label }
        }
        cachedPrimaryViews = found
        return found
    }

    private var cachedPrimaryViews: (imageView: UIImageView?, label: UILabel?)?

    /// Views the cell's property initializers made, in the order made.
    var constructed: [UIView] = [] {
        didSet { cachedPrimaryViews = nil }
    }

    /// Whether `view` may change now (not from off reel's executor; see `GalleryHost.acceptsChange(of:)`).
    func mayChange(_ view: UIView) -> Bool {
        guard let host, let cellID else { return true }
        return host.acceptsChange(of: cellID)
    }

    func viewChanged(_ view: UIView) {
        host?.cellChanged(self, by: view)
    }

    func hierarchyChanged() {
        cachedPrimaryViews = nil
        host?.cellChanged(self, by: self)
    }
}
