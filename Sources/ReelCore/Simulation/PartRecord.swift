/// What one operation of a part of the simulation (`CellStore`, `LoadCoordinator`, `MainThreadBudget`) did, for the
/// run's record: timeline events and facts, in the order they happened. A part returns it instead of writing the
/// recorder; the frame loop hands it to the recorder (`Recorder.take`), which stays the one writer of the timeline
/// and the metrics. The events are stamped when taken, with the time and frame the step has reached.
package struct PartRecord: Sendable, Equatable {
    /// One entry: a timeline event or a fact with no line of its own.
    package enum Entry: Sendable, Equatable {
        case event(TimelineEvent)
        case fact(RunFact)
    }

    /// The entries, in order.
    package private(set) var entries: [Entry] = []

    package init() {}

    /// Adds a timeline event.
    mutating func record(_ event: TimelineEvent) {
        entries.append(.event(event))
    }

    /// Adds a fact.
    mutating func note(_ fact: RunFact) {
        entries.append(.fact(fact))
    }

    /// The timeline events among the entries, in order.
    package var events: [TimelineEvent] {
        entries.compactMap { if case .event(let event) = $0 { event } else { nil } }
    }
}

extension Recorder {
    /// Records what a part did, in the order it happened (see `PartRecord`).
    package mutating func take(_ record: PartRecord) {
        for entry in record.entries {
            switch entry {
            case .event(let event): self.record(event)
            case .fact(let fact): note(fact)
            }
        }
    }
}
