import ReelCore

/// Builds `summary.json`: what users saw (cell-frames by state, time to correct image) and what the pipeline did.
enum Summary {
    /// The summary of `result`.
    static func json(loaded: LoadedScenario, result: RunResult, options: RunOptions) -> String {
        let metrics = result.metrics
        var cellFrames = JSONLine()
        for state in CellState.allCases { cellFrames.add(state.rawValue, metrics.count(state)) }

        var timeToCorrect = JSONLine()
        timeToCorrect.add("samples", metrics.exposure.timeToCorrectMs.count)
        timeToCorrect.add("p50", Percentile.of(metrics.exposure.timeToCorrectMs, 50) ?? 0)
        timeToCorrect.add("p95", Percentile.of(metrics.exposure.timeToCorrectMs, 95) ?? 0)
        timeToCorrect.add("max", metrics.exposure.timeToCorrectMs.max() ?? 0)
        timeToCorrect.add("never_correct", metrics.exposure.neverCorrect)

        var requests = JSONLine()
        requests.add("started", metrics.requests.started)
        requests.add("joined", metrics.requests.joined)
        requests.add("cancelled", metrics.requests.cancelled)
        requests.add("delivered", metrics.requests.delivered)
        requests.add("failed", metrics.requests.failed)
        var failedByKind = JSONLine()
        for (kind, count) in metrics.requests.failedByKind.sorted(by: { $0.key < $1.key }) {
            failedByKind.add(kind.description, count)
        }
        requests.addRaw("failed_by_kind", failedByKind.string)
        requests.add("cancelled_in_flight", metrics.requests.cancelledInFlight)
        requests.add("cancelled_queued", metrics.requests.cancelledQueued)
        requests.add("bytes_fetched", metrics.requests.bytesFetched)
        requests.add("cancelled_bytes", metrics.requests.cancelledBytes)
        requests.add("restarted", metrics.requests.restarted)

        var cache = JSONLine()
        cache.add("hits", metrics.cache.hits)
        cache.add("misses", metrics.cache.misses)
        cache.add("evictions", metrics.cache.evictions)
        cache.add("peak_bytes", result.cachePeakBytes)
        cache.add("limit_bytes", loaded.scenario.pipeline.memoryCacheBytes)

        var prefetch = JSONLine()
        prefetch.add("requests", metrics.prefetch.requests)
        prefetch.add("hits", metrics.prefetch.hits)
        prefetch.add("wasted", metrics.prefetch.wasted)
        prefetch.add("cancelled", metrics.prefetch.cancelled)

        let ratio = metrics.hitchRatio
        var hitches = JSONLine()
        hitches.add("count", metrics.hitches.count)
        hitches.add("hitch_ms", metrics.hitches.hitchMs)
        hitches.add("scrolling_ms", metrics.hitches.scrollingMs)
        hitches.add("ratio_ms_per_s", ratio)
        hitches.add("grade", Metrics.hitchGrade(ratio))
        var overrun = JSONLine()
        for p in [50.0, 90, 99] { overrun.add("p\(Int(p))", metrics.hitches.overrunPercentile(p)) }
        hitches.addRaw("frame_overrun_ms", overrun.string)
        hitches.add("initial_layout_ms", metrics.hitches.initialLayoutMs)
        hitches.add("outside_scrolling_count", metrics.hitches.outsideScrollingCount)
        hitches.add("outside_scrolling_ms", metrics.hitches.outsideScrollingMs)
        hitches.add("frames_repeated", metrics.hitches.framesRepeated)
        hitches.add("main_thread_ms", metrics.hitches.mainThreadMs)

        var stale = JSONLine()
        stale.add("other_item", metrics.exposure.staleOtherItem)
        stale.add("outdated", metrics.exposure.staleOutdated)
        var placeholder = JSONLine()
        placeholder.add("waiting", metrics.count(.placeholder) - metrics.exposure.stuckPlaceholder)
        placeholder.add("stuck", metrics.exposure.stuckPlaceholder)

        var updates = JSONLine()
        updates.add("snapshots_applied", metrics.updates.snapshotsApplied)
        updates.add("reconfigured", metrics.updates.reconfigured)
        updates.add("reloaded", metrics.updates.reloaded)
        updates.add("reload_placeholder_cell_frames", metrics.updates.reloadPlaceholderCellFrames)
        updates.add("reconfigure_placeholder_cell_frames", metrics.updates.reconfigurePlaceholderCellFrames)
        updates.add("heights_measured", metrics.updates.heightsMeasured)
        updates.add("anchor_compensation_pt", metrics.updates.anchorCompensation)
        updates.add("content_size_changes", metrics.updates.contentSizeChanges)
        updates.add("heights_recomputed", metrics.updates.heightsRecomputed)

        var cells = JSONLine()
        cells.add("created", metrics.cells.created)
        cells.add("reused", metrics.cells.reused)
        cells.add("dequeues", metrics.cells.dequeues)
        cells.add("prepared", metrics.cells.prepared)
        cells.add("displayed_from_prepared", metrics.cells.displayedFromPrepared)
        cells.add("prepared_never_displayed", metrics.cells.preparedNeverDisplayed)
        cells.add("registrations", metrics.cells.registrations)
        cells.add("peak_live", metrics.cells.peakLive)
        cells.add("peak_memory_bytes", metrics.cells.peakMemoryBytes)

        var identity = JSONLine()
        identity.add("identity", loaded.scenario.dataSource.identity.rawValue)
        identity.add("reconfigure_changed", loaded.scenario.dataSource.reconfigureChanged)
        identity.add("rows_rebuilt", metrics.identity.rowsRebuilt)
        identity.add("state_lost", metrics.identity.stateLost)
        identity.add("state_misattributed", metrics.identity.stateMisattributed)
        identity.add("toggles", metrics.identity.toggles)
        identity.add("loads_restarted", metrics.identity.loadsRestarted)

        var indicator = JSONLine()
        indicator.add("shown", loaded.scenario.scrollIndicator)
        indicator.add("frames_visible", metrics.indicator.framesVisible)
        indicator.add("jumps_over_1pt", metrics.indicator.jumps)
        indicator.add("largest_jump_pt", metrics.indicator.largestJump)
        indicator.addRaw("largest_jump_frame", metrics.indicator.largestJumpFrame.map(String.init) ?? "null")

        let run = result.runSection(options: options)

        var gallery = JSONLine()
        gallery.add("name", loaded.scenario.gallery ?? "")
        gallery.add("wrong_text_cell_frames", metrics.count(.wrongText))
        gallery.add("duplicate_cell_frames", metrics.gallery.duplicateCellFrames)
        var outcomes = JSONLine()
        for kind in metrics.gallery.outcomes.keys.sorted() { outcomes.add(kind, metrics.gallery.outcomes[kind] ?? 0) }
        gallery.addRaw("user_code", outcomes.string)
        gallery.addRaw("messages", "[" + metrics.gallery.messages.map(JSONLine.quote).joined(separator: ",") + "]")

        var summary = JSONLine()
        summary.add("scenario", loaded.scenario.name)
        summary.add("binding", loaded.scenario.gallery.map { "gallery:\($0)" } ?? loaded.scenario.binding.rawValue)
        summary.add("frames", result.frameCount)
        summary.add("duration_ms", Double(max(0, result.frameCount - 1)) * loaded.scenario.canvas.frameDurationMs)
        summary.add("stale_cell_frames", metrics.count(.stale))
        summary.add("placeholder_cell_frames", metrics.count(.placeholder))
        summary.add("failed_cell_frames", metrics.count(.failed))
        summary.add("hitch_ratio_ms_per_s", ratio)
        summary.addRaw("cell_frames", cellFrames.string)
        summary.addRaw("stale_cell_frames_by_kind", stale.string)
        summary.addRaw("placeholder_cell_frames_by_kind", placeholder.string)
        summary.addRaw("hitches", hitches.string)
        summary.addRaw("updates", updates.string)
        summary.addRaw("time_to_correct_ms", timeToCorrect.string)
        summary.addRaw("requests", requests.string)
        summary.addRaw("cache", cache.string)
        summary.addRaw("prefetch", prefetch.string)
        summary.addRaw("cells", cells.string)
        summary.addRaw("identity", identity.string)
        summary.addRaw("scroll_indicator", indicator.string)
        if loaded.scenario.gallery != nil { summary.addRaw("gallery", gallery.string) }
        summary.addRaw("run", run.string)
        return pretty(summary.string)
    }

    /// Breaks the top-level object into one key per line for people reading it.
    static func pretty(_ json: String) -> String {
        var out = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in json {
            out.append(character)
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{":
                depth += 1
                if depth == 1 { out += "\n  " }
            case "}": depth -= 1
            case ",": if depth == 1 { out += "\n  " }
            default: break
            }
        }
        if out.hasSuffix("}") {
            out.removeLast()
            out += "\n}\n"
        }
        return out
    }
}
