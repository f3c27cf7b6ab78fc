extension TimelineEventKind {
    /// An event of this kind with every field present, for the reference's example lines (the switch is
    /// exhaustive, so a new event needs one).
    package var example: TimelineEvent {
        let cell = CellID(3)
        return switch self {
        case .frame: .frame(index: 1, offset: 120.5, velocity: -30)
        case .request:
            .request(
                task: 1, itemID: "7", url: "http://127.0.0.1:8080/image/7.png",
                size: PixelSize(width: 360, height: 360),
                priority: .high, owner: .cell(cell))
        case .join: .join(task: 1, itemID: "7", owner: .prefetch("7"))
        case .start: .start(task: 1, due: 250.125)
        case .cancel: .cancel(task: 1, itemID: "7")
        case .deliver: .deliver(task: 1, itemID: "7", failure: .httpStatus(500), subscribers: 2)
        case .cacheHit: .cacheHit(itemID: "7")
        case .evict: .evict(url: "http://127.0.0.1:8080/image/7.png")
        case .create: .create(cell: cell)
        case .dequeue: .dequeue(cell: cell, itemID: "7", index: 7, reused: true)
        case .reuse: .reuse(cell: cell, previousItemID: "1")
        case .display: .display(cell: cell, itemID: "7", prepared: true)
        case .prepare: .prepare(cell: cell, itemID: "7", index: 7)
        case .unprepare: .unprepare(cell: cell, itemID: "7", displayed: false)
        case .endDisplay: .endDisplay(cell: cell, itemID: "7")
        case .apply: .apply(cell: cell, itemID: "7", shows: "image:6", forItemID: "6")
        case .state: .state(cell: cell, itemID: "7", from: .placeholder, to: .stale, wrong: "other-item")
        case .applySnapshot:
            .applySnapshot(inserted: 1, deleted: 2, moved: 3, reconfigured: 4, reloaded: 5, animated: true)
        case .hitch: .hitch(workMs: 40, hitchMs: 23.333, missed: 2)
        case .reconfigure: .reconfigure(cell: cell, itemID: "7")
        case .reload: .reload(cell: cell, itemID: "7")
        case .toggle: .toggle(itemID: "7", identifier: "row-7", flag: "selected", on: true)
        case .rebuildRow: .rebuildRow(itemID: "7", cell: cell, how: "reconfigured", previousItemID: "6")
        case .rowState: .rowState(itemID: "7", lost: "selected", gained: "")
        case .restart: .restart(task: 2, itemID: "7", rebuild: false)
        case .contentSize:
            .contentSize(category: .extraLarge, from: .large, heightsRecomputed: 9, cellsUpdated: 8, anchorShift: 1.5)
        case .appearance: .appearance(style: .dark, from: .light, cellsUpdated: 8)
        case .indicatorJump: .indicatorJump(jump: 12, top: 100, length: 40, contentHeight: 9_000)
        case .call: .call(action: "refresh")
        case .userCode: .userCode(kind: "escape", message: "slept on the wall clock", cell: cell)
        case .swipe: .swipe(section: 1, from: 0, to: 296)
        case .viewDequeue: .viewDequeue(view: SupplementaryID(2), element: Self.exampleElement, reused: true)
        case .viewDisplay: .viewDisplay(view: SupplementaryID(2), element: Self.exampleElement)
        case .viewEndDisplay: .viewEndDisplay(view: SupplementaryID(2), element: Self.exampleElement)
        case .viewState:
            .viewState(
                view: SupplementaryID(2), element: Self.exampleElement, from: .correct, to: .wrongText,
                shows: "text:March")
        }
    }

    /// docs/timeline-reference.md: every event with its fields, generated from `TimelineEvent.line` so that it
    /// lists what the writer writes.
    /// The header of section 3, as the examples of supplementary views' events stand for it.
    private static let exampleElement = SupplementaryKey(
        kind: "UICollectionElementKindSectionHeader", section: 3, item: nil)

    package static func markdownReference() -> String {
        var lines = [
            "# timeline.jsonl events",
            "",
            "Every line of a run's `timeline.jsonl` is one JSON object for one event, in the order the events",
            "happened. Each starts with `t_ms` (virtual time, ms), `frame` (the frame being made) and `event` (the",
            "name below), then the event's own fields in the order listed. Numbers are written to at most 3 decimals;",
            "a field whose meaning says so is left out of some lines. The same fields are in a golden's",
            "`timeline.jsonl.gz`; `reel check` compares events by item ([goldens.md](goldens.md)).",
            "",
            "| event | field | meaning |",
            "| --- | --- | --- |",
        ]
        for kind in allCases {
            let line = kind.example.line
            let example = TimedEvent(timeMs: 16.667, frame: 1, event: kind.example).jsonLine
            lines.append("| `\(kind.rawValue)` | | \(line.doc) Example: `\(example)` |")
            for entry in line.fields { lines.append("| | `\(entry.field.name)` | \(entry.doc) |") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
