import Foundation
import Reel
import ReelCore
import ReelTestSupport
import Testing

/// `reel render --report` builds the report from the run's in-memory record; reading the folder back (for older
/// runs, and `reel check`) must give the same record and the same bytes.
@Suite(.serialized, .tags(.endToEnd)) struct ReportFromMemoryTests {
    static func run(label: String, failureRate: String = "0.1") async throws -> (result: RunResult, folder: URL) {
        // 60 fps: frame times like 16.667 ms are rounded in timeline.jsonl, and the record from memory must agree.
        let scenario = ReportFixture.scenario
            .replacingOccurrences(of: #""failure_rate": 0.1"#, with: "\"failure_rate\": \(failureRate)")
            .replacingOccurrences(of: #""fps": 20"#, with: #""fps": 60"#)
        let file = try Fixture.writeScenario(scenario, label: label)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let folder = Fixture.temporaryFolder(label)
        let loaded = try LoadedScenario.load(path: file)
        let result = try await Runner.run(loaded, options: RunOptions(outputDirectory: folder, workers: 2))
        return (result, folder)
    }

    @Test func theReportFromMemoryIsByteIdenticalToTheReportFromTheFolder() async throws {
        let (result, folder) = try await Self.run(label: "report-memory")
        defer { try? FileManager.default.removeItem(at: folder) }
        let memory = try #require(result.record)
        let disk = try RunRecord.read(folder)
        #expect(memory.frameFiles == disk.frameFiles && memory.repeatOf == disk.repeatOf)
        #expect(memory.frameTimes == disk.frameTimes)
        #expect(memory.cells == disk.cells)
        #expect(memory.summary == disk.summary)
        #expect(memory.chartData == disk.chartData)
        #expect(memory.scenario == disk.scenario && memory.toolVersion == disk.toolVersion)
        let fromMemory = try Report.html(memory, check: nil)
        let fromDisk = try Report.html(disk, check: nil)
        #expect(Data(fromMemory.utf8) == Data(fromDisk.utf8))
        #expect(fromMemory.contains("<h1>report</h1>"))

        // The written files agree too: the report and charts from memory, then from the folder, over the same run.
        let written = try Report.write(memory)
        let bytesFromMemory = try Data(contentsOf: written)
        let charts = try RunFolder(folder).charts.map { try Data(contentsOf: $0) }
        try Report.write(run: folder)
        #expect(try Data(contentsOf: RunFolder(folder).report) == bytesFromMemory)
        #expect(try RunFolder(folder).charts.map { try Data(contentsOf: $0) } == charts)
    }

    @Test func summaryCountsFailedRequestsByKind() async throws {
        let (result, folder) = try await Self.run(label: "failed-by-kind", failureRate: "0.6")
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = try #require(result.record?.summary)
        guard case .object(let requests)? = summary["requests"], case .object(let byKind)? = requests["failed_by_kind"],
            case .number(let failed)? = requests["failed"]
        else {
            Issue.record("no requests.failed_by_kind in summary.json")
            return
        }
        #expect(result.metrics.requests.failed > 1, "a 60% failure rate should fail several requests")
        let counts = byKind.values.compactMap { value -> Double? in
            if case .number(let count) = value { return count }
            return nil
        }
        #expect(counts.reduce(0, +) == failed)
        #expect(Set(byKind.keys).isSubset(of: ["timeout", "http_500", "connection_reset"]), "\(byKind.keys)")
        // Keys in one fixed (sorted) order in the file.
        let text = try String(contentsOf: RunFolder(folder).summary, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("failed_by_kind") })
        let keys = ["connection_reset", "http_500", "timeout"].filter { byKind[$0] != nil }
        let positions = keys.compactMap { line.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions == positions.sorted() && positions.count == keys.count)
    }
}
