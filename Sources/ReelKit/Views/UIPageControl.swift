/// A row of dots, one per page, the current one highlighted. Recorded and not drawn: reel draws no page control yet,
/// and nobody taps one in a run, so `currentPage` changes only when the app sets it.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// UIKit's backgrounds behind the dots, with its raw values.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    /// UIKit's states of a touch on the control, with its raw values.
    public enum InteractionState: Int, Sendable {
        case none, discrete, continuous
    }

    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
        }
    }

    /// The page shown, kept within `0..<numberOfPages` as UIKit keeps it.
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }

    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle = BackgroundStyle.automatic
    open private(set) var interactionState = InteractionState.none
    open var allowsContinuousInteraction = true
    open var preferredIndicatorImage: UIImage?
    open var defersCurrentPageDisplay = false
    private var indicatorImages: [Int: UIImage] = [:]

    open func indicatorImage(forPage page: Int) -> UIImage? {
        indicatorImages[page] ?? preferredIndicatorImage
    }

    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
    }

    /// UIKit's size for `pageCount` dots: 26 points a dot (the 7-point dot and its spacing) and 26 high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * 26, height: 26)
    }

    open func updateCurrentPageDisplay() {}

    open override var intrinsicContentSize: CGSize {
        size(forNumberOfPages: numberOfPages)
    }
}
