/// Counters and samples a run accumulates, one group for each block of `summary.json`.
package struct Metrics: Sendable, Equatable, Codable {
    package var frames = 0
    /// What the user saw: cell-frames by state, stale flavours, time to the correct image.
    package var exposure = ExposureCounts()
    package var requests = RequestCounts()
    package var cache = CacheCounts()
    package var prefetch = PrefetchCounts()
    package var hitches = HitchCounts()
    package var updates = UpdateCounts()
    package var cells = CellCounts()
    package var identity = IdentityCounts()
    package var indicator = IndicatorCounts()
    /// The user's own code (ReelKit galleries only).
    package var gallery = GalleryCounts()

    package init() {}

    /// Cell-frames in `state`.
    package func count(_ state: CellState) -> Int { exposure.cellFrames[state, default: 0] }

    /// Apple's hitch time ratio (ms/s): hitch time in the frames counted as scrolling over the time spent scrolling
    /// (see `HitchCounts`; 0 when the run never scrolled).
    package var hitchRatio: Double { hitches.ratio }

    /// Apple's grading of a hitch time ratio: good below 5 ms/s, warning up to 10, critical above.
    package static func hitchGrade(_ ratio: Double) -> String {
        ratio < 5 ? "good" : (ratio <= 10 ? "warning" : "critical")
    }
}

/// What the user saw in visible cells.
package struct ExposureCounts: Sendable, Equatable, Codable {
    package var cellFrames: [CellState: Int] = [:]
    /// Stale cell-frames by flavour: another item's image, or an outdated version of the item's own.
    package var staleOtherItem = 0
    package var staleOutdated = 0
    /// Placeholder cell-frames whose item's image is in the memory cache: the app has the image and the cell was
    /// configured for the item, yet it shows the placeholder (a completion dropped the image, e.g. the
    /// index path check after an insert).
    package var stuckPlaceholder = 0
    /// Time from first display to the correct image, one sample per display episode that reached it (ms).
    package var timeToCorrectMs: [Double] = []
    /// Display episodes that ended before the correct image showed.
    package var neverCorrect = 0
}

/// Image requests and what became of them.
package struct RequestCounts: Sendable, Equatable, Codable {
    package var started = 0
    package var joined = 0
    package var cancelled = 0
    package var delivered = 0
    package var failed = 0
    /// Failed deliveries by kind (`requests.failed_by_kind`).
    var failedByKind: [LoadFailure.Kind: Int] = [:]
    /// Cancelled tasks that held a transfer slot (their transfer was aborted mid-flight) vs still queued.
    package var cancelledInFlight = 0
    package var cancelledQueued = 0
    /// Body bytes of every delivered image.
    package var bytesFetched = 0
    /// Bytes cancelled in-flight transfers had received by the time they were cancelled, at the modelled bandwidth
    /// (0 without `bandwidth_bytes_per_s`: real aborted transfers are not deterministic).
    package var cancelledBytes = 0
    /// In-flight transfers cancelled and requested again within one frame, for any reason.
    package var restarted = 0
}

/// The memory cache.
package struct CacheCounts: Sendable, Equatable, Codable {
    package var hits = 0
    package var misses = 0
    package var evictions = 0
}

/// Prefetch: tasks a prefetch created, images ready when their cell first displayed, prefetched images never
/// displayed (evicted first, or still unseen at the end), prefetch tasks cancelled.
package struct PrefetchCounts: Sendable, Equatable, Codable {
    package var requests = 0
    package var hits = 0
    package var wasted = 0
    package var cancelled = 0
}

/// Hitches, measured as Apple measures scrolling: only frames that show the scroll view moving count (see
/// `recordFrame`); frame 0, the initial layout that creates every cell, is reported on its own; frames at rest with
/// an overrun are counted apart, outside the ratio. A frame's overrun is its main-thread work beyond the frame budget
/// (0 when within), its hitch time when positive. docs/metrics.md has the exact definitions.
package struct HitchCounts: Sendable, Equatable, Codable {
    /// Scrolling frames that overran the budget, and their overrun in total (the ratio's numerator).
    package var count = 0
    package var hitchMs = 0.0
    /// Refreshes that repeated the previous frame (any frame), and all modelled main-thread work (every frame).
    package var framesRepeated = 0
    package var mainThreadMs = 0.0
    /// Frames counted as scrolling, and the time they stand for: one frame duration each (the ratio's denominator).
    package var scrollingFrames = 0
    package var scrollingMs = 0.0
    /// Frame 0's main-thread work (ms): the initial layout, left out of the ratio.
    package var initialLayoutMs = 0.0
    /// Every scrolling frame's overrun (ms, 0 when within budget), in frame order: the percentiles' samples.
    package var overrunsMs: [Double] = []
    /// Frames after frame 0 that overran while the scroll view was at rest, and their overrun (not in the ratio).
    package var outsideScrollingCount = 0
    package var outsideScrollingMs = 0.0

    package init() {}

    /// Hitch time per second of scrolling (ms/s), 0 without scrolling.
    package var ratio: Double { scrollingMs > 0 ? hitchMs / (scrollingMs / 1000) : 0 }

    /// The nearest-rank percentile `p` of the scrolling frames' overruns (0 without scrolling frames).
    package func overrunPercentile(_ p: Double) -> Double { Percentile.of(overrunsMs, p) ?? 0 }

    /// Counts one frame: `index` (frame 0 is the initial layout), its main-thread work and budget (ms), and whether
    /// the scroll view is moving at the frame's time (dragged, decelerating, bouncing or in an animated scroll).
    package mutating func recordFrame(index: Int, workMs: Double, budgetMs: Double, scrolling: Bool) {
        mainThreadMs += workMs
        let overrun = max(0, workMs - budgetMs)
        if index == 0 {
            initialLayoutMs = workMs
        } else if scrolling {
            scrollingFrames += 1
            scrollingMs += budgetMs
            overrunsMs.append(overrun)
            if overrun > 0 {
                count += 1
                hitchMs += overrun
            }
        } else if overrun > 0 {
            outsideScrollingCount += 1
            outsideScrollingMs += overrun
        }
    }
}

