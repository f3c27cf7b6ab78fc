import Foundation

/// A button: its titles, images and colours per state are recorded. Its title label and image view are its own,
/// not the cell's: reel never reads a button's image as the image a cell shows, nor its title as the cell's text.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// UIKit's button types, with its raw values (6 is tvOS's plain type, which iOS does not have).
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
    }

    public internal(set) var buttonType: ButtonType = .custom
    /// The button's content and look as one value (iOS 15); nil for a button set up by state.
    open var configuration: Configuration? {
        didSet {
            setNeedsUpdateConfiguration()
            invalidateIntrinsicContentSize()
        }
    }
    /// Changes the configuration for the button's state when it is updated.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether state changes update the configuration.
    open var automaticallyUpdatesConfiguration = true
    var needsConfigurationUpdate = false
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// The label showing the current title (made when first asked).
    public private(set) lazy var titleLabel: UILabel? = CellConstruction.apart { UILabel(frame: .zero) }
    /// The image view showing the current image (made when first asked).
    public private(set) lazy var imageView: UIImageView? = CellConstruction.apart { UIImageView(frame: .zero) }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
        invalidateIntrinsicContentSize()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal { imageView?.image = image }
        invalidateIntrinsicContentSize()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    open var currentTitle: String? { configuration?.shownTitle ?? title(for: isSelected ? .selected : .normal) }
    open var currentImage: UIImage? { configuration?.image ?? image(for: isSelected ? .selected : .normal) }

    /// Asks for the configuration to be updated before the next layout (`configurationUpdateHandler` runs then).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state: calls `configurationUpdateHandler` when there is one.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
        // What the handler set is the update, not a request for another.
        needsConfigurationUpdate = false
    }

    /// A configured button's content and insets; otherwise its title and image side by side, at least 30 points
    /// high for a title (UIKit's system button), without a size of its own when it has neither.
    open override var intrinsicContentSize: CGSize {
        if let configuration { return ButtonContentLayout(configuration: configuration, in: .zero).fittingSize }
        let image = currentImage?.size ?? .zero
        guard let title = currentTitle, !title.isEmpty else {
            return image == .zero ? super.intrinsicContentSize : image
        }
        let font = titleLabel?.font ?? .systemFont(ofSize: 15)
        let request = UILabel.TextRequest(
            text: title, numberOfLines: 1, maxWidth: nil, pointSize: font.pointSize, weight: font.weight,
            isItalic: font.isItalic)
        let text = (UILabel.reelTextMeasurer ?? UILabel.runMetrics)(request).size
        return CGSize(width: text.width + image.width, height: max(30, text.height + 12, image.height))
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }
}
