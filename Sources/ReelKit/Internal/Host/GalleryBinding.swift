internal import CUserCodeTrap
import ReelCore
import Synchronization

/// The binding that runs a gallery of the user's code: each call of the frame loop becomes the UIKit call it stands
/// for (prepareForReuse, the cell provider, willDisplay, a load's continuation, the prefetch data source), run on
/// reel's executor with the world reachable, followed by a drain of the jobs it made.
struct GalleryBinding: BindingStrategy {
    let host: GalleryHost
    /// Whether the gallery's prefetch data source is told about the prefetch ranges (a user's gallery), or reel's
    /// prefetcher loads them by stable item id (the catalogue, whose counts of prefetch hits and waste are reel's).
    var prefetchesItself = true
    /// Whether a display callback has anything to do: a delegate to tell, or jobs to drain.
    private var needsDisplayCalls: Bool {
        host.hasDelegate.withLock { $0 } || host.session.queuedJobs > 0
            || host.loadBook.hasCancelledElsewhere
    }

    var stop: UserCodeStop? { host.stop.withLock { $0 } }

    func begin<World: BindingWorld>(in world: inout World) {
        call(&world, "the gallery's init") { host in
            // The thread that steps the simulation runs every call of the gallery: a trap there names the gallery.
            host.name.withCString { reel_trap_set_gallery($0) }
            host.begin()
        }
    }

    func prepareForReuse<World: BindingWorld>(cell cellID: CellID, in world: inout World) {
        call(&world, "prepareForReuse", item: world.index(ofCell: cellID).map { world.item(at: $0).id }) {
            $0.prepareForReuse(cell: cellID)
        }
    }

    func configure<World: BindingWorld>(cell cellID: CellID, itemAt index: Int, in world: inout World) {
        call(&world, "the cell provider", item: world.item(at: index).id) { $0.configure(cell: cellID, itemAt: index) }
    }

