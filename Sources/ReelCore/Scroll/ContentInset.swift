/// The vertical inset of a scroll view's content (UIKit's `adjustedContentInset`, top and bottom): the content
/// rests `top` points below the viewport's top, so the offset runs from `-top`, and scrolls until its end is
/// `bottom` points above the viewport's bottom.
public struct ContentInset: Sendable, Equatable, Hashable {
    package var top: Double
    package var bottom: Double

    package init(top: Double = 0, bottom: Double = 0) {
        self.top = top
        self.bottom = bottom
    }

    /// No inset: the content starts at the viewport's top.
    package static let zero = ContentInset()
}
