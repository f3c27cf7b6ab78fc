/// The blocks of `summary.json` in the order written; figures the report reads are named in `SummaryMetric+All`.
extension SummaryMetric {
    static let top: [SummaryMetric] = [
        SummaryMetric("scenario", "The scenario's name.") { .text($0.scenario.name) },
        binding, frames, durationMs, staleCellFrames,
        SummaryMetric("placeholder_cell_frames", "Cell-frames in state `placeholder`.") {
            .int($0.metrics.count(.placeholder))
        },
        SummaryMetric("failed_cell_frames", "Cell-frames in state `failed`.") { .int($0.metrics.count(.failed)) },
        hitchRatio,
    ]

    static let byKind: [SummaryMetric] = [
        count("stale_cell_frames_by_kind.other_item", \.exposure.staleOtherItem, "Stale: another item's image."),
        count("stale_cell_frames_by_kind.outdated", \.exposure.staleOutdated, "Stale: an older version of its own."),
        SummaryMetric("placeholder_cell_frames_by_kind.waiting", "Placeholder: the image is not in hand yet.") {
            .int($0.metrics.count(.placeholder) - $0.metrics.exposure.stuckPlaceholder)
        },
        count(
            "placeholder_cell_frames_by_kind.stuck", \.exposure.stuckPlaceholder,
            "Placeholder: the image is in the memory cache yet not shown."),
    ]

    static let hitches: [SummaryMetric] =
        [
            count("hitches.count", \.hitches.count, "Scrolling frames that overran the budget."),
            measure("hitches.hitch_ms", \.hitches.hitchMs, "Overrun of the scrolling frames (ms)."),
            hitchesScrollingMs,
            measure("hitches.ratio_ms_per_s", \.hitchRatio, "hitch_ms / (scrolling_ms / 1000) (ms/s)."),
            SummaryMetric("hitches.grade", "`good` below 5 ms/s, `warning` to 10, `critical` above.") {
                .text(Metrics.hitchGrade($0.metrics.hitchRatio))
            },
        ] + overrunPercentiles.map(frameOverrun) + [
            initialLayoutMs,
            count("hitches.outside_scrolling_count", \.hitches.outsideScrollingCount, "Frames at rest that overran."),
            measure("hitches.outside_scrolling_ms", \.hitches.outsideScrollingMs, "Their overrun (ms)."),
            count("hitches.frames_repeated", \.hitches.framesRepeated, "Refreshes that repeated the previous frame."),
            measure("hitches.main_thread_ms", \.hitches.mainThreadMs, "Main-thread work of every frame (ms)."),
        ]

    static let updates: [SummaryMetric] = [
        count("updates.snapshots_applied", \.updates.snapshotsApplied, "Snapshots applied."),
        count("updates.reconfigured", \.updates.reconfigured, "Cells reconfigured in place."),
        count("updates.reloaded", \.updates.reloaded, "Cells replaced by a reload."),
        count(
            "updates.reload_placeholder_cell_frames", \.updates.reloadPlaceholderCellFrames,
            "Placeholder cell-frames of reloaded cells."),
        count(
            "updates.reconfigure_placeholder_cell_frames", \.updates.reconfigurePlaceholderCellFrames,
            "Placeholder cell-frames of reconfigured cells."),
        count("updates.heights_measured", \.updates.heightsMeasured, "Self-sizing heights measured."),
        measure("updates.anchor_compensation_pt", \.updates.anchorCompensation, "Scroll-anchor compensation (pt)."),
        count("updates.content_size_changes", \.updates.contentSizeChanges, "Dynamic Type size changes."),
        count("updates.heights_recomputed", \.updates.heightsRecomputed, "Heights measured again after them."),
    ]

    static let timeToCorrect = [
        timeToCorrectSamples, timeToCorrectP50, timeToCorrectP95, timeToCorrectMax, neverCorrect,
    ]

    static let requests: [SummaryMetric] = [
        requestsStarted, requestsJoined, requestsCancelled, requestsDelivered, requestsFailed,
        SummaryMetric(
            "requests.failed_by_kind",
            "Failed transfers by kind (an object: kind → count, keys sorted; [failure kinds](#failure-kinds))."
        ) {
            var kinds = JSONLine()
            for (kind, count) in $0.metrics.requests.failedByKind.sorted(by: { $0.key < $1.key }) {
                kinds.add(kind.description, count)
            }
            return .json(kinds.string)
        },
        count("requests.cancelled_in_flight", \.requests.cancelledInFlight, "Cancelled with a transfer slot."),
        count("requests.cancelled_queued", \.requests.cancelledQueued, "Cancelled while queued."),
        bytesFetched,
        count("requests.cancelled_bytes", \.requests.cancelledBytes, "Bytes of aborted transfers."),
        count("requests.restarted", \.requests.restarted, "Transfers started again after a cancel."),
    ]

    static let cache: [SummaryMetric] = [
        cacheHits, cacheMisses, cacheEvictions, cachePeakBytes,
        SummaryMetric("cache.limit_bytes", "The memory cache's size.") {
            .int($0.scenario.pipeline.memoryCacheBytes)
        },
    ]

    static let prefetch = [prefetchRequests, prefetchHits, prefetchWasted, prefetchCancelled]

