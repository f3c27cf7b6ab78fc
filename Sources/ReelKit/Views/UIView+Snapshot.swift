extension UIView {
    /// A snapshot of the view for a transition: a plain view of the view's size. reel draws no snapshot's content
    /// (transitions are not run), so it shows the view's background only.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: bounds)
        snapshot.backgroundColor = backgroundColor
        return snapshot
    }
}
