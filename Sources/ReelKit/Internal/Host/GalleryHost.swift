internal import CUserCodeTrap
import ReelCore
import ReelExecutors
import Synchronization

/// Runs one gallery of the user's code inside one simulation: owns the collection view, the gallery object and the
/// cell objects, answers the user's calls from the frame loop's world (valid only during a call from the frame
/// loop), and drains the user's jobs before each call returns.
@preconcurrency @MainActor
final class GalleryHost {
    /// The executor the user's jobs wait in.
    nonisolated let session: ExecutorSession
    /// The user's gallery, its collection view and its data source.
    let app: GalleryApp
    /// The cell objects.
    nonisolated let cells = CellRegistry()
    /// The header, footer and decoration view objects, and the never-reused views they are judged by.
    let views = ViewRegistry()
    /// The loads waiting for reel's pipeline, and what became of them.
    nonisolated let loadBook = LoadBook()
    /// The worlds of the calls in progress.
    private var worlds = WorldStack()
    var truth = ItemTruth()
    /// Which item each of the data source's identifiers stands for.
    private var identifiers = ItemIdentifierMap()
    /// Set when the user's code did something the run cannot go on from (read by the frame loop's thread).
    nonisolated let stop = Mutex<UserCodeStop?>(nil)
    /// Items the prefetch data source was told about and not yet told to cancel.
    var prefetched: [ItemID] = []
    /// The calls whose tasks may still be running.
    var witnesses = TaskWitnesses()
    /// The layout object, its changes and the item count reel last laid cells out by (`GalleryHost+Layout`).
    var layoutKey: LayoutKey?
    /// The items the app's layout last laid out, for the update items of the next change.
    var layoutUpdates = LayoutUpdates()
    /// Cells whose configuration update waits for the end of the call (`setNeedsUpdateConfiguration()`).
    var configurationUpdates: [UICollectionViewCell] = []
    /// Whether the collection view has a delegate (display callbacks are skipped without one and with nothing queued).
    nonisolated let hasDelegate = Mutex(false)
    /// The content offset the app's layout last saw, while it is one that may ask for a new pass when the
    /// collection view scrolls (`shouldInvalidateLayout(forBoundsChange:)`); nil for other layouts.
    nonisolated let boundsWatch = Mutex<Double?>(nil)
    /// Whether a cell the gallery configured has constraints (its height may then come from them).
    nonisolated let hasConstrainedCells = Mutex(false)
    /// Whether the gallery is one of reel's catalogue: its cells write late into reused cells and leave loads in
    /// flight at the end on purpose (the frames count the stale images, the requests the loads), so neither is
    /// reported as an outcome of user code.
    let isCatalogue: Bool
    /// The scenario's canvas (points): the size of a view controller's root view.
    let canvasSize: CGSize
    /// The scenario's canvas scale (pixels per point): the screen's.
    let canvasScale: CGFloat
    /// The scenario's safe-area insets: the screen's.
    let screenSafeArea: UIEdgeInsets
    /// The collection view's vertical content inset last told to the world (nil before the first).
    var reportedContentInset: ContentInset?
    /// How far below the canvas's top the app placed the collection view: the world's offset counts it, the app's
    /// `contentOffset` does not.
    var placementAbove = 0.0
    /// The screen's user interface style, which dynamic colours resolve in: the scenario's `appearance` when the run
    /// starts, then each `appearance` action's (read from any thread by `UITraitCollection.current`).
    nonisolated let style: Mutex<Appearance>
    nonisolated var appearance: Appearance { style.withLock { $0 } }
    /// The text size (`content_size`): the scenario's when the run starts, then each `content_size` action's (the
    /// traits' content size category, read from any thread by `UITraitCollection.current`).
    nonisolated let textSize: Mutex<ContentSizeCategory>
    nonisolated var contentSize: ContentSizeCategory { textSize.withLock { $0 } }

