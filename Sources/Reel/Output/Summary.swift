import ReelCore

/// Builds `summary.json`: what users saw (cell-frames by state, time to correct image) and what the pipeline did.
enum Summary {
    /// The summary of `result`; `failures` are the failed deliveries counted by kind.
    static func json(
        loaded: LoadedScenario, result: RunResult, failures: [LoadFailure.Kind: Int], options: RunOptions
    ) -> String {
        let metrics = result.metrics
        var cellFrames = JSONLine()
        for state in CellState.allCases { cellFrames.add(state.rawValue, metrics.count(state)) }

        var timeToCorrect = JSONLine()
        timeToCorrect.add("samples", metrics.timeToCorrectMs.count)
        timeToCorrect.add("p50", Percentile.of(metrics.timeToCorrectMs, 50) ?? 0)
        timeToCorrect.add("p95", Percentile.of(metrics.timeToCorrectMs, 95) ?? 0)
        timeToCorrect.add("max", metrics.timeToCorrectMs.max() ?? 0)
        timeToCorrect.add("never_correct", metrics.episodesNeverCorrect)

        var requests = JSONLine()
        requests.add("started", metrics.requestsStarted)
        requests.add("joined", metrics.requestsJoined)
        requests.add("cancelled", metrics.requestsCancelled)
        requests.add("delivered", metrics.requestsDelivered)
        requests.add("failed", metrics.requestsFailed)
        var failedByKind = JSONLine()
        for (kind, count) in failures.sorted(by: { $0.key < $1.key }) { failedByKind.add(kind.description, count) }
        requests.addRaw("failed_by_kind", failedByKind.string)
        requests.add("cancelled_in_flight", metrics.cancelledInFlight)
        requests.add("cancelled_queued", metrics.cancelledQueued)
        requests.add("bytes_fetched", metrics.bytesFetched)
        requests.add("cancelled_bytes", metrics.cancelledBytes)
        requests.add("restarted", metrics.requestsRestarted)

        var cache = JSONLine()
        cache.add("hits", metrics.cacheHits)
        cache.add("misses", metrics.cacheMisses)
        cache.add("evictions", metrics.cacheEvictions)
        cache.add("peak_bytes", result.cachePeakBytes)
        cache.add("limit_bytes", loaded.scenario.pipeline.memoryCacheBytes)

        var prefetch = JSONLine()
        prefetch.add("requests", metrics.prefetchRequests)
        prefetch.add("hits", metrics.prefetchHits)
        prefetch.add("wasted", metrics.prefetchWasted)
        prefetch.add("cancelled", metrics.prefetchCancelled)

        let durationMs = Double(max(0, result.frameCount - 1)) * loaded.scenario.canvas.frameDurationMs
        let ratio = metrics.hitchRatio(durationMs: durationMs)
        var hitches = JSONLine()
        hitches.add("count", metrics.hitches)
        hitches.add("hitch_ms", metrics.hitchMs)
        hitches.add("ratio_ms_per_s", ratio)
        hitches.add("grade", Metrics.hitchGrade(ratio))
        hitches.add("frames_repeated", metrics.framesRepeated)
        hitches.add("main_thread_ms", metrics.mainThreadMs)

        var stale = JSONLine()
        stale.add("other_item", metrics.staleOtherItem)
        stale.add("outdated", metrics.staleOutdated)

        var updates = JSONLine()
        updates.add("snapshots_applied", metrics.snapshotsApplied)
        updates.add("reconfigured", metrics.reconfigures)
        updates.add("reloaded", metrics.reloads)
        updates.add("heights_measured", metrics.heightsMeasured)
        updates.add("anchor_compensation_pt", metrics.anchorCompensation)
        updates.add("content_size_changes", metrics.contentSizeChanges)
        updates.add("heights_recomputed", metrics.heightsRecomputed)

        var cells = JSONLine()
        cells.add("created", metrics.cellsCreated)
        cells.add("reused", metrics.cellsReused)
        cells.add("dequeues", metrics.dequeues)
        cells.add("prepared", metrics.cellsPrepared)
        cells.add("displayed_from_prepared", metrics.preparedDisplayed)
        cells.add("prepared_never_displayed", metrics.preparedNeverDisplayed)
        cells.add("registrations", metrics.cellRegistrations)
        cells.add("peak_live", metrics.peakLiveCells)
        cells.add("peak_memory_bytes", metrics.peakCellMemoryBytes)

        var identity = JSONLine()
        identity.add("identity", loaded.scenario.dataSource.identity.rawValue)
        identity.add("reconfigure_changed", loaded.scenario.dataSource.reconfigureChanged)
        identity.add("rows_rebuilt", metrics.rowsRebuilt)
        identity.add("state_lost", metrics.rowStateLost)
        identity.add("state_misattributed", metrics.rowStateMisattributed)
        identity.add("toggles", metrics.toggles)
        identity.add("loads_restarted", metrics.loadsRestarted)

        var indicator = JSONLine()
        indicator.add("shown", loaded.scenario.scrollIndicator)
        indicator.add("frames_visible", metrics.indicatorFramesVisible)
        indicator.add("jumps_over_1pt", metrics.indicatorJumps)
        indicator.add("largest_jump_pt", metrics.indicatorLargestJump)
        indicator.addRaw("largest_jump_frame", metrics.indicatorLargestJumpFrame.map(String.init) ?? "null")

        var run = JSONLine()
        run.add("wall_ms", result.timings.total * 1000)
        run.add("frames_per_second", result.timings.framesPerSecond(result.frameCount))
        run.add("frames_drawn", result.drawnFrames)
        run.add("workers", options.workers)

        var summary = JSONLine()
        summary.add("scenario", loaded.scenario.name)
        summary.add("binding", loaded.scenario.binding.rawValue)
        summary.add("frames", result.frameCount)
        summary.add("duration_ms", Double(max(0, result.frameCount - 1)) * loaded.scenario.canvas.frameDurationMs)
        summary.add("stale_cell_frames", metrics.count(.stale))
        summary.add("placeholder_cell_frames", metrics.count(.placeholder))
        summary.add("failed_cell_frames", metrics.count(.failed))
        summary.add("hitch_ratio_ms_per_s", ratio)
        summary.addRaw("cell_frames", cellFrames.string)
        summary.addRaw("stale_cell_frames_by_kind", stale.string)
        summary.addRaw("hitches", hitches.string)
        summary.addRaw("updates", updates.string)
        summary.addRaw("time_to_correct_ms", timeToCorrect.string)
        summary.addRaw("requests", requests.string)
        summary.addRaw("cache", cache.string)
        summary.addRaw("prefetch", prefetch.string)
        summary.addRaw("cells", cells.string)
        summary.addRaw("identity", identity.string)
        summary.addRaw("scroll_indicator", indicator.string)
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
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "{": depth += 1; if depth == 1 { out += "\n  " }
            case "}": depth -= 1
            case ",": if depth == 1 { out += "\n  " }
            default: break
            }
        }
        if out.hasSuffix("}") { out.removeLast(); out += "\n}\n" }
        return out
    }
}
