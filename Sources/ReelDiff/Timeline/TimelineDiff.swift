import Foundation
import ReelFormats
import ReelGraphics

/// What changed in what the user saw between a golden's `cells.csv`/`timeline.jsonl` and a run's: per item (when it
/// became correct, stale/wrong-text/placeholder/failed exposure, visibility), totals by state, and event counts.
public struct TimelineDiff: Sendable, Equatable {
    /// One item's changes, as sentences ("correct from frame 31 → 38").
    public struct ItemChange: Sendable, Equatable {
        package var item: String
        package var changes: [String]
    }

    /// A count in the golden and in the run.
    public struct Count: Sendable, Equatable {
        package var name: String
        package var golden: Int
        package var actual: Int
    }

    package var items: [ItemChange]
    /// Cell-frames by state (every state, in `CellsTable.states` order).
    package var totals: [Count]
    /// Event counts that changed.
    package var events: [Count]
    /// Items that became correct later (or never).
    package var correctLater: [String]
    /// Extra stale cell-frames over items whose stale exposure grew, and those items.
    var newStale: (cellFrames: Int, items: [String])
    /// True when the cells and events are the same.
    package var unchanged: Bool { items.isEmpty && events.isEmpty && totals.allSatisfy { $0.golden == $0.actual } }

    public static func == (lhs: TimelineDiff, rhs: TimelineDiff) -> Bool {
        lhs.items == rhs.items && lhs.totals == rhs.totals && lhs.events == rhs.events
            && lhs.correctLater == rhs.correctLater
            && lhs.newStale.cellFrames == rhs.newStale.cellFrames && lhs.newStale.items == rhs.newStale.items
    }

    /// Compares the golden's logs with the run's (both folders hold `cells.csv` and `timeline.jsonl`, each plain or
    /// gzip-compressed); nil when the golden has no `cells.csv`.
    package static func compare(golden: URL, run: URL) throws(DiffInputError) -> TimelineDiff? {
        let (goldenCells, runCells) = (RunFolder(golden).cells, RunFolder(run).cells)
        guard let expectedBytes = try log(goldenCells) else { return nil }
        let actualBytes = try log(runCells)
        let expected = try CellsTable.parse(String(decoding: expectedBytes, as: UTF8.self), file: goldenCells.path)
        // A passing check's tables are byte for byte the golden's: parse one file, not two.
        let actual =
            try actualBytes == expectedBytes
            ? expected
            : actualBytes.map { data throws(DiffInputError) in
                try CellsTable.parse(String(decoding: data, as: UTF8.self), file: runCells.path)
            } ?? CellsTable(items: [:], totals: [:])
        let (goldenTimeline, runTimeline) = (RunFolder(golden).timeline, RunFolder(run).timeline)
        let expectedEvents = try log(goldenTimeline)
        let actualEvents = try log(runTimeline)
        let eventsGolden = eventCounts(expectedEvents)
        let eventsRun = actualEvents == expectedEvents ? eventsGolden : eventCounts(actualEvents)
        return compare(expected, actual, eventsGolden: eventsGolden, eventsRun: eventsRun)
    }

    /// A log's bytes, plain or compressed (`CompressedLog`); nil when there is neither.
    static func log(_ url: URL) throws(DiffInputError) -> Data? {
        do {
            return try CompressedLog.contents(of: url)
        } catch {
            throw DiffInputError(file: error.path, message: error.message)
        }
    }

    /// Compares two parsed tables and event counts.
    package static func compare(
        _ golden: CellsTable, _ actual: CellsTable, eventsGolden: [String: Int] = [:], eventsRun: [String: Int] = [:]
    ) -> TimelineDiff {
        var items: [ItemChange] = []
        var later: [String] = []
        var staleFrames = 0
        var staleItems: [String] = []
        for id in CellsTable.sortedIDs(Set(golden.items.keys).union(actual.items.keys)) {
            let (g, a) = (golden.items[id], actual.items[id])
            var changes: [String] = []
            switch (g, a) {
            case (nil, let a?): changes.append("now visible (frames \(a.firstFrame)–\(a.lastFrame))")
            case (let g?, nil): changes.append("no longer visible (was frames \(g.firstFrame)–\(g.lastFrame))")
            default: break
            }
            if let g, let a, g.firstCorrect != a.firstCorrect {
                changes.append(
                    "correct from frame \(g.firstCorrect.map(String.init) ?? "never") "
                        + "→ \(a.firstCorrect.map(String.init) ?? "never")"
                )
                if let before = g.firstCorrect, a.firstCorrect.map({ $0 > before }) ?? true { later.append(id) }
            }
            for state in ["stale", "wrong_text", "placeholder", "failed"] {
                let (before, after) = (g?.count(state) ?? 0, a?.count(state) ?? 0)
                guard before != after else { continue }
                changes.append("\(state) \(before) → \(after) cell-frames")
                if state == "stale" && after > before {
                    staleFrames += after - before
                    staleItems.append(id)
                }
            }
            if !changes.isEmpty { items.append(ItemChange(item: id, changes: changes)) }
        }
        let totals = CellsTable.states.map {
            Count(name: $0, golden: golden.totals[$0] ?? 0, actual: actual.totals[$0] ?? 0)
        }
        let events = Set(eventsGolden.keys).union(eventsRun.keys).sorted()
            .map { Count(name: $0, golden: eventsGolden[$0] ?? 0, actual: eventsRun[$0] ?? 0) }
            .filter { $0.golden != $0.actual }
        return TimelineDiff(
            items: items, totals: totals, events: events, correctLater: later, newStale: (staleFrames, staleItems))
    }

    /// Counts timeline lines by their `"event"` value; a missing file counts nothing.
    static func eventCounts(_ data: Data?) -> [String: Int] {
        guard let data else { return [:] }
        var counts: [String: Int] = [:]
        let key = Array("\"\(TimelineField.event.name)\":\"".utf8)
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                if let name = value(bytes, start..<end, after: key) { counts[name, default: 0] += 1 }
                start = end + 1
            }
        }
        return counts
    }

    private static func value(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, after key: [UInt8]) -> String? {
        var i = line.lowerBound
        while i + key.count <= line.upperBound {
            if bytes[i] == key[0] && (0..<key.count).allSatisfy({ bytes[i + $0] == key[$0] }) {
                let from = i + key.count
                var to = from
                while to < line.upperBound && bytes[to] != 0x22 { to += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
            }
            i += 1
        }
        return nil
    }
}
