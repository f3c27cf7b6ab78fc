/// The headless collection view in virtual time: script, scroll physics, reuse pool, binding strategy,
/// prefetcher and the modelled image pipeline. A frame is a pure function of the scenario and the load outcomes.
public struct Simulation {
    public let scenario: Scenario
    public let template: Template
    /// The items of the current snapshot, in order.
    public internal(set) var items: [Item]
    /// The snapshot the data source was created with (what a stale captured model sees).
    let capturedItems: [Item]
    public internal(set) var layout: ListLayout
    /// Self-sizing: measured heights by item id, the text measure, and the scroll-anchor compensation so far.
    var heightCache: [String: Double] = [:]
    public var measureText: TextMeasure = TextWrap.approximate
    var anchorShift = 0.0
    /// The image view's frame inside a cell, and the thumbnail size every load asks for.
    public let imageFrame: Rect
    public let imageSize: PixelSize
    let strategy: any BindingStrategy

    public internal(set) var scroll: ScrollModel
    public internal(set) var cells: [Cell] = []
    var counters = Metrics()
    /// Counters and samples so far; prefetched images never displayed count as waste.
    public var metrics: Metrics {
        var metrics = counters
        metrics.prefetchWasted += prefetchedUnseen.count
        return metrics
    }
    var pool = ReusePool()
    /// Visible item index → the cell displaying it.
    var displayed: [Int: Int] = [:]
    var scheduler: LoadScheduler
    var cache: LRUCacheModel
    /// Prefetched item id → its subscription (keyed by stable id, never by index path).
    var prefetching: [String: Int] = [:]
    /// Prefetched images stored by index path, for the strategy that (wrongly) keys them so.
    var indexKeyedPrefetches: [Int: ImageTag] = [:]
    /// The next snapshot being edited by the script, and the layout animation of the last apply.
    var editor: SnapshotEditor
    var layoutAnimation: LayoutAnimation?
    /// Cached images a prefetch brought in that no cell has displayed yet.
    var prefetchedUnseen: Set<ImageKey> = []
    var direction = 1.0
    var itemIndexByID: [String: Int]
    /// The data source's identifier of each item (by `identity`), their positions, and the snapshot number
    /// (fresh UUIDs are drawn per snapshot).
    var identifiers: [String]
    var indexByIdentifier: [String: Int]
    var snapshotGeneration = 0
    /// Per-row flags the app keeps by identifier (selection, expansion).
    var rowFlags: [String: RowFlags] = [:]
    /// Cell registrations made so far (one per configure when created inside the cell provider).
    var registrationsMade = 0
    /// Decoded image bytes the cells' image views hold (a cell keeps its image alive, even in the reuse pool).
    var cellImageBytes = 0
    /// Image keys whose in-flight transfer was cancelled in the current step (a new request for one is a restart),
    /// and the keys of transfers that rows rebuilt by an apply in this step had in flight.
    var keysCancelledThisStep: Set<ImageKey> = []
    var rebuiltRowKeys: Set<ImageKey> = []
    /// Cells of rows an animated apply removed: UIKit keeps them for the disappearing animation, out of the pool,
    /// until the animation ends.
    var disappearing: [(cell: Int, until: Double)] = []

    public private(set) var frameIndex = 0
    var scriptCursor = 0
    var nextActionTime = 0.0
    /// When the script's last action has ended.
    public private(set) var scriptEnd: Double

    // What the current step has produced so far.
    var now = 0.0
    var events: [TimedEvent] = []
    var newRequests: [LoadRequest] = []
    var cancelledTasks: [Int] = []
    var evicted = false
    var deliveries: [NetworkTrace.Entry] = []
    /// The item whose load is being delivered, while strategies handle it (what `apply` events name).
    var deliveringFor: String?
    /// Modelled main-thread costs, the work spent in the current frame, and the frame on screen (held while hitching).
    let costs: MainThreadCosts
    var mainThreadMs = 0.0
    var shownFrame: FrameState?
    var holdFrames = 0
    /// Cells prepared ahead of display, or kept after scrolling off (automatic cell prefetching): index → cell.
    var prepared: [Int: Int] = [:]
    /// Whether frames carry a range minimap.
    public var makesMinimap = false
    /// Dynamic Type: the content size category text is drawn and measured at now.
    public internal(set) var contentSize = ContentSizeCategory.large
    /// The scroll indicator's fade and the previous frame's geometry (for its jumps).
    var indicatorTracker = ScrollIndicatorTracker()

