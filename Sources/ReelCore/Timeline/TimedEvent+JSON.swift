extension TimedEvent {
    /// The event as one line of JSON (no newline): the header, then the event's fields as `TimelineEvent.line`
    /// declares them, a field without a value left out.
    package var jsonLine: String {
        let declared = event.line
        var line = JSONLine()
        line.add(TimelineField.time.name, timeMs)
        line.add(TimelineField.frame.name, frame)
        line.add(TimelineField.event.name, declared.kind.rawValue)
        for entry in declared.fields { entry.value?.write(entry.field.name, into: &line) }
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
