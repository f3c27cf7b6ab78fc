import Foundation
import Testing

@testable import ReelCore

/// The table of timeline events: every event writes its name and the fields its declaration lists, in that order.
@Suite struct TimelineEventTableTests {
    /// The keys of a JSON object line, in the order written (the samples' strings hold no `,"key":`).
    static func keys(_ line: String) -> [String] {
        line.matches(of: /[{,]"([a-z_0-9]+)":/).map { String($0.1) }
    }

    @Test func everyEventWritesItsNameAndTheFieldsItDeclaresInOrder() throws {
        for kind in TimelineEventKind.allCases {
            let event = kind.example
            let declared = event.line
            #expect(event.kind == kind)
            // The example shows every field, so the reference's example lines do.
            #expect(declared.fields.allSatisfy { $0.value != nil }, "\(kind.rawValue)")
            #expect(Set(declared.fields.map(\.field)).count == declared.fields.count, "\(kind.rawValue)")
            #expect(!declared.doc.isEmpty && declared.fields.allSatisfy { !$0.doc.isEmpty })
            let line = TimedEvent(timeMs: 16.667, frame: 1, event: event).jsonLine
            let parsed = try JSONValue.parse(Data(line.utf8), file: "timeline.jsonl")
            guard case .object(let fields) = parsed else {
                Issue.record("\(line) is not an object")
                continue
            }
            #expect(fields[TimelineField.event.name] == .string(kind.rawValue))
            let written = declared.fields.map(\.field.name)
            #expect(Self.keys(line) == TimelineEventKind.header.map(\.name) + written, "\(line)")
        }
    }

    @Test func aFieldWithoutAValueIsLeftOut() {
        let delivered = TimedEvent(
            timeMs: 100, frame: 6, event: .deliver(task: 4, itemID: "12", failure: nil, subscribers: 1))
        #expect(!Self.keys(delivered.jsonLine).contains(TimelineField.error.name))
        let display = TimedEvent(timeMs: 0, frame: 0, event: .display(cell: CellID(1), itemID: "1", prepared: false))
        #expect(Self.keys(display.jsonLine) == ["t_ms", "frame", "event", "cell", "item"])
        let code = TimedEvent(timeMs: 0, frame: 0, event: .userCode(kind: "escape", message: "m", cell: nil))
        #expect(Self.keys(code.jsonLine) == ["t_ms", "frame", "event", "kind", "message"])
    }

    @Test func namesAndFieldsAreWrittenAsLogsHaveThem() {
        let deliver = TimedEvent(
            timeMs: 100, frame: 6,
            event: .deliver(task: 4, itemID: "12", failure: nil, subscribers: 1)
        ).jsonLine
        #expect(deliver == #"{"t_ms":100,"frame":6,"event":"deliver","task":4,"item":"12","ok":true,"subscribers":1}"#)
        let stale = TimelineEvent.state(cell: CellID(3), itemID: "7", from: nil, to: .stale, wrong: "other-item")
        let state = TimedEvent(timeMs: 16.6666, frame: 1, event: stale).jsonLine
        #expect(
            state == #"{"t_ms":16.667,"frame":1,"event":"state","cell":3,"item":"7","from":null,"to":"stale","#
                + #""wrong":"other-item"}"#)
        let end = TimedEvent(timeMs: 0, frame: 0, event: TimelineEventKind.endDisplay.example).jsonLine
        #expect(end == #"{"t_ms":0,"frame":0,"event":"end-display","cell":3,"item":"7"}"#)
        #expect(Set(TimelineEventKind.allCases.map(\.rawValue)).count == TimelineEventKind.allCases.count)
    }
}