    private init(
        app: GalleryApp, session: ExecutorSession, isCatalogue: Bool, canvasSize: CGSize, canvasScale: CGFloat,
        safeArea: EdgeInsets, appearance: Appearance, contentSize: ContentSizeCategory
    ) {
        screenSafeArea = UIEdgeInsets(
            top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
        style = Mutex(appearance)
        textSize = Mutex(contentSize)
        self.session = session
        self.isCatalogue = isCatalogue
        self.canvasSize = canvasSize
        self.canvasScale = canvasScale
        self.app = app
    }

    var name: String { app.name }

    func keep(_ object: AnyObject) { app.keep(object) }
    var collectionView: UICollectionView? { app.collectionView }
    var dataSource: (any DiffableSource)? { app.dataSource }
    nonisolated var receivesPrefetches: Bool { app.receivesPrefetches }

    /// Reel's prefetcher brought an image in: a gallery that keeps prefetched images gets it, with the index path
    /// the item had when the prefetch started.
    func prefetchFinished(_ completion: LoadCompletion) {
        guard let receiver = app.gallery as? any PrefetchedImageReceiver, case .image(let tag) = completion.content
        else {
            return
        }
        let image = UIImage(tag: tag, size: CGSize(width: tag.key.size.width, height: tag.key.size.height))
        receiver.prefetched(image, at: IndexPath(item: completion.itemIndex, section: 0))
    }

    /// The names of the actions `type` declares, read as the main actor without making a gallery (validation runs
    /// none of the user's code): on the session active on this thread, else on a session made for the read.
    nonisolated static func actionNames<Gallery: ReelGallery>(of type: Gallery.Type) -> [String] {
        let session: ExecutorSession
        do {
            session = try SimulationExecutors.active ?? ExecutorSession()
        } catch {
            fatalError("\(error)")
        }
        return session.run { MainActor.assumeIsolated { Gallery.actions.keys.sorted() } }
    }

    /// A host for a fresh gallery of `type`. The executors are installed first and checked by the self-test (once per
    /// process); if the toolchain refuses them or they no longer capture every job, the run cannot be deterministic,
    /// which is a fatal setup error with one line naming the toolchain. `isCatalogue` marks reel's own catalogue
    /// (whose bugs are there by design, so late writes are not reported).
    nonisolated static func make<Gallery: ReelGallery>(
        _ type: Gallery.Type, name: String, isCatalogue: Bool = false, canvas: Canvas = Canvas(),
        safeArea: EdgeInsets = .zero, imageURLMatch: ImageURLMatch = .path, appearance: Appearance = .light,
        contentSize: ContentSizeCategory = .large
    ) -> GalleryHost {
        make(
            canvas: canvas, safeArea: safeArea, imageURLMatch: imageURLMatch, appearance: appearance,
            contentSize: contentSize, isCatalogue: isCatalogue
        ) { GalleryApp(type, name: name) }
    }

    /// A host for the gallery `app` makes (see the generic `make`).
    nonisolated static func make(
        canvas: Canvas, safeArea: EdgeInsets = .zero, imageURLMatch: ImageURLMatch = .path,
        appearance: Appearance = .light,
        contentSize: ContentSizeCategory = .large, isCatalogue: Bool = false,
        app: @escaping @MainActor @Sendable () -> GalleryApp
    ) -> GalleryHost {
        let session: ExecutorSession
        do {
            session = try ExecutorSession(chooser: ScheduleChooser.current)
            try ReelKitSelfTest.runOnce()
            reel_trap_install()
        } catch {
            fatalError("\(error)")
        }
        let host = session.run {
            MainActor.assumeIsolated {
                let host = GalleryHost(
                    app: app(), session: session, isCatalogue: isCatalogue,
                    canvasSize: CGSize(width: canvas.width, height: canvas.height), canvasScale: canvas.scale,
                    safeArea: safeArea, appearance: appearance, contentSize: contentSize)
                host.truth.urlMatch = imageURLMatch
                return host
            }
        }
        registry.withLock { $0[ObjectIdentifier(session)] = WeakHost(host: host) }
        return host
    }

    // MARK: Finding the host from the user's code

    private struct WeakHost: @unchecked Sendable {
        // @unchecked Sendable: the host is only dereferenced on the thread its session is active on.
        weak var host: GalleryHost?
    }

    nonisolated private static let registry = Mutex<[ObjectIdentifier: WeakHost]>([:])

    /// The host whose session runs on the calling thread, if any.
    nonisolated static func forCurrentThread() -> GalleryHost? {
        guard let session = SimulationExecutors.active else { return nil }
        return registry.withLock { $0[ObjectIdentifier(session)]?.host }
    }

    // MARK: Calls from the frame loop

    /// The world of the call in progress.
    var world: (any WorldAccess)? { worlds.current }

    /// Runs `body` as one call from the frame loop: the world is reachable, the user's jobs are drained at the end
    /// of the outermost call (never inside a job), and what the cells show goes back to the world. Tasks the call
    /// starts inherit a witness of it (see `TaskWitness`); a call that holds the thread too long is reported.
    func enter(_ world: any WorldAccess, _ body: () -> Void) {
        worlds.push(world)
        defer { worlds.pop() }
        if worlds.isOutermost { followWorldSnapshot() }
        finishCancelledElsewhere()
        if worlds.isOutermost {
            let witness = TaskWitness()
            witnesses.track(witness)
            TaskWitness.$current.withValue(witness) {
                session.timed("one call into the gallery's code (cell provider, prepareForReuse, an action…)") {
                    body()
                    updateConfigurations()
                }
            }
            session.drain()
            syncLayout()
            syncContentInset()
            // Jobs asked for configuration updates: run them (and the jobs they start) before the cells are read.
            for _ in 0..<Self.maximumUpdateRounds where !configurationUpdates.isEmpty {
                TaskWitness.$current.withValue(witness) { updateConfigurations() }
                session.drain()
            }
            finishCancelledElsewhere()
            loadBook.forgetMisses()
        } else {
            body()
        }
        syncCells()
        syncViews()
        reportOutcomes()
    }

    /// The script applied a snapshot itself (catalogue scenarios edit reel's data source directly): the data source
    /// takes the world's items, and reel learns the new items' truth. One model: reel's data source is the truth.
    private func followWorldSnapshot() {
        guard let world, worlds.follow(generation: world.snapshotGeneration) else { return }
        let items = world.items
        truth.update(items)
        if let dataSource, !dataSource.follow(items) {
            report(.error, "the script changed the items, and the data source's identifiers cannot follow (use String)")
        }
    }

    /// Before the first frame: the collection view and the gallery (viewDidLoad).
    func begin() {
        guard let world else { return }
        truth.add(world.items)
        app.start(host: self, items: world.items.map(GalleryItem.init))
        if dataSource == nil, stop.withLock({ $0 == nil }) {
            report(
                .error,
                "the gallery made no data source (a UICollectionViewDiffableDataSource, or collectionView.dataSource): "
                    + "no cell can be configured")
        }
    }

    /// The script calls `name`.
    func perform(action name: String) {
        do {
            _ = try app.perform(name)
        } catch {
            report(.error, "action \"\(name)\" threw \(error)")
        }
    }

    /// The index of the item with `id` in reel's snapshot now.
    func index(ofItem id: ItemID) -> Int? { world?.index(ofItem: id) }

    /// The data source registered itself.
    func dataSourceCreated(_ source: any DiffableSource) { app.dataSource = source }

    /// reel's item ids of the data source's `identifiers` (`ItemIdentifierMap`'s rule); nil when one maps to no item,
    /// which stops the run after this frame.
    func itemIDs<Identifier: Hashable>(of identifiers: [Identifier]) -> [ItemID]? {
        guard !identifiers.isEmpty else { return [] }
        do {
            return try self.identifiers.itemIDs(of: identifiers, in: truth)
        } catch {
            let reason = UserCodeStop(gallery: name, message: "apply: \(error)")
            report(.error, reason.message)
            stop.withLock { $0 = $0 ?? reason }
            return nil
        }
    }

    /// The app applied a snapshot: reel's collection view takes the new order of items.
    func apply(itemIDs: [ItemID], reconfigured: [ItemID], reloaded: [ItemID], animated: Bool) {
        guard let world else {
            report(.escape, "a snapshot was applied outside reel's frame loop; it is ignored")
            return
        }
        let current = world.items
        if itemIDs.count == current.count, reloaded.isEmpty, zip(itemIDs, current).allSatisfy({ $0 == $1.id }) {
            // Nothing moves: the apply is the reconfiguration of its items, in place (no diff, no layout pass).
            for id in reconfigured { world.reconfigureItem(id) }
            return
        }
        var items: [Item] = []
        items.reserveCapacity(itemIDs.count)
        var seen: Set<ItemID> = []
        var unknown: [ItemID] = []
        var repeated: [ItemID] = []
        for id in itemIDs {
            guard let item = truth[id: id] else {
                unknown.append(id)
                continue
            }
            guard seen.insert(id).inserted else {
                repeated.append(id)
                continue
            }
            items.append(item)
        }
        if let first = unknown.first {
            report(
                .error,
                "apply: \(unknown.count) identifier(s) are not items reel knows and were left out, the first "
                    + "\"\(first)\"")
        }
        if let first = repeated.first {
            report(
                .error, "apply: \(repeated.count) identifier(s) appear twice in the snapshot, the first \"\(first)\"")
        }
        world.applySnapshot(items, reconfigured: reconfigured, reloaded: reloaded, animated: animated)
        _ = worlds.follow(generation: world.snapshotGeneration)
    }

    /// `isPrefetchingEnabled` changed.
    func prefetchingChanged(_ enabled: Bool) {
        world?.setPrefetchingEnabled(enabled)
    }

    /// New synthetic items the run knows the truth of.
    func makeItems(count: Int) -> [GalleryItem] {
        let first = truth.nextSyntheticIndex
        let items = (0..<max(0, count)).map { Item.synthetic(index: first + $0) }
        truth.add(items)
        return items.map(GalleryItem.init)
    }

    // MARK: Outcomes

    /// Records an outcome of the user's code.
    func report(_ kind: UserCodeOutcome.Kind, _ message: String, cell: CellID? = nil) {
        if let world {
            world.recordUserCode(kind: kind.rawValue, message: message, cell: cell)
        } else {
            session.report(kind, message)
        }
    }

    /// Hands outcomes the executor noticed to the world, sorted: escapes reported from other threads arrive in no
    /// fixed order (at the end of a CLI run they all arrive together, when the main queue is flushed).
    private func reportOutcomes() {
        guard let world else { return }
        let outcomes = session.takeOutcomes().sorted { ($0.kind.rawValue, $0.message) < ($1.kind.rawValue, $1.message) }
        for outcome in outcomes {
            world.recordUserCode(kind: outcome.kind.rawValue, message: outcome.message, cell: nil)
        }
    }
}
