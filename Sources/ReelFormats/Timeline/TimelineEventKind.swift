/// The events of `timeline.jsonl` by name: each case's raw value is the event's name as written. What an event means
/// and its fields are declared with it in `TimelineEvent.line`; readers of a log (the report, `reel check`) find
/// events by these names and fields by `TimelineField`.
package enum TimelineEventKind: String, CaseIterable, Sendable {
    case frame, request, join, start, cancel, deliver
    case cacheHit = "cache-hit"
    case evict, create, dequeue, reuse, display, prepare, unprepare
    case endDisplay = "end-display"
    case apply, state
    case applySnapshot = "apply-snapshot"
    case hitch, reconfigure, reload, toggle
    case rebuildRow = "rebuild-row"
    case rowState = "row-state"
    case restart
    case contentSize = "content-size"
    case indicatorJump = "indicator-jump"
    case call
    case userCode = "user-code"
    case swipe
    case viewDequeue = "view-dequeue"
    case viewDisplay = "view-display"
    case viewEndDisplay = "view-end-display"
    case viewState = "view-state"
    case appearance

    /// The fields every line starts with: virtual time, frame and the event's name.
    package static let header: [TimelineField] = [.time, .frame, .event]
}
