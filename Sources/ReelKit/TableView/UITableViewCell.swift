import Foundation

/// A row of a table view. reel runs it as it runs a collection view cell (created when the pool is empty,
/// `prepareForReuse()`, configured, displayed, ended): in ReelKit a table view is a list of rows laid out by reel's
/// collection view, and its cells are collection view cells underneath. `textLabel`, `detailTextLabel` and
/// `imageView` are made when first asked for, in the content view, as in UIKit.
@preconcurrency @MainActor
open class UITableViewCell: UICollectionViewCell {
    /// The layout of the default labels and image view.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// How a row looks while selected (kept: nobody taps in a reel run).
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The standard accessory at a row's trailing edge (kept, not drawn).
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How rows are separated (kept, not drawn).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// What editing does to a row.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The style the cell was made with.
    public let style: CellStyle
    private var madeTextLabel: UILabel?
    private var madeDetailTextLabel: UILabel?
    private var madeImageView: UIImageView?

    open var selectionStyle = SelectionStyle.default
    open var accessoryType = AccessoryType.none
    open var accessoryView: UIView?
    open var editingAccessoryType = AccessoryType.none
    open var editingAccessoryView: UIView?
    open var separatorInset = UITableViewCell.defaultSeparatorInset
    /// UIKit's separator inset of a cell that sets none: 16 points on the leading side.
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var isEditing = false
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    open var editingStyle: EditingStyle { .none }

    /// A cell of `style`, reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        self.reuseIdentifier = reuseIdentifier
    }

    /// The cell reel makes for a registered class: the default style (the table view sets its reuse identifier).
    public required convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Makes the cell from a nib or storyboard, with the content view the file declares; nil for any other coder.
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
    }

    /// The main label, made in the content view when first asked for.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        contentView.addSubview(label)
        madeTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.subtitle`, `.value1` and `.value2` styles (nil for `.default`).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let madeDetailTextLabel { return madeDetailTextLabel }
        let label = UILabel()
        contentView.addSubview(label)
        madeDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image view at the leading edge, made in the content view when first asked for.
    open var imageView: UIImageView? {
        if let madeImageView { return madeImageView }
        let imageView = UIImageView()
        contentView.insertSubview(imageView, at: 0)
        madeImageView = imageView
        setNeedsLayout()
        return imageView
    }

    /// A list content configuration styled for this cell (`.cell()`, or `.subtitleCell()` / `.valueCell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// Sets the selection (not animated: reel animates no selection).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Sets the highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Sets editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Lays the default image view and labels out as UIKit's styles do: the image at the leading edge, the labels
    /// after it (the detail label below the text for `.subtitle`, at the trailing edge for `.value1`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        TableCellDefaultLayout(
            bounds: contentView.bounds, style: style, imageView: madeImageView, textLabel: madeTextLabel,
            detailTextLabel: madeDetailTextLabel
        ).apply()
    }
}