    /// A simulation of `scenario` drawn with `template`; `file` names the scenario in errors. `arrivals` says where
    /// due times come from: the seeded model (default), a recorded trace, or real arrival reported by the runner.
    public init(scenario: Scenario, template: Template, file: String = "scenario", arrivals: ArrivalSource = .modelled) throws(InputError) {
        let template = try scenario.layout.applied(to: template, file: file, path: "$.layout")
        self.scenario = scenario
        self.template = template
        items = scenario.items.makeItems().map { Self.sized($0, for: template) }
        guard !items.isEmpty else {
            throw InputError(file: file, path: "$.items", message: "no items (a manifest or directory source must be read first)")
        }
        capturedItems = items
        itemIndexByID = Self.indexByID(items)
        identifiers = scenario.dataSource.identity.identifiers(of: items, generation: 0)
        indexByIdentifier = Self.indexByID(identifiers)
        editor = SnapshotEditor(items: items, nextSyntheticIndex: SnapshotEditor.firstFreeSyntheticIndex(after: items))
        contentSize = scenario.contentSize
        layout = Self.makeLayout(template: template, width: scenario.canvas.width, items: items, heights: [:], category: contentSize)
        imageFrame = template.cell.image.frame(inCellOfWidth: layout.itemWidth, height: max(1, layout.itemHeight))
        imageSize = PixelSize(points: imageFrame.width, imageFrame.height, scale: scenario.canvas.scale)
        strategy = scenario.binding.makeStrategy()
        costs = template.costs.overridden(by: scenario.mainThread)
        scroll = ScrollModel(viewportHeight: scenario.canvas.height, contentHeight: layout.contentHeight)
        let network = NetworkModel(settings: scenario.network, source: arrivals, timeoutMs: Double(scenario.pipeline.timeoutMs))
        scheduler = LoadScheduler(
            maxConcurrent: scenario.pipeline.maxConcurrent, maxConcurrentLow: scenario.prefetch.maxConcurrent, network: network
        )
        cache = LRUCacheModel(limitBytes: scenario.pipeline.memoryCacheBytes, entryLimitBytes: scenario.pipeline.memoryCacheEntryBytes)
        scriptEnd = scenario.script.reduce(0) { $0 + $1.durationMs }
        try Self.validateScript(scenario.script, items: items, file: file)
    }

    /// Dry-runs the script's snapshot edits so a bad reference or a duplicate id is an input error up front.
    static func validateScript(_ script: [ScriptAction], items: [Item], file: String) throws(InputError) {
        var editor = SnapshotEditor(items: items, nextSyntheticIndex: SnapshotEditor.firstFreeSyntheticIndex(after: items))
        var current = items
        for (position, action) in script.enumerated() {
            let name = ScriptAction.names.first { action.name == $0 } ?? "action"
            switch action {
            case .scrollTo(let reference, _), .toggle(let reference, _):
                let found: Bool = switch reference {
                case .id(let id): current.contains { $0.id == id }
                case .index(let index): index < current.count
                }
                guard found else {
                    let message: String = switch reference {
                    case .id(let id): "no item has id \"\(id)\""
                    case .index(let index): "expected an index below \(current.count), got \(index)"
                    }
                    throw InputError(file: file, path: "$.script[\(position)].\(name).item", message: message)
                }
            case .apply:
                current = editor.items
                editor.clearUpdates()
            default:
                if let problem = editor.stage(action, visible: []) {
                    throw InputError(file: file, path: "$.script[\(position)].\(name)", message: problem)
                }
            }
        }
    }

    static func indexByID(_ items: [Item]) -> [String: Int] { indexByID(items.map(\.id)) }

    static func indexByID(_ ids: [String]) -> [String: Int] {
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() { indexByID[id] = index }
        return indexByID
    }

    /// The virtual time (ms) of the next frame.
    public var nextFrameTime: Double { Double(frameIndex) * scenario.canvas.frameDurationMs }

    /// Whether the run is over: the script has ended and the last frame made shows the scroll view at rest.
    public var isFinished: Bool {
        let lastFrameTime = Double(frameIndex - 1) * scenario.canvas.frameDurationMs
        return frameIndex > 0 && scriptCursor == scenario.script.count && lastFrameTime >= max(scriptEnd, scroll.restTime)
    }

