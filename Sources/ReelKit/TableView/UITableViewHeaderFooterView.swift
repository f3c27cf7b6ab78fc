import Foundation

/// A table view's section header or footer. ReelKit makes the views an app dequeues and keeps what it sets; it draws
/// none of them (a header takes its height in the table's layout, see `UITableView`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    public private(set) var reuseIdentifier: String?
    /// The view to add subviews to.
    public let contentView: UIView
    open var backgroundView: UIView?
    /// The content configuration (kept).
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The background configuration (kept).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?

    /// A header or footer reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        contentView = UIView()
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The view made for a registered class.
    public required convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// reel loads no archives for headers and footers.
    public required init?(coder: NSCoder) { nil }

    /// The title label, made in the content view when first asked for.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        contentView.addSubview(label)
        madeTextLabel = label
        return label
    }

    /// The secondary label, made in the content view when first asked for.
    open var detailTextLabel: UILabel? {
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = UILabel()
        contentView.addSubview(label)
        madeDetailTextLabel = label
        return label
    }

    /// A list content configuration for a header.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    open func prepareForReuse() {}
}
