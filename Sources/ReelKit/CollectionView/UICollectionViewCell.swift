import ReelCore

/// A reusable cell. reel owns its life: it is created when the pool is empty, given `prepareForReuse()` when
/// dequeued again, configured by the cell provider, displayed and ended — the order UIKit follows. What it shows is
/// read from its first image view (in view order, or the first its property initializers made), and whose text from
/// the first of its labels that shows an item's title (a badge or subtitle label before it does not hide it).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The cell's content view: add subviews here. A `contentConfiguration` its view does not support puts the
    /// configuration's own content view in its place, as in UIKit.
    public internal(set) var contentView: UIView
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The content and background configurations, the update handler, and whether an update is waiting.
    var configurations = CellConfigurations()

    /// The state the configurations are updated for: selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Updates the configurations for `state` (after `setNeedsUpdateConfiguration()`, before the cell is displayed,
    /// when its state changes); `configurationUpdateHandler` runs after it. By default the content and background
    /// configurations are replaced by their `updated(for:)`. Override to set them from the cell's own properties.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateConfigurationsAutomatically(for: state)
    }

    /// The simulation's cell this object is, and the host that made it.
    var cellID: CellID?
    weak var engine: (any GalleryEngine)?

    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The attributes the cell wants for its layout: by default `layoutAttributes` with the size the cell's
    /// constraints give at the attributes' width (`systemLayoutSizeFitting` with a required width and a
    /// `.fittingSizeLevel` height), as UIKit's self-sizing cells do.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        // A subclass's `copy(with:)` that returns another type gets a copy of the base class's values instead.
        let fitted =
            (layoutAttributes.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes.made(
                by: UICollectionViewLayout.self, for: layoutAttributes.indexPath,
                category: layoutAttributes.representedElementCategory, kind: layoutAttributes.representedElementKind)
        fitted.frame = layoutAttributes.frame
        fitted.size = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return fitted
    }

    /// Makes the cell from a nib or storyboard, with the content view the file declares; nil for any other coder.
    public required init?(coder: NSCoder) {
        guard let nib = coder as? NibCoder else { return nil }
        contentView = nib.contentView ?? UIView(frame: CGRect(origin: .zero, size: nib.frame.size))
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Called before the cell is dequeued for another item: reset what it shows, cancel its work.
    open override func prepareForReuse() {}

    /// The image view reel classifies: the first in the hierarchy, else the first the cell made.
    var primaryImageView: UIImageView? { primaryViews.imageView }

    /// The cell's labels, in view order then in the order its property initializers made them: the first that shows
    /// an item's title names the item shown.
    var labels: [UILabel] { primaryViews.labels }

    /// The primary image view and the labels, found once per change of the hierarchy.
    private var primaryViews: (imageView: UIImageView?, labels: [UILabel]) {
        if let cachedPrimaryViews { return cachedPrimaryViews }
        var found: (imageView: UIImageView?, labels: [UILabel]) = (nil, [])
        for view in allViews + constructed {
            if found.imageView == nil, let imageView = view as? UIImageView { found.imageView = imageView }
            if let label = view as? UILabel, !found.labels.contains(where: { $0 === label }) {
                found.labels.append(label)
            }
        }
        cachedPrimaryViews = found
        return found
    }

    private var cachedPrimaryViews: (imageView: UIImageView?, labels: [UILabel])?

    /// Views the cell's property initializers made, in the order made.
    var constructed: [UIView] = [] {
        didSet { cachedPrimaryViews = nil }
    }

    /// Whether `view` may change now (not from off reel's executor; see `GalleryEngine.acceptsChange(of:)`).
    func mayChange(_ view: UIView) -> Bool {
        guard let engine, let cellID else { return true }
        return engine.acceptsChange(of: cellID)
    }

    func viewChanged(_ view: UIView) {
        engine?.cellChanged(self, by: view)
    }

    func hierarchyChanged() {
        cachedPrimaryViews = nil
        engine?.cellChanged(self, by: self)
    }
}
