/// The events of `timeline.jsonl`, declared once: each event's name as written and its fields in order. The
/// writer (`TimedEvent.jsonLine`) writes lines by it and readers of a log (the report, `reel check`) find events
/// and fields by it.
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

    /// The event's own fields after the header, in the order written.
    package var fields: [TimelineField] {
        switch self {
        case .frame: [.index, .offset, .velocity]
        case .request: [.task, .item, .url, .size, .priority, .owner]
        case .join: [.task, .item, .owner]
        case .start: [.task, .dueMs]
        case .cancel: [.task, .item]
        case .deliver: [.task, .item, .ok, .error, .subscribers]
        case .cacheHit: [.item]
        case .evict: [.url]
        case .create: [.cell]
        case .dequeue: [.cell, .item, .index, .reused]
        case .reuse: [.cell, .previousItem]
        case .display: [.cell, .item, .prepared]
        case .prepare: [.cell, .item, .index]
        case .unprepare: [.cell, .item, .wasDisplayed]
        case .endDisplay, .reconfigure, .reload: [.cell, .item]
        case .apply: [.cell, .item, .shows, .loadFor]
        case .state: [.cell, .item, .from, .to, .wrong]
        case .applySnapshot: [.inserted, .deleted, .moved, .reconfigured, .reloaded, .animated]
        case .hitch: [.workMs, .hitchMs, .missed]
        case .toggle: [.item, .identifier, .flag, .on]
        case .rebuildRow: [.item, .cell, .how, .previousItem]
        case .rowState: [.item, .lost, .gained]
        case .restart: [.task, .item, .rebuild]
        case .contentSize: [.category, .from, .cellsUpdated, .heightsRecomputed, .anchorShift]
        case .indicatorJump: [.jumpPt, .top, .length, .contentHeight]
        case .call: [.action]
        case .userCode: [.kind, .cell, .message]
        }
    }
}
