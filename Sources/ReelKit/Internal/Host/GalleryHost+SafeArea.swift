import ReelCore

extension GalleryHost {
    /// After a call into the gallery: the collection view's `adjustedContentInset` (the app's `contentInset` and
    /// the safe area by its adjustment behaviour) goes to the world, whose scroll view rests and ends by its top and
    /// bottom. The first time, and whenever it changes, the collection view hears of it.
    ///
    /// reel's collection view fills the canvas. One the app placed lower (constrained to the safe area guide, under
    /// a bar of its own) rests its content as far down as the view's top and ends it as far up as the view's bottom.
    func syncContentInset() {
        guard let collectionView, let world else { return }
        // A table view's rows are reel's collection view inside it: the table is the scroll view the app sets.
        let scrollView: UIScrollView = collectionView.superview as? UITableView ?? collectionView
        let adjusted = scrollView.adjustedContentInset
        let placed = scrollView.frameInRoot
        let (above, below) =
            placed.isEmpty ? (0, 0) : (max(0, placed.minY), max(0, canvasSize.height - placed.maxY))
        let inset = ContentInset(top: above + adjusted.top, bottom: below + adjusted.bottom)
        guard inset != reportedContentInset else { return }
        let first = reportedContentInset == nil
        reportedContentInset = inset
        world.setContentInset(inset)
        if !first || adjusted != .zero { scrollView.adjustedContentInsetDidChange() }
    }

    /// Before a controller's first layout: when the screen has a safe area or the controller adds to it, the
    /// controller and its root view hear that the root view's safe area changed, as UIKit tells them when the view
    /// goes into its window.
    func announceSafeArea(of controller: UIViewController) {
        guard let view = controller.viewIfLoaded, view.safeAreaInsets != .zero else { return }
        view.safeAreaInsetsDidChange()
        controller.viewSafeAreaInsetsDidChange()
    }
}
