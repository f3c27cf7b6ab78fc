/// The headless collection view in virtual time. Each frame goes through a cell's life as UIKit runs it: the script's
/// touches and updates, due image loads delivered, layout (self-sizing cells measured), cells that left the screen
/// end displaying and go to the reuse pool, cells that came on screen are dequeued (prepareForReuse), configured by
/// the binding strategy and displayed, prefetches follow the scroll, and the frame is committed — or, when the main
/// thread overran its budget, the previous one stays up. A frame is a pure function of the scenario and the load
/// outcomes.
///
/// The parts, each with one job: `DataSourceState` (snapshots), `LayoutState` (frames, heights, text size),
/// `ScrollModel`, `CellStore` (cells, reuse pool, lifecycle), `PrefetchController`, `LoadCoordinator` (scheduler,
/// cache, deliveries), `MainThreadBudget` (costs, hitches) and the `Recorder` (timeline and metrics).
package struct Simulation {
    /// The scenario (the app may switch `cell_prefetching` through ReelKit's `isPrefetchingEnabled`).
    package internal(set) var scenario: Scenario
    let strategy: any BindingStrategy
    var dataSource: DataSourceState
    var layoutState: LayoutState
    package internal(set) var scroll: ScrollModel
    var cellStore = CellStore()
    /// Headers, footers, other supplementary views and decorations of an app's layout.
    var viewStore = SupplementaryStore()
    /// The sideways scroll of the sections that scroll so.
    var bandScroller = BandScroller()
    var loads: LoadCoordinator
    var prefetcher: PrefetchController
    var mainThread: MainThreadBudget
    var recorder = Recorder()
    var script: ScriptPlayer
    /// The scroll indicator's fade and the previous frame's geometry (for its jumps).
    var indicatorTracker = ScrollIndicatorTracker()
    /// Cells an animated reload replaced, fading out over their items' new cells.
    var crossfades: [ReloadCrossfade] = []
    /// Due loads on their way to the binding.
    var delivery = Delivery()
    /// Whether frames carry a range minimap.
    package var makesMinimap = false
    /// How a gallery's labels measure their text: the font its views are drawn in (set by the runner), or nil for
    /// ReelKit's estimate.
    package var measureAppText: AppTextMeasure?
    /// The item images the app's views drew in the last frame (an image view besides the one the cell is judged by):
    /// their pixels are kept while they are shown.
    var drawnImageKeys: Set<ImageKey> = []

    /// A simulation of `scenario` drawn with `template`; `file` names the scenario in errors. `arrivals` says where
    /// due times come from: the seeded model (default), a recorded trace, or real arrival reported by the runner.
    /// `catalog` serves the scenario's `binding`, or its `gallery` (the user's own cell code).
    package init(
        scenario: Scenario, template: Template, file: String = "scenario", arrivals: ArrivalSource = .modelled,
        catalog: BindingCatalog
    ) throws(InputError) {
        let (template, items) = try Self.checked(scenario, template: template, file: file, catalog: catalog)
        self.scenario = scenario
        dataSource = DataSourceState(items: items, settings: scenario.dataSource)
        layoutState = LayoutState(
            template: template, canvas: scenario.canvas, items: items, contentSize: scenario.contentSize)
        strategy = try catalog.makeStrategy(for: scenario, file: file)
        let costs = template.costs.overridden(by: scenario.mainThread)
        mainThread = MainThreadBudget(costs: costs, frameBudgetMs: scenario.canvas.frameDurationMs)
        // UIKit's automatic adjustment: the safe area's top and bottom inset the content (an app's own
        // `contentInset` and adjustment behaviour replace this through `setContentInset`).
        scroll = ScrollModel(
            viewportHeight: scenario.canvas.height, contentHeight: layoutState.layout.contentHeight,
            contentInset: ContentInset(top: scenario.safeArea.top, bottom: scenario.safeArea.bottom))
        let network = NetworkModel(
            settings: scenario.network, source: arrivals, timeoutMs: Double(scenario.pipeline.timeoutMs))
        loads = LoadCoordinator(
            pipeline: scenario.pipeline, prefetch: scenario.prefetch, network: network,
            bandwidth: scenario.network.bandwidthBytesPerSecond
        )
        prefetcher = PrefetchController(settings: scenario.prefetch, viewportHeight: scenario.canvas.height)
        script = ScriptPlayer(scenario.script)
    }

    /// Checks everything a simulation of `scenario` would refuse — the layout overrides, the items, the script's
    /// snapshot edits and calls, the frame limit, the binding or gallery `catalog` must serve — without making the
    /// binding, so no user code runs.
    package static func validate(
        scenario: Scenario, template: Template, file: String = "scenario", catalog: BindingCatalog
    ) throws(InputError) {
        _ = try checked(scenario, template: template, file: file, catalog: catalog)
    }

    /// The template with the scenario's overrides and the sized items, once every check has passed.
    private static func checked(
        _ scenario: Scenario, template: Template, file: String, catalog: BindingCatalog
    ) throws(InputError) -> (Template, [Item]) {
        let template = try scenario.layout.applied(to: template, file: file, path: "$.layout")
        let items = scenario.items.makeItems().map { LayoutState.sized($0, for: template) }
        guard !items.isEmpty else {
            throw InputError(
                file: file, path: "$.items", message: "no items (a manifest or directory source must be read first)"
            )
        }
        let actions = try catalog.actionNames(for: scenario, file: file)
        try validateScript(scenario.script, items: items, file: file)
        try validateCalls(scenario.script, actions: actions, file: file)
        try scenario.checkFrameLimit(file: file)
        return (template, items)
    }

    /// Every `call` must name an action the gallery registers.
    static func validateCalls(_ script: [ScriptAction], actions: [String], file: String) throws(InputError) {
        for (position, action) in script.enumerated() {
            guard case .call(let name) = action, !actions.contains(name) else { continue }
            let known =
                actions.isEmpty
                ? "only a gallery's own actions can be called, and this one declares none (a ReelGallery declares "
                    + "them as `static var actions: [String: (Self) throws -> Void]`)"
                : "expected one of \(actions.sorted().map { "\"\($0)\"" }.joined(separator: ", "))"
            throw InputError(
                file: file, path: "$.script[\(position)].call.name", message: "no action \"\(name)\": \(known)")
        }
    }

    /// Dry-runs the script's snapshot edits so a bad reference or a duplicate id is an input error up front.
    static func validateScript(_ script: [ScriptAction], items: [Item], file: String) throws(InputError) {
        var editor = SnapshotEditor(
            items: items, nextSyntheticIndex: SnapshotEditor.firstFreeSyntheticIndex(after: items))
        var current = items
        for (position, action) in script.enumerated() {
            let name = ScriptAction.names.first { action.name == $0 } ?? "action"
            switch action {
            case .scrollTo(let reference, _), .toggle(let reference, _):
                let found: Bool =
                    switch reference {
                    case .id(let id): current.contains { $0.id == id }
                    case .index(let index): index < current.count
                    }
                guard found else {
                    let message: String =
                        switch reference {
                        case .id(let id): "no item has id \"\(id)\""
                        case .index(let index): "expected an index below \(current.count), got \(index)"
                        }
                    throw InputError(file: file, path: "$.script[\(position)].\(name).item", message: message)
                }
            case .apply:
                current = editor.items
                editor.clearUpdates()
            case .call:
                break
            default:
                if let (key, problem) = Self.positionProblem(action, count: editor.items.count) {
                    throw InputError(file: file, path: "$.script[\(position)].\(name).\(key)", message: problem)
                }
                if let problem = editor.stage(action, visible: []) {
                    throw InputError(file: file, path: "$.script[\(position)].\(name)", message: problem)
                }
            }
        }
    }

    // MARK: What the run sees

    /// The template, with the scenario's layout overrides applied.
    package var template: Template { layoutState.template }
    /// The items of the current snapshot, in order.
    package var items: [Item] { dataSource.items }
    package var layout: ListLayout { layoutState.layout }
    /// How text is measured for self-sizing cells (the runner sets cairo's).
    package var measureText: TextMeasure {
        get { layoutState.measureText }
        set { layoutState.measureText = newValue }
    }
    /// The image view's frame inside a cell, and the thumbnail size every load asks for.
    package var imageFrame: Rect { layoutState.imageFrame }
    package var imageSize: PixelSize { layoutState.imageSize }
    /// Dynamic Type: the content size category text is drawn and measured at now.
    package var contentSize: ContentSizeCategory { layoutState.contentSize }
    /// Every cell created so far, in creation order.
    package var cells: [Cell] { cellStore.all }
    /// Counters and samples so far; prefetched images never displayed count as waste.
    package var metrics: Metrics { recorder.metrics(countingUnseenPrefetches: prefetcher.unseen.count) }
    /// Peak bytes the modelled memory cache held.
    package var cachePeakBytes: Int { loads.cachePeakBytes }
    /// The number of the next frame.
    package var frameIndex: Int { recorder.frameIndex }
    /// The virtual time (ms) of the next frame.
    package var nextFrameTime: Double { Double(frameIndex) * scenario.canvas.frameDurationMs }

    /// The virtual time (ms) the step has reached.
    var now: Double {
        get { recorder.now }
        set { recorder.now = newValue }
    }

    /// Whether the run is over: the script has ended and the last frame made shows the scroll view at rest.
    package var isFinished: Bool {
        let lastFrameTime = Double(frameIndex - 1) * scenario.canvas.frameDurationMs
        return frameIndex > 0 && script.isDone
            && lastFrameTime >= max(script.end, scroll.restTime, bandScroller.restTime)
    }

    /// Set when the user's code did something the run cannot go on from (the binding's `stop`): whoever steps the
    /// simulation stops after the frame in which it was set and reports it.
    package var userCodeStop: UserCodeStop? { strategy.stop }

    // MARK: The frame loop

    /// Advances to the next frame. `outcome` is asked, in virtual-time order, for the real result of every
    /// transfer that comes due (the asset barrier: it may block until the bytes are in hand).
    package mutating func step(outcome: (LoadRequest) -> LoadOutcome) -> FrameStep {
        let t = nextFrameTime
        mainThread.startFrame()
        if frameIndex == 0 {
            let strategy = self.strategy
            strategy.begin(in: &self)
        }
        // Events: the script's touches and updates, and the loads that came due, each at its own time.
        runScript(through: t, outcome: outcome)
        deliverDue(through: t, outcome: outcome)
        now = t
        let strategy = self.strategy
        strategy.advance(to: t, in: &self)
        if bandScroller.restTime > 0 {
            layoutState.setBandScroll(offsets: bandScroller.offsets(at: t), directions: bandScroller.directions)
        }
        // Layout: self-sizing cells coming on screen are measured (the scroll position may move to compensate).
        var offset = measureVisibleCells(offset: scroll.offset(at: t))
        let velocity = scroll.velocity(at: t)
        prefetcher.follow(velocity: velocity)
        // Cells: didEndDisplaying for those that left, dequeue + configure + willDisplay for those that came.
        cellStore.releaseDisappearing(at: now)
        updateDisplayedCells(offset: offset)
        // Cells of a binding whose cells size themselves give their own heights once configured.
        offset = sizeDisplayedCells(offset: offset)
        updateDisplayedViews(offset: offset)
        if scenario.cellPrefetching { updatePreparedCells(offset: offset) }
        strategy.cellsUpdated(in: &self)
        updatePrefetch(offset: offset)
        recorder.take(loads.startQueued(now: recorder.now))
        mainThread.spend(mainThread.costs.layoutMs * Double(cellStore.displayed.count + viewStore.displayed.count))
        // Commit: classify what each visible cell shows and present the frame (or hold the last one on a hitch).
        var current = makeFrame(offset: offset, velocity: velocity)
        if makesMinimap { current.minimap = makeMinimap(offset: offset, frame: current) }
        var indicatorTracker = self.indicatorTracker
        let indicator = scenario.scrollIndicator ? makeScrollIndicator(offset: offset, tracker: &indicatorTracker) : nil
        current.scrollIndicator = indicator?.indicator
        let scrolling = !scroll.isAtRest(at: t)
        let (frame, repeated, presented) = mainThread.present(current, scrolling: scrolling)
        recorder.take(presented)
        if let indicator { commitScrollIndicator(indicator, tracker: indicatorTracker, shown: !repeated) }
        recorder.note(cellStore.memorySample)
        let work = loads.finishStep()
        return FrameStep(
            frame: frame, events: recorder.finishFrame(), newRequests: work.newRequests,
            cancelledTasks: work.cancelledTasks, evicted: work.evicted, deliveries: work.deliveries,
            mainThreadMs: mainThread.spentMs, repeated: repeated
        )
    }

    /// After the last frame: the binding reports what the user's code left unfinished. Returns the events it
    /// recorded (the timeline's last lines, stamped with the frame after the last).
    @discardableResult
    package mutating func finish() -> [TimedEvent] {
        let strategy = self.strategy
        strategy.finish(in: &self)
        return recorder.takeEvents()
    }

    /// Reports that a task's real result arrived at virtual time `t` (wall-clock mode).
    package mutating func reportArrival(task: LoadTaskID, at t: Double, outcome: LoadOutcome) {
        loads.reportArrival(task: task, at: t, outcome: outcome)
    }

    /// Image keys whose pixels must stay available: everything cached, shown by any cell, or in hand for a task
    /// not delivered yet.
    package func retainedImageKeys() -> Set<ImageKey> {
        var keys: Set<ImageKey> = []
        keys.formUnion(loads.keysInHand)
        loads.forEachCachedKey { keys.insert($0) }
        for cell in cellStore.all {
            switch cell.content {
            case .image(let tag), .failed(let tag, _): keys.insert(tag.key)
            case .empty, .placeholder: break
            }
        }
        keys.formUnion(drawnImageKeys)
        return keys
    }

    mutating func record(_ event: TimelineEvent, at time: Double? = nil) {
        recorder.record(event, at: time)
    }

    /// Runs the script's actions due by `t`, each after the deliveries that came before it.
    private mutating func runScript(through t: Double, outcome: (LoadRequest) -> LoadOutcome) {
        while let (action, at) = script.next(through: t) {
            deliverDue(through: at, outcome: outcome)
            switch action {
            case .fling(let velocity, let deceleration):
                scroll.fling(velocity: velocity, deceleration: deceleration, at: at)
            case .drag(let by, let durationMs):
                scroll.drag(by: by, durationMs: durationMs, at: at)
            case .swipe(let section, let by, let durationMs):
                now = at
                swipe(section: section, by: by, durationMs: durationMs, at: at)
            case .wait:
                break
            case .scrollTo(let reference, let animated):
                if let index = dataSource.resolve(reference) {
                    let target = layout.frame(at: index).minY - scroll.contentInset.top
                    scroll.scroll(to: target, animated: animated, at: at)
                }
            case .apply(let animated, let durationMs):
                now = at
                applySnapshot(animated: animated, durationMs: durationMs)
            case .toggle(let reference, let flag):
                now = at
                toggle(flag, ofItem: reference)
            case .insert, .delete, .move, .shuffle, .reconfigure, .reload:
                let visible = cellStore.displayed.keys.sorted().map { items[$0].id }
                _ = dataSource.stage(action, visible: visible)
            case .contentSize(let category):
                now = at
                changeContentSize(to: category)
            case .appearance(let style):
                now = at
                changeAppearance(to: style)
            case .call(let name):
                now = at
                record(.call(action: name))
                let strategy = self.strategy
                strategy.perform(action: name, in: &self)
            }
        }
    }
}
