import ReelCore

/// A segmented control: its segments and selection are kept (reel sends no taps, so the selection changes only when
/// the app sets it, and no value-changed action is sent).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    private var titles: [String?] = []
    private var images: [UIImage?] = []

    /// No segment is selected.
    public static let noSegment = -1

    /// The selected segment, or `noSegment`.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether a segment stays selected (kept).
    open var isMomentary = false
    /// The selected segment's colour (kept, not drawn).
    open var selectedSegmentTintColor: UIColor?
    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// A control of these segments: `String` titles or `UIImage`s.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            titles.append(item as? String)
            images.append(item as? UIImage)
        }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(0, segment), titles.count)
        titles.insert(title, at: index)
        images.insert(nil, at: index)
    }

    open func removeAllSegments() {
        titles.removeAll()
        images.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }

    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        if images.indices.contains(segment) { images[segment] = image }
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        images.indices.contains(segment) ? images[segment] : nil
    }

    /// Kept: reel draws no segmented control.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}
