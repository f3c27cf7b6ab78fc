import Foundation
import Testing

@testable import ReelCore

/// The table of timeline events: every event writes its name and the fields the table lists, in that order.
@Suite struct TimelineEventTableTests {
    /// An event of every kind (the switch is exhaustive, so a new kind needs a sample here).
    static func sample(_ kind: TimelineEventKind) -> TimelineEvent {
        let cell = CellID(3)
        return switch kind {
        case .frame: .frame(index: 4, offset: 120.5, velocity: -30)
        case .request:
            .request(
                task: 1, itemID: "7", url: "http://127.0.0.1/7.png", size: PixelSize(width: 20, height: 10),
                priority: .high, owner: .cell(cell))
        case .join: .join(task: 1, itemID: "7", owner: .prefetch("7"))
        case .start: .start(task: 1, due: 250.125)
        case .cancel: .cancel(task: 1, itemID: "7")
        case .deliver: .deliver(task: 1, itemID: "7", failure: .httpStatus(500), subscribers: 2)
        case .cacheHit: .cacheHit(itemID: "7")
        case .evict: .evict(url: "http://127.0.0.1/7.png")
        case .create: .create(cell: cell)
        case .dequeue: .dequeue(cell: cell, itemID: "7", index: 7, reused: true)
        case .reuse: .reuse(cell: cell, previousItemID: nil)
        case .display: .display(cell: cell, itemID: "7", prepared: true)
        case .prepare: .prepare(cell: cell, itemID: "7", index: 7)
        case .unprepare: .unprepare(cell: cell, itemID: "7", displayed: false)
        case .endDisplay: .endDisplay(cell: cell, itemID: "7")
        case .apply: .apply(cell: cell, itemID: "7", shows: "image:6", forItemID: "6")
        case .state: .state(cell: cell, itemID: "7", from: nil, to: .stale, wrong: "other-item")
        case .applySnapshot:
            .applySnapshot(inserted: 1, deleted: 2, moved: 3, reconfigured: 4, reloaded: 5, animated: true)
        case .hitch: .hitch(workMs: 40, hitchMs: 23.333, missed: 2)
        case .reconfigure: .reconfigure(cell: cell, itemID: "7")
        case .reload: .reload(cell: cell, itemID: "7")
        case .toggle: .toggle(itemID: "7", identifier: "row-7", flag: "selected", on: true)
        case .rebuildRow: .rebuildRow(itemID: "7", cell: cell, how: "replaced", previousItemID: "6")
        case .rowState: .rowState(itemID: "7", lost: "selected", gained: "")
        case .restart: .restart(task: 2, itemID: "7", rebuild: false)
        case .contentSize:
            .contentSize(category: .extraLarge, from: .large, heightsRecomputed: 9, cellsUpdated: 8, anchorShift: 1.5)
        case .indicatorJump: .indicatorJump(jump: 12, top: 100, length: 40, contentHeight: 9_000)
        case .call: .call(action: "refresh")
        case .userCode: .userCode(kind: "escape", message: "slept on the wall clock", cell: cell)
        }
    }

    /// The keys of a JSON object line, in the order written (the samples' strings hold no `,"key":`).
    static func keys(_ line: String) -> [String] {
        line.matches(of: /[{,]"([a-z_0-9]+)":/).map { String($0.1) }
    }

    @Test func everyEventWritesItsNameAndTheTablesFieldsInOrder() throws {
        for kind in TimelineEventKind.allCases {
            let event = Self.sample(kind)
            #expect(event.kind == kind)
            #expect(event.values.count == kind.fields.count, "\(kind.rawValue)")
            let line = TimedEvent(timeMs: 16.667, frame: 1, event: event).jsonLine
            let parsed = try JSONValue.parse(Data(line.utf8), file: "timeline.jsonl")
            guard case .object(let fields) = parsed else {
                Issue.record("\(line) is not an object")
                continue
            }
            #expect(fields[TimelineField.event.name] == .string(kind.rawValue))
            let written = zip(kind.fields, event.values).compactMap { $1 == nil ? nil : $0.name }
            #expect(Self.keys(line) == TimelineEventKind.header.map(\.name) + written, "\(line)")
        }
    }

    @Test func namesAndFieldsAreWrittenAsLogsHaveThem() {
        let deliver = TimedEvent(
            timeMs: 100, frame: 6,
            event: .deliver(task: 4, itemID: "12", failure: nil, subscribers: 1)
        ).jsonLine
        #expect(deliver == #"{"t_ms":100,"frame":6,"event":"deliver","task":4,"item":"12","ok":true,"subscribers":1}"#)
        let state = TimedEvent(timeMs: 16.6666, frame: 1, event: Self.sample(.state)).jsonLine
        #expect(
            state == #"{"t_ms":16.667,"frame":1,"event":"state","cell":3,"item":"7","from":null,"to":"stale","#
                + #""wrong":"other-item"}"#)
        let end = TimedEvent(timeMs: 0, frame: 0, event: Self.sample(.endDisplay)).jsonLine
        #expect(end == #"{"t_ms":0,"frame":0,"event":"end-display","cell":3,"item":"7"}"#)
        #expect(Set(TimelineEventKind.allCases.map(\.rawValue)).count == TimelineEventKind.allCases.count)
    }
}
