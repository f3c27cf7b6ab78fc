extension SummaryMetric {
    /// Every figure of `summary.json`, in the order written; a block (`hitches`) is written where its first key is.
    package static let all: [SummaryMetric] =
        top + CellState.allCases.map(cellFrames) + byKind + hitches + updates + timeToCorrect + requests + har + cache
        + prefetch + cells + identity + indicator + gallery + [run]

    /// The figure with this key path, if any.
    package static func named(_ key: String) -> SummaryMetric? { all.first { $0.key == key } }

    // MARK: Figures the report reads back

    package static let frames = SummaryMetric("frames", "Frames the run made.") { .int($0.frameCount) }
    package static let durationMs = SummaryMetric("duration_ms", "Virtual time from the first frame to the last (ms).")
    {
        .number(Double(max(0, $0.frameCount - 1)) * $0.scenario.canvas.frameDurationMs)
    }
    package static let binding = SummaryMetric(
        "binding", "The binding strategy, or `gallery:NAME` for the user's code."
    ) {
        .text($0.scenario.gallery.map { "gallery:\($0)" } ?? $0.scenario.binding.rawValue)
    }
    package static let staleCellFrames = SummaryMetric("stale_cell_frames", "Cell-frames in state `stale`.") {
        .int($0.metrics.count(.stale))
    }
    package static let hitchRatio = SummaryMetric(
        "hitch_ratio_ms_per_s", "Hitch time over scrolling time (ms/s), as `hitches.ratio_ms_per_s`."
    ) { .number($0.metrics.hitchRatio) }

    /// Cell-frames in `state`.
    package static func cellFrames(_ state: CellState) -> SummaryMetric {
        SummaryMetric("cell_frames.\(state.rawValue)", "Cell-frames in state `\(state.rawValue)`.") {
            .int($0.metrics.count(state))
        }
    }

    package static let hitchesScrollingMs = measure(
        "hitches.scrolling_ms", \.hitches.scrollingMs, "Time spent scrolling: frame duration × scrolling frames (ms).")
    package static let initialLayoutMs = measure(
        "hitches.initial_layout_ms", \.hitches.initialLayoutMs, "Main-thread work of frame 0 (ms).")
    /// The percentiles of the frame overrun the summary gives.
    package static let overrunPercentiles = [50, 90, 99]

    /// The `p`th percentile of the scrolling frames' overrun.
    package static func frameOverrun(_ p: Int) -> SummaryMetric {
        SummaryMetric("hitches.frame_overrun_ms.p\(p)", "Nearest-rank p\(p) of the scrolling frames' overrun (ms).") {
            .number($0.metrics.hitches.overrunPercentile(Double(p)))
        }
    }

    package static let timeToCorrectSamples = SummaryMetric(
        "time_to_correct_ms.samples", "Display episodes that reached the correct image."
    ) { .int($0.metrics.exposure.timeToCorrectMs.count) }
    package static let timeToCorrectP50 = SummaryMetric(
        "time_to_correct_ms.p50", "Median time to the correct image (ms)."
    ) {
        .number(Percentile.of($0.metrics.exposure.timeToCorrectMs, 50) ?? 0)
    }
    package static let timeToCorrectP95 = SummaryMetric("time_to_correct_ms.p95", "p95 time to the correct image (ms).")
    {
        .number(Percentile.of($0.metrics.exposure.timeToCorrectMs, 95) ?? 0)
    }
    package static let timeToCorrectMax = SummaryMetric(
        "time_to_correct_ms.max", "Longest time to the correct image (ms)."
    ) {
        .number($0.metrics.exposure.timeToCorrectMs.max() ?? 0)
    }
    package static let neverCorrect = count(
        "time_to_correct_ms.never_correct", \.exposure.neverCorrect, "Display episodes that ended before it.")

    package static let requestsStarted = count("requests.started", \.requests.started, "Transfers started.")
    package static let requestsJoined = count("requests.joined", \.requests.joined, "Requests that joined a transfer.")
    package static let requestsCancelled = count("requests.cancelled", \.requests.cancelled, "Transfers cancelled.")
    package static let requestsDelivered = count("requests.delivered", \.requests.delivered, "Transfers delivered.")
    package static let requestsFailed = count("requests.failed", \.requests.failed, "Transfers that failed.")
    package static let bytesFetched = count("requests.bytes_fetched", \.requests.bytesFetched, "Body bytes delivered.")

    package static let cacheHits = count("cache.hits", \.cache.hits, "Memory cache look-ups answered.")
    package static let cacheMisses = count("cache.misses", \.cache.misses, "Memory cache look-ups missed.")
    package static let cacheEvictions = count("cache.evictions", \.cache.evictions, "Entries evicted.")
    package static let cachePeakBytes = SummaryMetric("cache.peak_bytes", "Most bytes the cache held.") {
        .int($0.cachePeakBytes)
    }

    package static let prefetchRequests = count("prefetch.requests", \.prefetch.requests, "Prefetch requests made.")
    package static let prefetchHits = count("prefetch.hits", \.prefetch.hits, "Prefetched images displayed.")
    package static let prefetchWasted = count(
        "prefetch.wasted", \.prefetch.wasted, "Prefetched images never displayed.")
    package static let prefetchCancelled = count("prefetch.cancelled", \.prefetch.cancelled, "Prefetches cancelled.")

    package static let cellsCreated = count("cells.created", \.cells.created, "Cells created (the pool was empty).")
    package static let cellsReused = count("cells.reused", \.cells.reused, "Cells dequeued from the reuse pool.")

    package static let indicatorShown = SummaryMetric(
        "scroll_indicator.shown", "Whether the scroll indicator is drawn."
    ) {
        .flag($0.scenario.scrollIndicator)
    }
    package static let indicatorFramesVisible = count(
        "scroll_indicator.frames_visible", \.indicator.framesVisible, "Frames showing the indicator.")
    package static let indicatorJumps = count(
        "scroll_indicator.jumps_over_1pt", \.indicator.jumps, "Knob jumps over 1 pt the scroll does not explain.")
    package static let indicatorLargestJump = measure(
        "scroll_indicator.largest_jump_pt", \.indicator.largestJump, "Largest knob jump (pt).")
}
