import Foundation
import ReelTestSupport
import ReelTesting
import Testing

/// `assertNoRaces`: a test of a user's gallery fails with the shrunk schedule and its replay command.
@Suite(.serialized, .tags(.endToEnd)) struct AssertNoRacesTests {
    private func scenario(binding: String) throws -> String {
        let json = """
            {
              "name": "races-\(binding)",
              "canvas": { "width": 390, "height": 844, "scale": 1, "fps": 30 },
              "template": "photo-grid",
              "items": { "count": 200 },
              "network": { "seed": 7, "latency": { "median_ms": 400, "p95_ms": 1500 } },
              "pipeline": { "max_concurrent": 6, "memory_cache_mb": 64 },
              "prefetch": { "enabled": false },
              "binding": "\(binding)",
              "script": [
                { "fling": { "velocity": 2500, "deceleration": "normal" } },
                { "wait": { "ms": 1200 } }
              ]
            }
            """
        let file = try Paths.temporary("races").appendingPathComponent("\(binding).json")
        try Data(json.utf8).write(to: file)
        return file.path
    }

    @Test func aCellWithoutTheIdentityCheckFailsWithItsScheduleAndReplay() async throws {
        let path = try scenario(binding: "cancel-no-verify")
        let error = await #expect(throws: RacesFound.self) {
            try await assertNoRaces(of: path, schedules: 30, workers: 2)
        }
        let message = try #require(error?.description)
        #expect(message.contains("replay: reel render \(path) --schedule s-"))
        #expect(error?.result.baseline.stale == 0)
    }

    @Test func theCancelClearVerifyCellPasses() async throws {
        let path = try scenario(binding: "cancel-clear-verify")
        try await assertNoRaces(of: path, schedules: 30, workers: 2)
    }
}
