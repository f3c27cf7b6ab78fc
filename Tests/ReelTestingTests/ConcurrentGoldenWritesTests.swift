import Foundation
import ReelTestSupport
import Testing

/// Two `reel check --update all` on one goldens folder at once write their goldens one after the other (a lock on
/// the folder while each golden is staged and swapped): every golden is whole and is one run's or the other's, and
/// neither run fails for the other's staging folder.
@Suite(.tags(.endToEnd, .concurrency)) struct ConcurrentGoldenWritesTests {
    @Test func twoUpdatesOfOneGoldensFolderNeitherLoseNorMixGoldens() async throws {
        let folder = try Paths.temporary("concurrent-goldens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path
        var sets: [[String]] = []
        for seed in [3, 7] {
            var files: [String] = []
            for name in ["a", "b", "c"] {
                let text = CheckCommandTests.scenario(name, template: "photo-grid")
                    .replacingOccurrences(of: "\"seed\": 3", with: "\"seed\": \(seed)")
                let file = folder.appendingPathComponent("\(name)-\(seed).json")
                try Data(text.utf8).write(to: file)
                files.append(file.path)
            }
            sets.append(files)
        }
        async let first = reel(
            ["check"] + sets[0] + ["--goldens", goldens, "--update", "all", "--out", folder.path + "/o1", "-q"])
        async let second = reel(
            ["check"] + sets[1] + ["--goldens", goldens, "--update", "all", "--out", folder.path + "/o2", "-q"])
        let outcomes = try await [first, second]
        for outcome in outcomes { #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)") }

        let verified = try await reel(["check", "--verify-goldens", "--goldens", goldens])
        #expect(verified.status == 0 && verified.stdout.contains("3 goldens: 0 corrupt"), "\(verified.stdout)")
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens).sorted()
        #expect(names == ["a", "b", "c"], "a staging folder was left: \(names)")
        // Each golden passes against one of the two runs of its scenario.
        for (index, name) in ["a", "b", "c"].enumerated() {
            var passes = 0
            for files in sets {
                let check = try await reel([
                    "check", files[index], "--goldens", goldens, "--update", "none", "--out", folder.path + "/o3", "-q",
                ])
                if check.status == 0 { passes += 1 }
            }
            #expect(passes == 1, "golden \(name) matches \(passes) of the two runs")
        }
    }
}