    /// Advances to the next frame. `outcome` is asked, in virtual-time order, for the real result of every
    /// transfer that comes due (the asset barrier: it may block until the bytes are in hand).
    public mutating func step(outcome: (LoadRequest) -> LoadOutcome) -> FrameStep {
        let t = nextFrameTime
        mainThreadMs = 0
        runScript(through: t, outcome: outcome)
        deliverDue(through: t, outcome: outcome)
        now = t
        let offset = measureVisibleCells(offset: scroll.offset(at: t))
        let velocity = scroll.velocity(at: t)
        if velocity != 0 { direction = velocity > 0 ? 1 : -1 }
        releaseDisappearingCells()
        updateDisplayedCells(offset: offset)
        if scenario.cellPrefetching { updatePreparedCells(offset: offset) }
        updatePrefetch(offset: offset)
        startQueuedLoads()
        spendMainThread(costs.layoutMs * Double(displayed.count))
        var current = makeFrame(offset: offset, velocity: velocity)
        if makesMinimap { current.minimap = makeMinimap(offset: offset, frame: current) }
        var indicatorTracker = self.indicatorTracker
        let indicator = scenario.scrollIndicator ? makeScrollIndicator(offset: offset, tracker: &indicatorTracker) : nil
        current.scrollIndicator = indicator?.indicator
        let (frame, repeated) = present(current)
        if let indicator { commitScrollIndicator(indicator, tracker: indicatorTracker, shown: !repeated) }
        let step = FrameStep(
            frame: frame, events: events, newRequests: newRequests, cancelledTasks: cancelledTasks, evicted: evicted,
            deliveries: deliveries, mainThreadMs: mainThreadMs, repeated: repeated
        )
        sampleCellMemory()
        keysCancelledThisStep = []
        rebuiltRowKeys = []
        deliveries = []
        events = []
        newRequests = []
        cancelledTasks = []
        evicted = false
        frameIndex += 1
        return step
    }

    /// Reports that a task's real result arrived at virtual time `t` (wall-clock mode).
    public mutating func reportArrival(task: Int, at t: Double, outcome: LoadOutcome) {
        scheduler.reportArrival(task, at: t, outcome: outcome)
    }

    /// Image keys whose pixels must stay available: everything cached, shown by any cell, or in hand for a task
    /// not delivered yet.
    public func retainedImageKeys() -> Set<ImageKey> {
        var keys: Set<ImageKey> = []
        for task in scheduler.tasks.values where task.outcome != nil { keys.insert(task.key) }
        cache.forEachKey { keys.insert($0) }
        for cell in cells {
            switch cell.content {
            case .image(let tag), .failed(let tag, _): keys.insert(tag.key)
            case .empty, .placeholder: break
            }
        }
        return keys
    }

    /// Peak bytes the modelled memory cache held.
    public var cachePeakBytes: Int { cache.peakBytes }

    mutating func record(_ event: TimelineEvent, at time: Double? = nil) {
        events.append(TimedEvent(timeMs: time ?? now, frame: frameIndex, event: event))
    }

    func resolve(_ reference: ItemReference) -> Int? {
        switch reference {
        case .id(let id): itemIndexByID[id]
        case .index(let index): index < items.count ? index : nil
        }
    }

    /// Runs the script's actions due by `t`, each after the deliveries that came before it.
    private mutating func runScript(through t: Double, outcome: (LoadRequest) -> LoadOutcome) {
        while scriptCursor < scenario.script.count && nextActionTime <= t {
            let action = scenario.script[scriptCursor]
            let at = nextActionTime
            deliverDue(through: at, outcome: outcome)
            switch action {
            case .fling(let velocity, let deceleration):
                scroll.fling(velocity: velocity, deceleration: deceleration, at: at)
            case .drag(let by, let durationMs):
                scroll.drag(by: by, durationMs: durationMs, at: at)
            case .wait:
                break
            case .scrollTo(let reference, let animated):
                if let index = resolve(reference) {
                    scroll.scroll(to: layout.frame(at: index).minY, animated: animated, at: at)
                }
            case .apply(let animated, let durationMs):
                now = at
                applySnapshot(animated: animated, durationMs: durationMs)
            case .toggle(let reference, let flag):
                now = at
                toggle(flag, ofItem: reference)
            case .insert, .delete, .move, .shuffle, .reconfigure, .reload:
                _ = editor.stage(action, visible: displayed.keys.sorted().map { items[$0].id })
            case .contentSize(let category):
                now = at
                changeContentSize(to: category)
            }
            nextActionTime += action.durationMs
            scriptCursor += 1
        }
    }
}

extension ScriptAction {
    /// How long the action holds the script before the next one starts (flicks, scrolls and animations go on).
    public var durationMs: Double {
        switch self {
        case .drag(_, let durationMs): durationMs
        case .wait(let ms): ms
        case .fling, .scrollTo, .insert, .delete, .move, .shuffle, .reconfigure, .reload, .apply, .toggle, .contentSize: 0
        }
    }

    /// The action's name in scenario files.
    public var name: String {
        switch self {
        case .fling: "fling"
        case .drag: "drag"
        case .wait: "wait"
        case .scrollTo: "scroll_to"
        case .insert: "insert"
        case .delete: "delete"
        case .move: "move"
        case .shuffle: "shuffle"
        case .reconfigure: "reconfigure"
        case .reload: "reload"
        case .apply: "apply"
        case .toggle: "toggle"
        case .contentSize: "content_size"
        }
    }
}
