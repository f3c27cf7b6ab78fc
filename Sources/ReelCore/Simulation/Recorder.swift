/// Turns what happens during a step into the timeline and the run's counters: every part of the simulation reports
/// here — timeline events, and facts that have no line of their own (`RunFact`) — stamped with the virtual time and
/// frame the step has reached. It is the one writer of the metrics: events and facts in, counts out.
package struct Recorder: Sendable {
    /// The virtual time (ms) events are stamped with now: a frame's time, or a delivery's or action's own time.
    package var now = 0.0
    /// The frame being made.
    package private(set) var frameIndex = 0
    /// Counters and samples so far.
    package private(set) var metrics = Metrics()

    /// The metrics so far with `unseen` prefetched images (still in the cache, never displayed) counted as waste, as
    /// they are once the run ends.
    package func metrics(countingUnseenPrefetches unseen: Int) -> Metrics {
        var metrics = self.metrics
        metrics.prefetch.wasted += unseen
        return metrics
    }
    /// The current step's events, in the order they happened.
    package private(set) var events: [TimedEvent] = []

    package init() {}

    /// Appends `event`, stamped with `time` (default: now) and the current frame.
    package mutating func record(_ event: TimelineEvent, at time: Double? = nil) {
        events.append(TimedEvent(timeMs: time ?? now, frame: frameIndex, event: event))
        count(event)
    }

    /// Hands over the events recorded since the last frame, staying on this frame (after the last one: what the
    /// binding reports when the run ends).
    mutating func takeEvents() -> [TimedEvent] {
        defer { events = [] }
        return events
    }

    /// Hands over the step's events and moves on to the next frame.
    package mutating func finishFrame() -> [TimedEvent] {
        defer {
            events = []
            frameIndex += 1
        }
        return events
    }
}

// The counting lives in this file: `metrics` is set only here, so the recorder is its one writer.
extension Recorder {
    /// The counts a timeline event stands for on its own.
    mutating func count(_ event: TimelineEvent) {
        switch event {
        case .frame: metrics.frames += 1
        case .request(_, _, _, _, _, let owner):
            metrics.requests.started += 1
            if case .prefetch = owner { metrics.prefetch.requests += 1 }
        case .join: metrics.requests.joined += 1
        case .restart(_, _, let rebuild):
            metrics.requests.restarted += 1
            if rebuild { metrics.identity.loadsRestarted += 1 }
        case .cancel: metrics.requests.cancelled += 1
        case .cacheHit: metrics.cache.hits += 1
        case .evict: metrics.cache.evictions += 1
        case .create: metrics.cells.created += 1
        case .reuse: metrics.cells.reused += 1
        case .dequeue: metrics.cells.dequeues += 1
        case .applySnapshot: metrics.updates.snapshotsApplied += 1
        case .reconfigure: metrics.updates.reconfigured += 1
        case .reload: metrics.updates.reloaded += 1
        case .toggle: metrics.identity.toggles += 1
        case .rebuildRow: metrics.identity.rowsRebuilt += 1
        case .contentSize(let category, let from, _, _, _):
            if category != from { metrics.updates.contentSizeChanges += 1 }
        case .indicatorJump: metrics.indicator.jumps += 1
        case .userCode(let kind, let message, _):
            metrics.gallery.outcomes[kind, default: 0] += 1
            if metrics.gallery.messages.count < GalleryCounts.messageLimit {
                metrics.gallery.messages.append("\(kind): \(message)")
            }
        case .viewDequeue(_, _, let reused):
            if reused { metrics.gallery.views.reused += 1 } else { metrics.gallery.views.created += 1 }
        case .start, .deliver, .display, .endDisplay, .apply, .state, .hitch, .prepare, .unprepare, .rowState, .call,
            .viewDisplay, .viewEndDisplay, .viewState, .swipe, .appearance:
            break
        }
    }

    /// Counts a fact of the run that has no timeline line of its own.
    mutating func note(_ fact: RunFact) {
        switch fact {
        case .cacheMiss: metrics.cache.misses += 1
        case .cancelled(let inFlight, let receivedBytes, let prefetch):
            if inFlight {
                metrics.requests.cancelledInFlight += 1
                metrics.requests.cancelledBytes += receivedBytes ?? 0
            } else {
                metrics.requests.cancelledQueued += 1
            }
            if prefetch { metrics.prefetch.cancelled += 1 }
        case .delivered(let bytes):
            metrics.requests.delivered += 1
            metrics.requests.bytesFetched += bytes
        case .failed(let kind):
            metrics.requests.failed += 1
            metrics.requests.failedByKind[kind, default: 0] += 1
        case .prefetchHit: metrics.prefetch.hits += 1
        case .prefetchWasted: metrics.prefetch.wasted += 1
        case .registrations(let count): metrics.cells.registrations = count
        case .prepared: metrics.cells.prepared += 1
        case .displayedFromPrepared: metrics.cells.displayedFromPrepared += 1
        case .preparedNeverDisplayed: metrics.cells.preparedNeverDisplayed += 1
        case .neverCorrect: metrics.exposure.neverCorrect += 1
        case .timeToCorrect(let ms): metrics.exposure.timeToCorrectMs.append(ms)
        case .cellMemory(let cells, let bytes):
            metrics.cells.peakLive = max(metrics.cells.peakLive, cells)
            metrics.cells.peakMemoryBytes = max(metrics.cells.peakMemoryBytes, bytes)
        case .stuckPlaceholder: metrics.exposure.stuckPlaceholder += 1
        case .placeholderOwed(.reload): metrics.updates.reloadPlaceholderCellFrames += 1
        case .placeholderOwed(.reconfigure): metrics.updates.reconfigurePlaceholderCellFrames += 1
        case .duplicateCellFrames(let count): metrics.gallery.duplicateCellFrames += count
        case .mainThreadWork(let frame, let workMs, let budgetMs, let scrolling):
            metrics.hitches.recordFrame(index: frame, workMs: workMs, budgetMs: budgetMs, scrolling: scrolling)
        case .frameRepeated: metrics.hitches.framesRepeated += 1
        case .cellFrameShown(let state, let wrong):
            metrics.exposure.cellFrames[state, default: 0] += 1
            if wrong == "outdated" {
                metrics.exposure.staleOutdated += 1
            } else if wrong != nil {
                metrics.exposure.staleOtherItem += 1
            }
        case .viewFrameShown(let state): metrics.gallery.views.frames[state, default: 0] += 1
        case .rowFlagsChanged(let lost, let gained):
            metrics.identity.stateLost += lost
            metrics.identity.stateMisattributed += gained
        case .heightsMeasured(let count): metrics.updates.heightsMeasured += count
        case .heightsRecomputed(let count): metrics.updates.heightsRecomputed += count
        case .anchorCompensation(let points): metrics.updates.anchorCompensation += abs(points)
        case .indicatorShown: metrics.indicator.framesVisible += 1
        case .indicatorMoved(let points, let frame):
            if points > metrics.indicator.largestJump {
                metrics.indicator.largestJump = points
                metrics.indicator.largestJumpFrame = frame
            }
        }
    }
}
