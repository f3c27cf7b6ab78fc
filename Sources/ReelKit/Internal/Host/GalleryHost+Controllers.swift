internal import CUserCodeTrap
import ReelCore

extension GalleryHost {
    /// Runs an app's view controller as UIKit shows a window's root controller: inside a navigation controller, its
    /// view loaded at the canvas's size (`viewDidLoad`), then `viewWillAppear`, the adoption of its collection view
    /// (whose data source is asked at once, as UIKit's first layout does), the layout callbacks and `viewDidAppear`.
    /// A controller with no collection view, or more than one, stops the run: reel drives exactly one.
    func run(_ controller: UIViewController) {
        if !(controller is UINavigationController), controller.parent == nil {
            let navigation = UINavigationController(rootViewController: controller)
            app.keep(navigation)
        }
        controller.view.frame = CGRect(origin: .zero, size: canvasSize)
        controller.appear {
            let found = collectionViews(of: controller)
            let type = String(describing: Swift.type(of: controller))
            guard found.count == 1, let collectionView = found.first else {
                stopRun(
                    found.isEmpty
                        ? "the view controller \(type) has no UICollectionView in its view after viewDidLoad: make one "
                            + "there and add it with view.addSubview(_:) (or subclass UICollectionViewController)"
                        : "the view controller \(type) has \(found.count) UICollectionViews in its view; reel drives "
                            + "one: register a controller whose view holds one collection view")
                return
            }
            adopt(collectionView)
            announceSafeArea(of: controller)
            controller.viewWillLayoutSubviews()
            controller.viewDidLayoutSubviews()
        }
    }

    /// The collection views in `controller`'s view hierarchy (a `UICollectionViewController`'s own first), not
    /// looking inside a collection view (its cells).
    private func collectionViews(of controller: UIViewController) -> [UICollectionView] {
        if let owner = controller as? UICollectionViewController, let collectionView = owner.collectionView {
            return [collectionView]
        }
        var found: [UICollectionView] = []
        var stack: [UIView] = controller.viewIfLoaded.map { [$0] } ?? []
        while let view = stack.popLast() {
            if let collectionView = view as? UICollectionView {
                found.append(collectionView)
            } else {
                stack += view.subviews.reversed()
            }
        }
        return found
    }

    /// Makes `collectionView` the one reel drives: its data source (a diffable one applied before, or the app's
    /// own, asked for its counts now), delegate and prefetching go through reel from here on.
    private func adopt(_ collectionView: UICollectionView) {
        collectionView.engine = self
        app.use(collectionView)
        hasDelegate.withLock { $0 = collectionView.delegate != nil }
        if !collectionView.isPrefetchingEnabled { prefetchingChanged(false) }
        if let diffable = collectionView.dataSource as? any DiffableSource {
            diffable.adopted()
        } else {
            dataSourceChanged(on: collectionView)
        }
    }

    // MARK: The app's own data source

    /// reel's side of the app's own data source, if the collection view has one.
    var classicSource: ClassicDataSource? { app.dataSource as? ClassicDataSource }

    /// The collection view's `dataSource` was set: an app's own object (not a diffable data source, which registers
    /// itself) is asked for its counts, as UIKit reloads when the data source changes.
    func dataSourceChanged(on collectionView: UICollectionView) {
        guard collectionView === self.collectionView, let source = collectionView.dataSource,
            !(source is any DiffableSource), classicSource?.source !== source
        else { return }
        app.dataSource = ClassicDataSource(source: source, host: self)
        reloadData(of: collectionView, what: "the data source's first counts", reloadingShown: false)
    }

    /// `reloadData()`: the counts are asked again and the cells on screen are made again.
    func reloadData(of collectionView: UICollectionView, what: String, reloadingShown: Bool) {
        guard collectionView === self.collectionView, let classic = classicSource, let world else { return }
        do {
            let sections = try classic.reload(collectionView, truth: truth, what: what)
            let ids = Array(sections.joined())
            let kept = Set(ids)
            let shown = reloadingShown ? world.displayedIndices.map { world.items[$0].id }.filter(kept.contains) : []
            apply(itemIDs: ids, reconfigured: [], reloaded: shown, animated: false)
        } catch {
            stopRun(error.message)
        }
    }

    /// A batch of the app's changes (`performBatchUpdates`, or one insert, delete, reload or move call) is done: reel
    /// follows it, animated.
    func commit(_ batch: ClassicBatch, on collectionView: UICollectionView) {
        guard collectionView === self.collectionView, let classic = classicSource else {
            if collectionView === self.collectionView, dataSource != nil {
                report(
                    .error,
                    "\(batch.name) on a collection view fed by a diffable data source is ignored: apply a snapshot")
            }
            return
        }
        do {
            let update = try classic.commit(batch, on: collectionView, truth: truth)
            apply(itemIDs: Array(update.sections.joined()), reconfigured: [], reloaded: update.reloaded, animated: true)
        } catch {
            stopRun(error.message)
        }
    }

    /// Stops the run after this frame with `message` (bad input: exit status 2, one line naming the gallery).
    func stopRun(_ message: String) {
        let reason = UserCodeStop(gallery: name, message: message)
        // Code that goes on with what it did not get (`instantiate(…).first as! PhotoView`) traps before the run
        // ends and reports the stop: the trap's line then says it.
        message.withCString { reel_trap_set_stop_reason($0) }
        report(.error, reason.message)
        stop.withLock { $0 = $0 ?? reason }
    }

    // MARK: Calls reel accepts and ignores

    /// Reports, once per run for each `message`, a UIKit call reel compiles and ignores (a refresh control, a
    /// presented alert, a segue…): a warning on stderr and `user_code.ignored` in summary.json.
    nonisolated func reportIgnored(_ message: String) {
        session.report(.ignored, message)
    }

    /// The scroll view's content offset now (reel's scroll, moved only by the script), as UIKit reports it for the
    /// collection view where the app placed it (the world's offset also counts the space above it).
    var contentOffset: CGPoint { CGPoint(x: 0, y: (world?.contentOffset ?? 0) + placementAbove) }
}
