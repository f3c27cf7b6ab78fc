extension TimedEvent {
    /// The event as one line of JSON (no newline): the header, then the event's fields as `TimelineEventKind`
    /// lists them, a field without a value left out.
    package var jsonLine: String {
        var line = JSONLine()
        line.add(TimelineField.time.name, timeMs)
        line.add(TimelineField.frame.name, frame)
        line.add(TimelineField.event.name, event.kind.rawValue)
        for (field, value) in zip(event.kind.fields, event.values) { value?.write(field.name, into: &line) }
        return line.string
    }
}

/// A field's value on a `timeline.jsonl` line.
public enum TimelineValue: Sendable, Equatable {
    case int(Int)
    case number(Double)
    /// A string, or null.
    case text(String?)
    case flag(Bool)

    /// An item id, written as its string.
    static func item(_ id: ItemID?) -> TimelineValue { .text(id?.rawValue) }

    func write(_ key: String, into line: inout JSONLine) {
        switch self {
        case .int(let value): line.add(key, value)
        case .number(let value): line.add(key, value)
        case .text(let value): line.add(key, value)
        case .flag(let value): line.add(key, value)
        }
    }
}

extension TimelineEvent {
    /// The event's entry in the table of events.
    package var kind: TimelineEventKind {
        switch self {
        case .frame: .frame
        case .request: .request
        case .join: .join
        case .start: .start
        case .cancel: .cancel
        case .deliver: .deliver
        case .cacheHit: .cacheHit
        case .evict: .evict
        case .create: .create
        case .dequeue: .dequeue
        case .reuse: .reuse
        case .display: .display
        case .prepare: .prepare
        case .unprepare: .unprepare
        case .endDisplay: .endDisplay
        case .apply: .apply
        case .state: .state
        case .applySnapshot: .applySnapshot
        case .hitch: .hitch
        case .reconfigure: .reconfigure
        case .reload: .reload
        case .toggle: .toggle
        case .rebuildRow: .rebuildRow
        case .rowState: .rowState
        case .restart: .restart
        case .contentSize: .contentSize
        case .indicatorJump: .indicatorJump
        case .call: .call
        case .userCode: .userCode
        }
    }

    /// The values of `kind.fields`, in that order; nil for a field left out of this line.
    package var values: [TimelineValue?] {
        switch self {
        case .frame(let index, let offset, let velocity):
            [.int(index), .number(offset), .number(velocity)]
        case .request(let task, let itemID, let url, let size, let priority, let owner):
            [
                .int(task.number), .item(itemID), .text(url), .text(size.description), .text(priority.description),
                .text(owner.logName),
            ]
        case .join(let task, let itemID, let owner): [.int(task.number), .item(itemID), .text(owner.logName)]
        case .start(let task, let due): [.int(task.number), .number(due)]
        case .cancel(let task, let itemID): [.int(task.number), .item(itemID)]
        case .deliver(let task, let itemID, let failure, let subscribers):
            [
                .int(task.number), .item(itemID), .flag(failure == nil), failure.map { .text($0.logName) },
                .int(subscribers),
            ]
        case .cacheHit(let itemID): [.item(itemID)]
        case .evict(let url): [.text(url)]
        case .create(let cell): [.int(cell.number)]
        case .dequeue(let cell, let itemID, let index, let reused):
            [.int(cell.number), .item(itemID), .int(index), .flag(reused)]
        case .reuse(let cell, let previous): [.int(cell.number), .item(previous)]
        case .display(let cell, let itemID, let prepared):
            [.int(cell.number), .item(itemID), prepared ? .flag(true) : nil]
        case .prepare(let cell, let itemID, let index): [.int(cell.number), .item(itemID), .int(index)]
        case .unprepare(let cell, let itemID, let displayed): [.int(cell.number), .item(itemID), .flag(displayed)]
        case .endDisplay(let cell, let itemID), .reconfigure(let cell, let itemID), .reload(let cell, let itemID):
            [.int(cell.number), .item(itemID)]
        case .apply(let cell, let itemID, let shows, let forItemID):
            [.int(cell.number), .item(itemID), .text(shows), .item(forItemID)]
        case .state(let cell, let itemID, let from, let to, let wrong):
            [.int(cell.number), .item(itemID), .text(from?.rawValue), .text(to.rawValue), wrong.map { .text($0) }]
        case .applySnapshot(let inserted, let deleted, let moved, let reconfigured, let reloaded, let animated):
            [.int(inserted), .int(deleted), .int(moved), .int(reconfigured), .int(reloaded), .flag(animated)]
        case .hitch(let workMs, let hitchMs, let missed): [.number(workMs), .number(hitchMs), .int(missed)]
        case .toggle(let itemID, let identifier, let flag, let on):
            [.item(itemID), .text(identifier), .text(flag), .flag(on)]
        case .rebuildRow(let itemID, let cell, let how, let previousItemID):
            [.item(itemID), .int(cell.number), .text(how), previousItemID.map { .item($0) }]
        case .rowState(let itemID, let lost, let gained): [.item(itemID), .text(lost), .text(gained)]
        case .restart(let task, let itemID, let rebuild): [.int(task.number), .item(itemID), .flag(rebuild)]
        case .contentSize(let category, let from, let heightsRecomputed, let cellsUpdated, let anchorShift):
            [
                .text(category.rawValue), .text(from.rawValue), .int(cellsUpdated), .int(heightsRecomputed),
                .number(anchorShift),
            ]
        case .indicatorJump(let jump, let top, let length, let contentHeight):
            [.number(jump), .number(top), .number(length), .number(contentHeight)]
        case .call(let action): [.text(action)]
        case .userCode(let kind, let message, let cell): [.text(kind), cell.map { .int($0.number) }, .text(message)]
        }
    }
}

extension LoadOwner {
    /// "cell#3" or "prefetch".
    package var logName: String {
        switch self {
        case .cell(let id): "cell#\(id)"
        case .prefetch: "prefetch"
        case .model: "model"
        }
    }
}
