import Foundation
import ReelCore
import ReelExecutors
import ReelTestSupport
import Testing

@testable import Reel

/// What crosses between `explore` and a schedule's process reads back as written; anything else is refused.
@Suite struct ScheduleWireTests {
    @Test func modesReadBackAsWritten() throws {
        let schedule = try #require(Schedule(id: "s-1k.1-2c.3"))
        let modes: [ScheduleChooser.Mode] = [
            .replay(.default), .replay(schedule), .random(seed: UInt64.max), .pct(seed: 7, points: [40, 3, 12]),
            .pct(seed: 0, points: []),
        ]
        for mode in modes {
            let argument = ScheduleWire.argument(mode)
            #expect(ScheduleWire.mode(argument).map(ScheduleWire.argument) == argument, "\(argument)")
        }
        #expect(ScheduleWire.argument(.pct(seed: 7, points: [40, 3, 12])) == "pct:7:3,12,40")
        #expect(ScheduleWire.argument(.replay(schedule)) == "replay:s-1k.1-2c.3")
    }

    @Test func malformedModesAreRefused() {
        for argument in ["", "replay", "replay:x", "random:-1", "random:1:2", "pct:1", "pct:1:a", "pct:1:-3", "walk:1"]
        {
            #expect(ScheduleWire.mode(argument) == nil, "\(argument)")
        }
    }

    @Test func aReportCarriesTheOutcomeAndTheFetchedImages() throws {
        let records = [
            ScheduleChooser.Record(point: .jobOrder, options: 3, chosen: 2),
            ScheduleChooser.Record(point: .continuationAfterReuse, options: 2, chosen: 0),
        ]
        let outcome = ScheduleOutcome(
            schedule: try #require(Schedule(id: "s-0.2")), timelineHash: UInt64.max - 5, stale: 3, wrongText: 1,
            duplicates: 2, records: records)
        let key = ImageKey(url: "https://example.com/a.jpg", size: PixelSize(width: 40, height: 30))
        let failed = ImageKey(url: "https://example.com/b.jpg", size: PixelSize(width: 40, height: 30))
        let report = ScheduleWire.Report(
            outcome, fetched: [key: .success(bytes: 1200, pixels: 9000), failed: .failure(.httpStatus(404))])
        let decoded = try JSONDecoder().decode(ScheduleWire.Report.self, from: JSONEncoder().encode(report))
        let back = try #require(decoded.outcome)
        #expect(back.schedule == outcome.schedule)
        #expect(back.timelineHash == outcome.timelineHash)
        let counts: [Int] = [back.stale, back.wrongText, back.duplicates]
        #expect(counts == [3, 1, 2])
        #expect(back.records == records)
        #expect(decoded.fetched.map(\.key) == [key, failed])
        let expected: [LoadOutcome] = [.success(bytes: 1200, pixels: 9000), .failure(.httpStatus(404))]
        #expect(decoded.fetched.map(\.outcome) == expected)
    }

    @Test func aReportWithAnUnknownChoicePointIsMalformed() throws {
        let outcome = ScheduleOutcome(
            schedule: .default, timelineHash: 1, stale: 0, wrongText: 0, duplicates: 0, records: [])
        var report = ScheduleWire.Report(outcome, fetched: [:])
        report.records = [ChoicePoint.allCases.count, 2, 1]
        #expect(report.outcome == nil)
        report.records = [0, 2]
        #expect(report.outcome == nil)
    }

    @Test func theOutcomesFileReadsBackAsWritten() throws {
        let folder = Fixture.temporaryFolder("outcomes-file")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shared = SharedOutcomesFile(folder: folder)
        let key = ImageKey(url: "https://example.com/a.jpg", size: PixelSize(width: 40, height: 30))
        let empty = try shared.currentFile()
        #expect(try ScheduleWire.outcomes(file: empty).isEmpty)
        #expect(try shared.currentFile() == empty)
        shared.add([.init(key: key, outcome: .success(bytes: 10, pixels: 20))])
        shared.add([.init(key: key, outcome: .failure(.httpStatus(500)))])
        let grown = try shared.currentFile()
        #expect(grown != empty)
        #expect(try ScheduleWire.outcomes(file: grown) == [key: .success(bytes: 10, pixels: 20)])
        #expect(FileManager.default.fileExists(atPath: empty.path), "a process given the older file can still read it")
    }
}
