import Foundation

/// Where a configured button's parts go (`UIButton.Configuration`): its background over the bounds (less the
/// background's insets), and the image and the title lines centred together inside the content insets, the image
/// on the `imagePlacement` side of the title `imagePadding` away — the size the button asks for is the same sum.
@preconcurrency @MainActor
struct ButtonContentLayout {
    var image: CGRect?
    var title: CGRect?
    var subtitle: CGRect?
    /// The size of the content and its insets: the button's intrinsic size.
    var fittingSize: CGSize

    static let subtitleSize: CGFloat = 12

    init(configuration: UIButton.Configuration, in bounds: CGRect) {
        let insets = configuration.contentInsets
        let imageSize =
            configuration.showsActivityIndicator
            ? CGSize(width: 20, height: 20) : configuration.image?.size ?? .zero
        let hasImage = imageSize != .zero
        let titleSize = Self.measure(configuration.shownTitle, size: configuration.titleSize, weight: .regular)
        let subtitleSize = Self.measure(configuration.shownSubtitle, size: Self.subtitleSize, weight: .regular)
        let gap = titleSize != .zero && subtitleSize != .zero ? configuration.titlePadding : 0
        let text = CGSize(
            width: max(titleSize.width, subtitleSize.width), height: titleSize.height + gap + subtitleSize.height)
        let hasText = text != .zero
        let padding = hasImage && hasText ? configuration.imagePadding : 0
        let sideBySide = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
        let content =
            sideBySide
            ? CGSize(width: imageSize.width + padding + text.width, height: max(imageSize.height, text.height))
            : CGSize(width: max(imageSize.width, text.width), height: imageSize.height + padding + text.height)
        fittingSize = CGSize(
            width: content.width + insets.leading + insets.trailing,
            height: content.height + insets.top + insets.bottom)
        let area = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        var origin = CGPoint(x: area.midX - content.width / 2, y: area.midY - content.height / 2)
        var textOrigin = origin
        if hasImage {
            var frame = CGRect(origin: origin, size: imageSize)
            switch configuration.imagePlacement {
            case .trailing:
                frame.origin.x = origin.x + text.width + padding
                frame.origin.y = area.midY - imageSize.height / 2
            case .bottom:
                frame.origin.x = area.midX - imageSize.width / 2
                frame.origin.y = origin.y + text.height + padding
            case .top:
                frame.origin.x = area.midX - imageSize.width / 2
                textOrigin.y = origin.y + imageSize.height + padding
            default:
                frame.origin.y = area.midY - imageSize.height / 2
                textOrigin.x = origin.x + imageSize.width + padding
            }
            image = frame
        }
        origin = textOrigin
        if sideBySide { origin.y = area.midY - text.height / 2 } else { origin.x = area.midX - text.width / 2 }
        if titleSize != .zero {
            title = CGRect(
                x: origin.x + (text.width - titleSize.width) / 2, y: origin.y, width: titleSize.width,
                height: titleSize.height)
        }
        if subtitleSize != .zero {
            subtitle = CGRect(
                x: origin.x + (text.width - subtitleSize.width) / 2, y: origin.y + titleSize.height + gap,
                width: subtitleSize.width, height: subtitleSize.height)
        }
    }

    /// One line of `text` measured as a label measures it.
    private static func measure(_ text: String?, size: CGFloat, weight: UIFont.Weight) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let request = UILabel.TextRequest(text: text, numberOfLines: 1, maxWidth: nil, pointSize: size, weight: weight)
        return (UILabel.reelTextMeasurer ?? UILabel.runMetrics)(request).size
    }
}
