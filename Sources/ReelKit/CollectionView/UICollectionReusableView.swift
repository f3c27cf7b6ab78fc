/// A view the collection view reuses: a cell, or a header, footer or decoration view. reel dequeues headers, footers
/// and decorations by kind as UIKit does, calls `prepareForReuse()` before a pooled one is configured again, and
/// draws each from its own views (`drawing: app`), or as the template's section band with its labels' text.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?

    /// Called before the view is dequeued again: reset what it shows.
    open func prepareForReuse() {}
}