    func loadFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        call(&world, "a load's continuation", item: completion.itemID) { $0.deliver(completion) }
    }

    func cellsUpdated<World: BindingWorld>(in world: inout World) {
        guard host.session.heldJobs > 0 else { return }
        host.session.releaseHeld()
        call(&world, "a continuation a schedule held until the frame's cells were updated") { _ in }
    }

    func prefetchFinished<World: BindingWorld>(_ completion: LoadCompletion, in world: inout World) {
        guard host.receivesPrefetches else { return }
        call(&world, "a prefetch's completion", item: completion.itemID) { $0.prefetchFinished(completion) }
    }

    func advance<World: BindingWorld>(to t: Double, in world: inout World) {
        host.session.advance(to: t)
        if let seen = host.boundsWatch.withLock({ $0 }), seen != world.scrollOffset {
            call(&world, "the layout's shouldInvalidateLayout(forBoundsChange:)") { $0.boundsChanged() }
        }
        guard host.session.queuedJobs > 0 || host.loadBook.hasCancelledElsewhere else { return }
        call(&world, "a job of the gallery's code (a timer, a main-queue block, a task)") { _ in }
    }

    func perform<World: BindingWorld>(action name: String, in world: inout World) {
        call(&world, "a script action") { $0.perform(action: name) }
    }

    func contentSizeChanged<World: BindingWorld>(to category: ContentSizeCategory, in world: inout World) {
        call(&world, "traitCollectionDidChange (the text size changed)") { $0.changeContentSize(to: category) }
    }

    func appearanceChanged<World: BindingWorld>(to appearance: Appearance, in world: inout World) {
        call(&world, "traitCollectionDidChange (the appearance changed)") { $0.changeAppearance(to: appearance) }
    }

    func configure<World: BindingWorld>(
        view: SupplementaryID, for element: SupplementaryFrame, reused: Bool, in world: inout World
    ) {
        call(&world, "the supplementary view provider") { $0.configure(view: view, for: element, reused: reused) }
    }

    func willDisplay<World: BindingWorld>(
        view: SupplementaryID, for element: SupplementaryFrame, in world: inout World
    ) {
        guard needsDisplayCalls else { return }
        call(&world, "willDisplaySupplementaryView") { $0.willDisplay(view: view, for: element.key) }
    }

    func didEndDisplaying<World: BindingWorld>(
        view: SupplementaryID, for element: SupplementaryKey, in world: inout World
    ) {
        guard needsDisplayCalls else { return }
        call(&world, "didEndDisplayingSupplementaryView") { $0.didEndDisplaying(view: view, for: element) }
    }

    func cellHeightsChanged<World: BindingWorld>(in world: inout World) {
        // The call's end reads the layout again (`GalleryHost.syncLayout`), now with the cells' heights.
        call(&world, "the layout, placing items again by their cells' heights") { $0.layoutKey = nil }
    }

    func willDisplay<World: BindingWorld>(cell cellID: CellID, at index: Int, in world: inout World) {
        guard needsDisplayCalls else { return }
        call(&world, "willDisplay", item: world.item(at: index).id) { $0.willDisplay(cell: cellID, at: index) }
    }

    func didEndDisplaying<World: BindingWorld>(cell cellID: CellID, at index: Int?, in world: inout World) {
        guard needsDisplayCalls else { return }
        call(&world, "didEndDisplaying", item: index.map { world.item(at: $0).id }) {
            $0.didEndDisplaying(cell: cellID, at: index)
        }
    }

    /// The user's cells size themselves once one of them has constraints (`GalleryHost.preferredHeight`); until
    /// then no call is made, so galleries of frame-based cells run as they always did.
    var sizesCells: Bool { host.hasConstrainedCells.withLock { $0 } }

    func preferredHeight<World: BindingWorld>(
        ofCell cellID: CellID, at index: Int, width: Double, estimate: Double, in world: inout World
    ) -> Double? {
        let result = Mutex<Double?>(nil)
        call(&world, "preferredLayoutAttributesFitting", item: world.item(at: index).id) { host in
            let height = host.preferredHeight(ofCell: cellID, at: index, width: width, estimate: estimate)
            result.withLock { $0 = height }
        }
        return result.withLock { $0 }
    }

    func drawings<World: BindingWorld>(of targets: [DrawingRequest], in world: inout World) -> FrameDrawings? {
        let result = Mutex<FrameDrawings?>(nil)
        call(&world, "layoutSubviews (the frame's layout pass)") { host in
            let drawings = host.drawings(of: targets)
            result.withLock { $0 = drawings }
        }
        return result.withLock { $0 }
    }

    func updatePrefetching<World: BindingWorld>(wanted: [Int], in world: inout World) {
        call(&world, "the prefetch data source") { $0.updatePrefetching(wanted: wanted) }
    }

    /// After the last frame: escaped main-queue work runs (outside the session) and reports itself, loads still in
    /// flight fail so their tasks end, and tasks that never finished are reported.
    func finish<World: BindingWorld>(in world: inout World) {
        host.session.releaseHeld()
        GalleryHost.flushMainQueue()
        call(&world, "the end of the run") { $0.finish() }
        call(&world, "the end of the run") { $0.reportUnfinishedTasks() }
    }

    /// Runs `body` on the host with `world` reachable, on reel's executor, as the main actor. `what` (the UIKit call)
    /// and the item it is for are what a trap in the user's code is reported with (`reel_trap_set_call`).
    private func call<World: BindingWorld>(
        _ world: inout World, _ what: StaticString, item: ItemID? = nil, _ body: @MainActor (GalleryHost) -> Void
    ) {
        let time = world.nowMs
        (item?.rawValue ?? "").withCString { item in
            what.utf8Start.withMemoryRebound(to: CChar.self, capacity: what.utf8CodeUnitCount + 1) { call in
                reel_trap_set_call(call, item, time)
            }
        }
        defer { reel_trap_clear_call() }
        let host = self.host
        withUnsafeMutablePointer(to: &world) { pointer in
            let world = WorldPointer(pointer: pointer)
            host.session.run {
                MainActor.assumeIsolated {
                    host.enter(WorldHandle(world.pointer)) { body(host) }
                }
            }
        }
    }
}

/// The frame loop's world, handed to the main actor for the length of one call.
// @unchecked Sendable: the pointer is used only inside `call`, synchronously, on the thread that owns the world —
// the same thread `ExecutorSession.run` makes the main actor for the call; it never outlives the call.
private struct WorldPointer<World>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<World>
}
