import ReelCore

/// The simulation as the host sees it during one call from the frame loop: a handle to the `inout` world, valid
/// only until that call returns.
@preconcurrency @MainActor
protocol WorldAccess {
    func cell(_ id: CellID) -> Cell
    var items: [Item] { get }
    var snapshotGeneration: Int { get }
    func index(ofItem id: ItemID) -> Int?
    func cellID(atIndex index: Int) -> CellID?
    func index(ofCell id: CellID) -> Int?
    var displayedIndices: [Int] { get }
    var nowMs: Double { get }
    var contentOffset: Double { get }
    func cachedImage(for item: Item) -> ImageTag?
    func startLoad(for item: Item, index: Int, cell: CellID?) -> SubscriptionID
    func cancelLoad(_ subscription: SubscriptionID)
    func completesByNextFrame(_ subscription: SubscriptionID) -> Bool
    func setSubscription(_ subscription: SubscriptionID?, of cell: CellID)
    func reconfigureItem(_ itemID: ItemID)
    func setContent(_ content: CellContent, of cell: CellID)
    func setConfiguredItem(_ item: Item, of cell: CellID)
    func applySnapshot(_ items: [Item], reconfigured: [ItemID], reloaded: [ItemID], animated: Bool)
    func setPrefetchingEnabled(_ enabled: Bool)
    var canvas: Canvas { get }
    var appTextMeasure: AppTextMeasure? { get }
    func index(atX x: Double, y: Double) -> Int?
    var templateLayout: GridSpec { get }
    func setLayout(_ layout: AppLayout?)
    func setContentInset(_ inset: ContentInset)
    func recordUserCode(kind: String, message: String, cell: CellID?)
    var displayedViews: [SupplementaryKey: SupplementaryID] { get }
    func cellHeight(of id: ItemID, width: Double) -> Double?
    func setShows(_ text: String, expected: String?, ofView view: SupplementaryID)
}

/// A `WorldAccess` over a pointer to the frame loop's world (a value: no allocation per call).
@preconcurrency @MainActor
struct WorldHandle<World: BindingWorld>: WorldAccess {
    private let world: UnsafeMutablePointer<World>

    init(_ world: UnsafeMutablePointer<World>) { self.world = world }

    /// Reads the world in place. (`world.pointee.property` in this unspecialized generic code copies the whole
    /// world first; an `inout` access reads through the pointer.)
    private func read<Value>(_ body: (inout World) -> Value) -> Value { body(&world.pointee) }

    func cell(_ id: CellID) -> Cell { read { $0.cell(id) } }
    var items: [Item] { read { $0.items } }
    var snapshotGeneration: Int { read { $0.snapshotGeneration } }
    func index(ofItem id: ItemID) -> Int? { read { $0.index(ofItem: id) } }
    func cellID(atIndex index: Int) -> CellID? { read { $0.cell(atIndex: index) } }
    func index(ofCell id: CellID) -> Int? { read { $0.index(ofCell: id) } }
    var displayedIndices: [Int] { read { $0.displayedIndices } }
    var nowMs: Double { read { $0.nowMs } }
    var contentOffset: Double { read { $0.scrollOffset } }
    func cachedImage(for item: Item) -> ImageTag? { world.pointee.cachedImage(for: item) }

    func startLoad(for item: Item, index: Int, cell: CellID?) -> SubscriptionID {
        if let cell { return world.pointee.startLoad(for: item, index: index, cell: cell) }
        return world.pointee.startModelLoad(for: item, index: index)
    }

    func cancelLoad(_ subscription: SubscriptionID) { world.pointee.cancelLoad(subscription) }
    func completesByNextFrame(_ subscription: SubscriptionID) -> Bool { read { $0.completesByNextFrame(subscription) } }
    func setSubscription(_ subscription: SubscriptionID?, of cell: CellID) {
        world.pointee.setSubscription(subscription, of: cell)
    }
    func reconfigureItem(_ itemID: ItemID) { world.pointee.reconfigureItem(itemID) }
    func setContent(_ content: CellContent, of cell: CellID) { world.pointee.setContent(content, of: cell) }
    func setConfiguredItem(_ item: Item, of cell: CellID) { world.pointee.setConfiguredItem(item, of: cell) }

    func applySnapshot(_ items: [Item], reconfigured: [ItemID], reloaded: [ItemID], animated: Bool) {
        world.pointee.applySnapshot(items, reconfigured: reconfigured, reloaded: reloaded, animated: animated)
    }

    func setPrefetchingEnabled(_ enabled: Bool) { world.pointee.setPrefetchingEnabled(enabled) }
    var canvas: Canvas { read { $0.canvas } }
    var appTextMeasure: AppTextMeasure? { read { $0.appTextMeasure } }
    func index(atX x: Double, y: Double) -> Int? { read { $0.index(atX: x, y: y) } }
    var templateLayout: GridSpec { read { $0.template.layout } }
    func setLayout(_ layout: AppLayout?) { world.pointee.setLayout(layout) }
    func setContentInset(_ inset: ContentInset) { world.pointee.setContentInset(inset) }

    func recordUserCode(kind: String, message: String, cell: CellID?) {
        world.pointee.recordUserCode(kind: kind, message: message, cell: cell)
    }

    var displayedViews: [SupplementaryKey: SupplementaryID] { read { $0.displayedSupplementaryViews } }
    func cellHeight(of id: ItemID, width: Double) -> Double? { read { $0.cellHeight(of: id, width: width) } }
    func setShows(_ text: String, expected: String?, ofView view: SupplementaryID) {
        world.pointee.setShows(text, expected: expected, ofView: view)
    }
}
