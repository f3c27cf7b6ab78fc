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

    /// The fields every line starts with: virtual time, frame and the event's name.
    package static let header: [TimelineField] = [.time, .frame, .event]
}

/// A field of a `timeline.jsonl` line: its key as written.
package struct TimelineField: Sendable, Hashable {
    package let name: String

    init(_ name: String) { self.name = name }

    package static let time = TimelineField("t_ms")
    package static let frame = TimelineField("frame")
    package static let event = TimelineField("event")
    package static let action = TimelineField("action")
    package static let anchorShift = TimelineField("anchor_shift")
    package static let animated = TimelineField("animated")
    package static let category = TimelineField("category")
    package static let cell = TimelineField("cell")
    package static let cellsUpdated = TimelineField("cells_updated")
    package static let contentHeight = TimelineField("content_height")
    package static let deleted = TimelineField("deleted")
    static let dueMs = TimelineField("due_ms")
    package static let error = TimelineField("error")
    package static let flag = TimelineField("flag")
    package static let from = TimelineField("from")
    package static let gained = TimelineField("gained")
    package static let heightsRecomputed = TimelineField("heights_recomputed")
    package static let hitchMs = TimelineField("hitch_ms")
    package static let how = TimelineField("how")
    package static let identifier = TimelineField("identifier")
    package static let index = TimelineField("index")
    package static let inserted = TimelineField("inserted")
    package static let item = TimelineField("item")
    static let jumpPt = TimelineField("jump_pt")
    package static let kind = TimelineField("kind")
    package static let length = TimelineField("length")
    package static let loadFor = TimelineField("load_for")
    package static let lost = TimelineField("lost")
    package static let message = TimelineField("message")
    package static let missed = TimelineField("missed")
    package static let moved = TimelineField("moved")
    package static let offset = TimelineField("offset")
    package static let ok = TimelineField("ok")
    package static let on = TimelineField("on")
    package static let owner = TimelineField("owner")
    package static let prepared = TimelineField("prepared")
    static let previousItem = TimelineField("previous_item")
    package static let priority = TimelineField("priority")
    package static let rebuild = TimelineField("rebuild")
    package static let reconfigured = TimelineField("reconfigured")
    package static let reloaded = TimelineField("reloaded")
    package static let reused = TimelineField("reused")
    package static let shows = TimelineField("shows")
    package static let size = TimelineField("size")
    package static let subscribers = TimelineField("subscribers")
    package static let task = TimelineField("task")
    package static let to = TimelineField("to")
    package static let top = TimelineField("top")
    package static let url = TimelineField("url")
    package static let velocity = TimelineField("velocity")
    static let wasDisplayed = TimelineField("was_displayed")
    package static let workMs = TimelineField("work_ms")
    package static let wrong = TimelineField("wrong")
}
