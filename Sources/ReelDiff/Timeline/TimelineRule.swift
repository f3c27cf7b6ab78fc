/// A change in what users saw that fails `reel check` on its own (`--fail-on`).
public enum TimelineRule: String, Sendable, CaseIterable, Hashable {
    /// More stale cell-frames in total than the golden.
    case staleIncrease = "stale-increase"
    /// More placeholder cell-frames in total.
    case placeholderIncrease = "placeholder-increase"
    /// More failed cell-frames in total.
    case failedIncrease = "failed-increase"
    /// More wrong-text cell-frames in total (cells showing another item's title or subtitle).
    case wrongTextIncrease = "wrong-text-increase"
    /// Some item shows its correct image later than in the golden (or never).
    case correctLater = "correct-later"
    /// Any change in cells.csv or in the timeline's event counts.
    case any
}
