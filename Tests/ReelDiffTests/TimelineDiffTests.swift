import Testing

@testable import ReelDiff

@Suite struct TimelineDiffTests {
    static let header = "frame,t_ms,cell,item,state,shows,x,y,w,h\n"

    static func table(_ rows: [(Int, String, String)]) throws -> CellsTable {
        let text = header + rows.map { "\($0.0),0,1,\($0.1),\($0.2),placeholder,0,0,10,10" }.joined(separator: "\n")
        return try CellsTable.parse(text, file: "cells.csv")
    }

    @Test func reportsWhenEachItemBecameCorrectAndNewStaleExposure() throws {
        let golden = try Self.table([
            (0, "42", "placeholder"), (1, "42", "correct"), (0, "7", "correct"), (0, "9", "correct"),
        ])
        let actual = try Self.table([
            (0, "42", "placeholder"), (1, "42", "placeholder"), (2, "42", "correct"),
            (0, "7", "stale"), (1, "7", "stale"), (2, "7", "correct"), (0, "9", "stale"), (1, "9", "correct"),
            (3, "55", "correct"),
        ])
        let diff = TimelineDiff.compare(golden, actual, eventsGolden: ["request": 3], eventsRun: ["request": 4])
        let lines = diff.lines()
        #expect(lines.contains("new stale exposure: 3 cell-frames on items 7, 9"))
        #expect(lines.contains { $0.hasPrefix("item 42: correct from frame 1 → 2") })
        #expect(lines.contains("item 55: now visible (frames 3–3)"))
        #expect(lines.contains("events: request 3 → 4"))
        #expect(
            lines.first == "cell-frames: correct 3 → 4, placeholder 1 → 2, stale 0 → 3, failed 0, wrong_text 0")
        #expect(diff.violations([.staleIncrease]) == ["stale-increase: stale cell-frames 0 → 3"])
        #expect(diff.violations([.correctLater]).first?.contains("7, 9, 42") == true)
        #expect(diff.violations([.failedIncrease]).isEmpty)
        #expect(!diff.unchanged)
    }

    @Test func wrongTextIsCountedPerItemAndCanFailTheCheck() throws {
        // Item 2 showed item 3's text for two frames where the golden showed it correct.
        let golden = try Self.table([(0, "2", "correct"), (1, "2", "correct"), (2, "2", "correct")])
        let actual = try Self.table([(0, "2", "wrong_text"), (1, "2", "wrong_text"), (2, "2", "correct")])
        let diff = TimelineDiff.compare(golden, actual)
        #expect(
            diff.lines().first == "cell-frames: correct 3 → 1, placeholder 0, stale 0, failed 0, wrong_text 0 → 2")
        #expect(diff.lines().contains("item 2: correct from frame 0 → 2; wrong_text 0 → 2 cell-frames"))
        #expect(diff.violations([.wrongTextIncrease]) == ["wrong-text-increase: wrong_text cell-frames 0 → 2"])
        #expect(TimelineDiff.compare(actual, golden).violations([.wrongTextIncrease]).isEmpty)
    }

    @Test func sameTablesAreUnchanged() throws {
        let table = try Self.table([(0, "1", "correct")])
        let diff = TimelineDiff.compare(table, table)
        #expect(diff.unchanged)
        #expect(diff.violations(Set(TimelineRule.allCases)).isEmpty)
        #expect(diff.lines() == ["timeline: unchanged"])
    }

    @Test func quotedFieldsParse() throws {
        let table = try CellsTable.parse(Self.header + "0,0,1,\"a,b\",stale,\"image:x\",0,0,1,1\n", file: "c.csv")
        #expect(table.items["a,b"]?.count("stale") == 1)
        #expect(throws: DiffInputError.self) { try CellsTable.parse("nope\n", file: "c.csv") }
    }

    /// The parser reads fields from the bytes of each line; it must count what splitting every line into fields counts,
    /// with quoted fields, a blank line and fields past the fifth.
    @Test func parsingCountsWhatSplittingEachLineCounts() throws {
        let states = CellsTable.states
        var text = Self.header
        for frame in 0..<40 {
            for cell in 0..<6 {
                text += "\(frame),\(frame * 16),\(cell),\((frame + cell) % 9),\(states[(frame * cell) % 5]),x,0,0,1,1\n"
            }
            if frame == 20 { text += "\n" }
        }
        text += "40,640,1,\"q,1\",stale,\"image:\"\"x\"\"\",0,0,1,1\n41,656,1,7,correct"
        var items: [String: CellsTable.Item] = [:]
        var totals: [String: Int] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = CellsTable.splitCSV(line)
            let frame = try #require(Int(fields[0]))
            var item = items[fields[3]] ?? CellsTable.Item(firstFrame: frame, lastFrame: frame)
            item.firstFrame = min(item.firstFrame, frame)
            item.lastFrame = max(item.lastFrame, frame)
            if fields[4] == "correct" && (item.firstCorrect.map { frame < $0 } ?? true) { item.firstCorrect = frame }
            item.counts[fields[4], default: 0] += 1
            items[fields[3]] = item
            totals[fields[4], default: 0] += 1
        }
        let table = try CellsTable.parse(text, file: "c.csv")
        #expect(table == CellsTable(items: items, totals: totals))
        #expect(table.items["q,1"]?.count("stale") == 1 && table.items["7"]?.firstCorrect != nil)
    }

    @Test func aShortLineIsNamedByItsNumberBlankLinesNotCounted() throws {
        let text = Self.header + "0,0,1,a,correct,x,0,0,1,1\n\n0,0,1,a\n"
        #expect {
            try CellsTable.parse(text, file: "c.csv")
        } throws: { error in
            (error as? DiffInputError)?.message == "line 3: expected frame,t_ms,cell,item,state,…"
        }
        #expect(throws: DiffInputError.self) { try CellsTable.parse(Self.header + "x,0,1,a,correct\n", file: "c.csv") }
    }
}
