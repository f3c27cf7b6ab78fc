import Foundation

/// A label: its text tells reel which item's text a cell shows (the item whose title it is).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown. A change from off reel's executor (a DispatchQueue block) is reported and ignored.
    open var text: String? {
        get { shownText }
        set { show(newValue, attributed: nil) }
    }

    private var shownText: String?

    /// The text with attributes; setting it sets `text` to its string. Its fonts, colours, underlines and
    /// strikethroughs are drawn run by run; a range without a font or colour takes the label's (`font`, `textColor`).
    /// Setting `text` replaces it with plain text.
    open var attributedText: NSAttributedString? {
        get { shownAttributedText ?? shownText.map { NSAttributedString(string: $0) } }
        set { show(newValue?.string, attributed: newValue) }
    }

    /// The attributed text the app set, nil when it set plain text.
    private(set) var shownAttributedText: NSAttributedString?

    /// Shows `text` (with `attributed`'s attributes when given). A change from off reel's executor (a DispatchQueue
    /// block) is reported and ignored.
    private func show(_ text: String?, attributed: NSAttributedString?) {
        guard owningCell?.mayChange(self) ?? true else { return }
        shownText = text
        shownAttributedText = attributed
        owningCell?.viewChanged(self)
        invalidateIntrinsicContentSize()
    }

    // Appearance: recorded; the font's point size measures the text.

    /// The font; UIKit's default is the 17 pt system font. Setting it applies it to the whole of `attributedText`,
    /// as UIKit does.
    open var font: UIFont! = .defaultLabelFont {
        didSet {
            if font == nil { font = .defaultLabelFont }
            let restyled = restyleAttributedText(.font, font ?? .defaultLabelFont)
            if font != oldValue || restyled { invalidateIntrinsicContentSize() }
        }
    }

    /// The text's colour; setting it applies it to the whole of `attributedText`, as UIKit does.
    open var textColor: UIColor! = .label {
        didSet { restyleAttributedText(.foregroundColor, textColor ?? .label) }
    }

    /// Sets `key` to `value` over the whole attributed text the app set (nothing when it set plain text); whether it
    /// did. A change from off reel's executor is reported and ignored, as a change of the text is.
    @discardableResult
    private func restyleAttributedText(_ key: NSAttributedString.Key, _ value: Any) -> Bool {
        guard let attributed = shownAttributedText, attributed.length > 0 else { return false }
        guard owningCell?.mayChange(self) ?? true else { return false }
        let restyled = NSMutableAttributedString(attributedString: attributed)
        restyled.addAttribute(key, value: value, range: NSRange(location: 0, length: restyled.length))
        shownAttributedText = restyled
        return true
    }
    open var textAlignment: NSTextAlignment = .natural
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    open var isEnabled = true

    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width a multi-line label wraps at for its intrinsic size (0: no wrapping width).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The text's size, wrapped at `preferredMaxLayoutWidth` when the label has more than one line.
    open override var intrinsicContentSize: CGSize {
        textMetrics(maxWidth: numberOfLines == 1 || preferredMaxLayoutWidth <= 0 ? nil : preferredMaxLayoutWidth).size
    }

    /// The text's size within `size`'s width (a one-line label does not wrap).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textMetrics(maxWidth: numberOfLines == 1 || size.width <= 0 ? nil : size.width).size
    }

    /// The metrics of the text as laid out for the intrinsic size (baselines for baseline anchors).
    var textMetrics: TextMetrics {
        textMetrics(maxWidth: numberOfLines == 1 || preferredMaxLayoutWidth <= 0 ? nil : preferredMaxLayoutWidth)
    }

    private func textMetrics(maxWidth: CGFloat?) -> TextMetrics {
        // Attributed text measures in its largest font (a run of another size is not measured on its own).
        let font = shownAttributedText.map { largestFont(in: $0) } ?? self.font ?? .defaultLabelFont
        let request = TextRequest(
            text: shownText ?? "", numberOfLines: numberOfLines, maxWidth: maxWidth, pointSize: font.pointSize,
            weight: font.weight, isItalic: font.isItalic)
        return (Self.reelTextMeasurer ?? Self.runMetrics)(request)
    }
}

extension UILabel {
    /// The largest font of `attributed`'s runs (the label's own for ranges without one).
    func largestFont(in attributed: NSAttributedString) -> UIFont {
        let own: UIFont = font ?? .defaultLabelFont
        var largest: UIFont?
        attributed.enumerateAttribute(.font, in: NSRange(location: 0, length: attributed.length)) { value, _, _ in
            let font = value as? UIFont ?? own
            if font.pointSize > largest?.pointSize ?? -1 { largest = font }
        }
        return largest ?? own
    }
}
