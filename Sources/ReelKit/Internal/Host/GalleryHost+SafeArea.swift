import ReelCore

extension GalleryHost {
    /// The run's canvas in points, while a call is in progress; the host's canvas otherwise.
    var screenSize: CGSize { world == nil ? canvasSize : canvasFrame.size }

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
            placed.isEmpty ? (0, 0) : (Self.inset(placed.minY), Self.inset(world.canvas.height - placed.maxY))
        placementAbove = above
        let inset = ContentInset(
            top: Self.inset(above + Self.inset(adjusted.top, allowsNegative: true)),
            bottom: Self.inset(below + Self.inset(adjusted.bottom, allowsNegative: true)))
        guard inset != reportedContentInset else { return }
        let first = reportedContentInset == nil
        reportedContentInset = inset
        world.setContentInset(inset)
        if !first || adjusted != .zero { scrollView.adjustedContentInsetDidChange() }
    }

    /// An inset the world can take: finite and within ±100,000 points (an app's `contentInset` may hold any
    /// number); a non-finite one counts as 0. Negative only where UIKit allows it (an app's own inset).
    private static func inset(_ value: CGFloat, allowsNegative: Bool = false) -> Double {
        let number = Double(value)
        guard number.isFinite else { return 0 }
        return min(max(number, allowsNegative ? -100_000 : 0), 100_000)
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
