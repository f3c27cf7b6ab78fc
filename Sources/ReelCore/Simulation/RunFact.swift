/// Something the run counts that is not a line of the timeline (or needs more than its line says). The parts of
/// the simulation report facts and timeline events to the `Recorder`, the one writer of the run's metrics.
package enum RunFact: Sendable, Equatable {
    // The pipeline and its cache.
    /// A memory-cache lookup found nothing.
    case cacheMiss
    /// A cancelled task had a transfer in flight (`receivedBytes` at the modelled bandwidth, nil without one) or was
    /// still queued; `prefetch` when a prefetch had started it.
    case cancelled(inFlight: Bool, receivedBytes: Int?, prefetch: Bool)
    /// A load delivered an image of `bytes` body bytes.
    case delivered(bytes: Int)
    /// A load failed.
    case failed(LoadFailure.Kind)
    /// A cell found a prefetched image in the cache.
    case prefetchHit
    /// A prefetched image left the cache (or the run ended) before any cell showed it.
    case prefetchWasted

    // Cells.
    /// The cell registrations the data source has made so far.
    case registrations(Int)
    /// A cell was dequeued and configured ahead of display.
    case prepared
    /// A prepared cell was displayed.
    case displayedFromPrepared
    /// A prepared cell went back to the pool without being displayed.
    case preparedNeverDisplayed
    /// A display episode ended (or a row was rebuilt) before the correct image showed.
    case neverCorrect
    /// A display episode reached the correct image `ms` after it began.
    case timeToCorrect(ms: Double)
    /// The cells alive and their modelled memory, sampled once per frame.
    case cellMemory(cells: Int, bytes: Int)

    // What a frame shows.
    /// A visible cell shows the placeholder while its item's image is in the memory cache.
    case stuckPlaceholder
    /// A visible cell shows the placeholder because a reload or reconfigure took its image off screen.
    case placeholderOwed(to: Cell.ImageLoss)
    /// Visible cells showing the same item as another visible cell in one frame.
    case duplicateCellFrames(Int)
    /// A frame's main-thread work (`index` 0 is the initial layout), its budget, and whether the scroll view moved.
    case mainThreadWork(frame: Int, workMs: Double, budgetMs: Double, scrolling: Bool)
    /// A refresh repeated the previous frame.
    case frameRepeated
    /// A cell-frame was shown in `state` (`wrong`: the kind of stale).
    case cellFrameShown(CellState, wrong: String?)
    /// A supplementary or decoration view was shown in a frame in `state`.
    case viewFrameShown(CellState)

    // Updates and layout.
    /// An apply changed surviving items' flags: `lost` flags an item had, `gained` flags of another row.
    case rowFlagsChanged(lost: Int, gained: Int)
    /// Self-sizing cells were measured for the first time.
    case heightsMeasured(Int)
    /// Self-sizing heights were measured again after a text size change.
    case heightsRecomputed(Int)
    /// The scroll position moved by `points` to keep the content on screen in place.
    case anchorCompensation(points: Double)
    /// The scroll indicator was on screen in a frame the user saw.
    case indicatorShown
    /// The scroll indicator's knob jumped by `points` in frame `frame`.
    case indicatorMoved(points: Double, frame: Int)
}