    static let cells: [SummaryMetric] = [
        cellsCreated, cellsReused,
        count("cells.dequeues", \.cells.dequeues, "Dequeues."),
        count("cells.prepared", \.cells.prepared, "Cells prepared ahead of display."),
        count("cells.displayed_from_prepared", \.cells.displayedFromPrepared, "Prepared cells displayed."),
        count("cells.prepared_never_displayed", \.cells.preparedNeverDisplayed, "Prepared cells never displayed."),
        count("cells.registrations", \.cells.registrations, "Cell registrations created."),
        count("cells.peak_live", \.cells.peakLive, "Most cells alive at once."),
        count("cells.peak_memory_bytes", \.cells.peakMemoryBytes, "Most bytes the cells held."),
    ]

    static let identity: [SummaryMetric] = [
        SummaryMetric("identity.identity", "`data_source.identity` of the scenario.") {
            .text($0.scenario.dataSource.identity.rawValue)
        },
        SummaryMetric("identity.reconfigure_changed", "`data_source.reconfigure_changed` of the scenario.") {
            .flag($0.scenario.dataSource.reconfigureChanged)
        },
        count("identity.rows_rebuilt", \.identity.rowsRebuilt, "Surviving rows rebuilt by an apply."),
        count("identity.state_lost", \.identity.stateLost, "Rows whose per-row state was lost."),
        count("identity.state_misattributed", \.identity.stateMisattributed, "Rows given another row's state."),
        count("identity.toggles", \.identity.toggles, "Per-row flags switched."),
        count("identity.loads_restarted", \.identity.loadsRestarted, "Loads restarted by a rebuilt row."),
    ]

    static let indicator: [SummaryMetric] = [
        indicatorShown, indicatorFramesVisible, indicatorJumps, indicatorLargestJump,
        SummaryMetric("scroll_indicator.largest_jump_frame", "The frame of the largest jump, or null.") {
            .json($0.metrics.indicator.largestJumpFrame.map(String.init) ?? "null")
        },
    ]

    /// The user's own code: written for a ReelKit gallery's run only.
    /// Only with `network.har`: how much of the scenario the HAR times.
    static let har: [SummaryMetric] = [
        SummaryMetric("har.items_timed", "Items whose loads replay the HAR's timings (only with `network.har`).") {
            $0.har.map { .int($0.itemsTimed) }
        },
        SummaryMetric("har.items_seeded", "Items no load of the HAR maps to: they keep the seeded model.") {
            $0.har.map { .int($0.itemsSeeded) }
        },
        SummaryMetric("har.loads", "Loads in the HAR (entries, redirects folded in).") {
            $0.har.map { .int($0.loads) }
        },
        SummaryMetric("har.loads_mapped", "Loads `network.map` ties to an item.") {
            $0.har.map { .int($0.loadsMapped) }
        },
    ]

    static let gallery: [SummaryMetric] = [
        SummaryMetric("gallery.name", "The gallery's name.") { $0.scenario.gallery.map(Value.text) },
        SummaryMetric("gallery.wrong_text_cell_frames", "Cell-frames in state `wrong_text`.") { source in
            source.scenario.gallery.map { _ in .int(source.metrics.count(.wrongText)) }
        },
        SummaryMetric("gallery.duplicate_cell_frames", "Cell-frames showing an item another cell shows.") { source in
            source.scenario.gallery.map { _ in .int(source.metrics.gallery.duplicateCellFrames) }
        },
        SummaryMetric(
            "gallery.views.created",
            "Header, footer, other supplementary and decoration views created; the `views` block is written only "
                + "for a gallery whose layout has such elements."
        ) { source in source.viewCount(\.created) },
        SummaryMetric("gallery.views.reused", "Supplementary and decoration views dequeued from the reuse pool.") {
            source in source.viewCount(\.reused)
        },
        SummaryMetric(
            "gallery.views.wrong_text_frames",
            "View-frames in state `wrong_text`: a header or footer showing another element's text."
        ) { source in source.viewCount { $0.frames[.wrongText, default: 0] } },
        SummaryMetric("gallery.views.frames", "Visible supplementary and decoration view-frames, any state.") {
            source in source.viewCount { $0.frames.values.reduce(0, +) }
        },
        SummaryMetric("gallery.user_code", "Outcomes of the user's code by kind (an object: kind → count).") {
            source in
            source.scenario.gallery.map { _ in
                var outcomes = JSONLine()
                let counts = source.metrics.gallery.outcomes
                for kind in counts.keys.sorted() { outcomes.add(kind, counts[kind] ?? 0) }
                return .json(outcomes.string)
            }
        },
        SummaryMetric("gallery.messages", "What the user's code reported (an array of strings).") { source in
            source.scenario.gallery.map { _ in
                .json("[" + source.metrics.gallery.messages.map(JSONLine.quote).joined(separator: ",") + "]")
            }
        },
    ]

    static let run = SummaryMetric(
        "run", "Wall clock, frames/s, workers, stage times, peak memory: the one block that is not deterministic."
    ) { .json($0.run) }
}

extension SummaryMetric.Source {
    /// A count of the gallery's supplementary views; nil (left out) for a run that created none.
    fileprivate func viewCount(_ read: (SupplementaryViewCounts) -> Int) -> SummaryMetric.Value? {
        let views = metrics.gallery.views
        guard scenario.gallery != nil, views.created > 0 else { return nil }
        return .int(read(views))
    }
}
