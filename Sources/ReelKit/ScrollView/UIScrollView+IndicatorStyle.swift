/// The scroll indicators' colour (kept; reel draws no indicators).
public enum UIScrollViewIndicatorStyle: Int, Sendable {
    case `default`, black, white
}

extension UIScrollView {
    /// UIKit's name for the indicators' style.
    public typealias IndicatorStyle = UIScrollViewIndicatorStyle
}