/// Snapshot updates, self-sizing measurement and Dynamic Type.
package struct UpdateCounts: Sendable, Equatable, Codable {
    /// Snapshots applied, cells reconfigured (same cell) and reloaded (new cell) by them.
    package var snapshotsApplied = 0
    package var reconfigured = 0
    package var reloaded = 0
    /// Placeholder cell-frames of items whose image was on screen until a reload replaced its cell (or a reconfigure
    /// cleared it), until the image shows again.
    package var reloadPlaceholderCellFrames = 0
    package var reconfigurePlaceholderCellFrames = 0
    /// Self-sizing: cells measured (estimates replaced), and total scroll-anchor compensation in points.
    package var heightsMeasured = 0
    package var anchorCompensation = 0.0
    /// Dynamic Type: text size changes, and self-sizing heights measured again at once because of them.
    package var contentSizeChanges = 0
    package var heightsRecomputed = 0
}

/// Cell objects.
package struct CellCounts: Sendable, Equatable, Codable {
    package var created = 0
    package var reused = 0
    package var dequeues = 0
    /// Automatic cell prefetching: cells configured ahead of display, displayed from that state, never displayed.
    package var prepared = 0
    package var displayedFromPrepared = 0
    package var preparedNeverDisplayed = 0
    /// Cell registrations made (1 when created once), the most cells alive at once (UIKit keeps pooled cells, so
    /// it is every cell created), and their peak modelled memory: a fixed cost per cell plus the decoded images
    /// their image views hold.
    package var registrations = 0
    package var peakLive = 0
    package var peakMemoryBytes = 0
}

/// Item identity: rows an apply rebuilt (reconfigured with another item, or given a new cell), per-row flags lost by
/// surviving items, flags that landed on another item, toggles, and transfers restarted because their row was
/// rebuilt (an in-flight transfer cancelled and requested again in the frame of the rebuild).
package struct IdentityCounts: Sendable, Equatable, Codable {
    package var rowsRebuilt = 0
    package var stateLost = 0
    package var stateMisattributed = 0
    package var toggles = 0
    package var loadsRestarted = 0
}

/// Scroll indicator: frames it showed in, jumps over 1 pt (see `ScrollIndicatorTracker`), the largest jump in
/// points and the frame it happened in.
package struct IndicatorCounts: Sendable, Equatable, Codable {
    package var framesVisible = 0
    package var jumps = 0
    package var largestJump = 0.0
    package var largestJumpFrame: Int?
}

/// Percentiles over samples, nearest-rank: the samples sorted ascending, the percentile `p` is the sample at rank
/// ⌈p/100 · n⌉ (1-based, at least 1) — always one of the samples, never interpolated.
package enum Percentile {
    /// The nearest-rank percentile `p` (0...100) of `samples`, or nil when empty.
    package static func of(_ samples: [Double], _ p: Double) -> Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// Supplementary and decoration views of a gallery: created, reused, and view-frames by state.
package struct SupplementaryViewCounts: Sendable, Equatable, Codable {
    package var created = 0
    package var reused = 0
    /// Visible view-frames by state (`correct` or `wrong_text`).
    package var frames: [CellState: Int] = [:]
}

/// What only a gallery of the user's own code reports (`summary.json`'s `gallery` block).
package struct GalleryCounts: Sendable, Equatable, Codable {
    /// Visible cell-frames showing the same item as another visible cell.
    package var duplicateCellFrames = 0
    /// Outcomes of the user's code by kind (`escape`, `blocked`, `late_write`, …).
    package var outcomes: [String: Int] = [:]
    /// The first outcomes' messages.
    package var messages: [String] = []
    /// Headers, footers, other supplementary views and decoration views.
    package var views = SupplementaryViewCounts()

    /// At most this many messages are kept.
    static let messageLimit = 20
}
