/// The content view of a `UIListContentConfiguration`: an image view, a text label and a secondary text label, in
/// that order, so the image view is the cell's first and the text label its first label (what reel classifies).
/// Applying a configuration writes each view only where it changes, and writes it as the cell's own code would: a
/// write from off reel's executor is reported and ignored, a write from a task started for the item the cell showed
/// before its reuse is a late write.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(view) }
        apply(configuration, first: true)
    }

    /// A content view showing `UIListContentConfiguration.cell()`.
    public required convenience init(frame: CGRect) {
        self.init(configuration: .cell())
        self.frame = frame
    }

    public required init?(coder: NSCoder) { nil }

    /// The configuration shown; setting a `UIListContentConfiguration` applies it (another kind is ignored).
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else { return }
            apply(configuration, first: false)
        }
    }

    /// Whether `configuration` is a list configuration.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply(_ configuration: UIListContentConfiguration, first: Bool) {
        listConfiguration = configuration
        if first || imageView.image !== configuration.image { imageView.image = configuration.image }
        imageView.isHidden = configuration.image == nil
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        Self.apply(configuration.text, configuration.attributedText, configuration.textProperties, to: textLabel)
        Self.apply(
            configuration.secondaryText, configuration.secondaryAttributedText,
            configuration.secondaryTextProperties, to: secondaryTextLabel)
        setNeedsLayout()
    }

    private static func apply(
        _ text: String?, _ attributed: NSAttributedString?, _ properties: UIListContentConfiguration.TextProperties,
        to label: UILabel
    ) {
        if let attributed {
            if label.attributedText != attributed { label.attributedText = attributed }
        } else if label.text != text {
            label.text = text
        }
        label.isHidden = text == nil
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
    }

    /// Places the image at the leading margin (at most `maximumSize`, or `reservedLayoutSize`), the texts after it
    /// one above the other (side by side for a value cell).
    open override func layoutSubviews() {
        let margins = listConfiguration.directionalLayoutMargins
        let content = CGRect(
            x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
            height: max(0, bounds.height - margins.top - margins.bottom))
        var imageSize = imageView.image.map { $0.size } ?? .zero
        let properties = listConfiguration.imageProperties
        if properties.maximumSize.width > 0 { imageSize.width = min(imageSize.width, properties.maximumSize.width) }
        if properties.maximumSize.height > 0 {
            imageSize.height = min(imageSize.height, properties.maximumSize.height)
        }
        if properties.reservedLayoutSize.width > 0 { imageSize.width = properties.reservedLayoutSize.width }
        if properties.reservedLayoutSize.height > 0 { imageSize.height = properties.reservedLayoutSize.height }
        imageSize = CGSize(width: min(imageSize.width, content.width), height: min(imageSize.height, content.height))
        imageView.frame = CGRect(origin: content.origin, size: imageSize)
        let textX = content.minX + (imageSize.width > 0 ? imageSize.width + listConfiguration.imageToTextPadding : 0)
        let textWidth = max(0, content.maxX - textX)
        let textHeight = textLabel.intrinsicContentSize.height
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            let half = max(0, (textWidth - listConfiguration.textToSecondaryTextHorizontalPadding) / 2)
            textLabel.frame = CGRect(x: textX, y: content.minY, width: half, height: textHeight)
            secondaryTextLabel.frame = CGRect(
                x: content.maxX - half, y: content.minY, width: half,
                height: secondaryTextLabel.intrinsicContentSize.height)
        } else {
            textLabel.frame = CGRect(x: textX, y: content.minY, width: textWidth, height: textHeight)
            secondaryTextLabel.frame = CGRect(
                x: textX, y: content.minY + textHeight + listConfiguration.textToSecondaryTextVerticalPadding,
                width: textWidth, height: secondaryTextLabel.intrinsicContentSize.height)
        }
    }
}
