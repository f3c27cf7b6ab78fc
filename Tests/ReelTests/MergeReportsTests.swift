import Foundation
import ReelTestSupport
import Testing

/// `reel merge-reports`: three shards of a check merged give the files one unsharded check writes, and the merged
/// report.html shows every scenario in headless Chromium, failing ones linked to reports that resolve.
@Suite(.serialized, .tags(.endToEnd)) struct MergeReportsTests {
    static let names = ["alpha", "bravo", "charlie", "delta", "echo"]

    /// Five tiny scenarios (160 × 240 at 1×, 5 fps) with goldens recorded; then charlie changes (its frames differ)
    /// and echo's golden is deleted (missing under `--update none`).
    static func prepare(in folder: URL) async throws -> (scenarios: [String], goldens: String) {
        let scenarios = folder.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        var paths: [String] = []
        for (index, name) in names.enumerated() {
            let path = scenarios.appendingPathComponent("\(name).json").path
            try Data(scenario(name, seed: index + 1).utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let goldens = folder.appendingPathComponent("goldens").path
        let record = try await runReel(
            ["check"] + paths + ["--goldens", goldens, "--out", folder.appendingPathComponent("record").path, "-q"])
        try #require(record.status == 0, "\(record.stderr)")
        try Data(scenario("charlie", seed: 99).utf8).write(to: URL(fileURLWithPath: paths[2]))
        try FileManager.default.removeItem(atPath: goldens + "/echo")
        return (paths, goldens)
    }

    static func scenario(_ name: String, seed: Int) -> String {
        """
        {"name": "\(name)", "canvas": {"width": 160, "height": 240, "scale": 1, "fps": 5},
         "template": "\(seed % 2 == 0 ? "card-list" : "photo-grid")", "items": {"count": 40},
         "network": {"seed": \(seed), "latency": {"median_ms": 300, "p95_ms": 900}},
         "script": [{"wait": {"ms": 400}}, {"fling": {"velocity": 1500}}, {"wait": {"ms": 800}}]}
        """
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func threeShardsMergeIntoWhatOneCheckWrites() async throws {
        let folder = Fixture.temporaryFolder("merge")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (paths, goldens) = try await Self.prepare(in: folder)
        let all = folder.appendingPathComponent("all")
        let single = try await runReel(
            ["check"] + paths + ["--goldens", goldens, "--update", "none", "--out", all.path])
        #expect(single.status == 1, "charlie and echo fail: \(single.stderr)")
        var shards: [URL] = []
        for index in 1...3 {
            let out = folder.appendingPathComponent("shard-\(index)")
            // Each machine of a matrix may list the scenarios in another order; the shard is the same.
            let listed = index == 2 ? paths.reversed() : paths
            let run = try await runReel(
                ["check"] + listed + [
                    "--goldens", goldens, "--update", "none", "--shard", "\(index)/3", "--out", out.path,
                ])
            #expect(run.status == (index == 1 ? 0 : 1), "shard \(index): \(run.stdout) \(run.stderr)")
            #expect(try Self.text(out.appendingPathComponent("results.json")).contains("\"shard\":\"\(index)/3\""))
            shards.append(out)
        }
        let merged = folder.appendingPathComponent("merged")
        let merge = try await runReel(["merge-reports"] + shards.map(\.path) + ["--out", merged.path])
        #expect(merge.status == 1, "the merged results hold failures: \(merge.stderr)")
        #expect(merge.stderr.isEmpty, "\(merge.stderr)")
        #expect(merge.stdout.contains("5 scenarios: 3 passed, 0 recorded, 0 updated, 2 failed"), "\(merge.stdout)")

        // Equal bytes, once the one check's --out is read as the merged folder (the paths under it moved).
        for file in ["results.json", "junit.xml", "report.html"] {
            let expected = try Self.text(all.appendingPathComponent(file)).replacingOccurrences(
                of: all.path, with: merged.path)
            #expect(try Self.text(merged.appendingPathComponent(file)) == expected, "\(file)")
        }
        let results = try Self.text(merged.appendingPathComponent("results.json"))
        #expect(!results.contains("shard-"), "no path points into a shard's folder")
        #expect(results.components(separatedBy: "\"scenario\":").count - 1 == 5)
        // charlie's artifacts came along: its report and its diff images.
        let charlie = merged.appendingPathComponent("charlie")
        #expect(FileManager.default.fileExists(atPath: charlie.appendingPathComponent("report.html").path))
        let diffs = try FileManager.default.contentsOfDirectory(atPath: charlie.appendingPathComponent("diff").path)
        #expect(!diffs.isEmpty)

        // The merged report in headless Chromium: every scenario, charlie linked to its own report, which loads.
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.chromium),
            "no Chromium at \(Self.chromium): run scripts/install-test-deps.sh")
        let dom = try await Self.dumpDOM(merged.appendingPathComponent("report.html"))
        for name in Self.names { #expect(dom.contains("data-scenario=\"\(name)\""), "\(name) is not shown") }
        #expect(dom.contains("<tr class=\"failed\" data-scenario=\"charlie\"><td><a href=\"charlie/report.html\">"))
        // echo has no golden: its run's report is kept and linked too.
        #expect(dom.contains("<tr class=\"failed\" data-scenario=\"echo\"><td><a href=\"echo/report.html\">"))
        #expect(dom.components(separatedBy: "<td class=\"status\">passed</td>").count - 1 == 3)
        let linked = try await Self.dumpDOM(charlie.appendingPathComponent("report.html"))
        #expect(linked.contains("frames of charlie differ"), "the linked report did not load")
    }

    @Test func badInputIsNamed() async throws {
        let folder = Fixture.temporaryFolder("merge-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (paths, goldens) = try await Self.prepare(in: folder)
        var shards: [URL] = []
        for index in 1...3 {
            let out = folder.appendingPathComponent("shard-\(index)")
            _ = try await runReel(
                ["check"] + paths + [
                    "--goldens", goldens, "--update", "none", "--shard", "\(index)/3", "--out", out.path,
                ])
            shards.append(out)
        }
        let out = folder.appendingPathComponent("merged").path
        let twice = try await runReel(["merge-reports", shards[0].path, shards[0].path, "--out", out])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("shard 1/3 overlaps"), "\(twice.stderr)")
        let missing = try await runReel([
            "merge-reports", shards[0].path, folder.appendingPathComponent("nope").path,
            "--out", out,
        ])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope: results.json: does not exist"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out), "nothing is written on bad input")

        let other = folder.appendingPathComponent("other-version")
        try FileManager.default.copyItem(at: shards[1], to: other)
        let results = other.appendingPathComponent("results.json")
        let edited = try Self.text(results).replacingOccurrences(of: "\"version\":\"", with: "\"version\":\"9.")
        try Data(edited.utf8).write(to: results)
        let versions = try await runReel(["merge-reports", shards[0].path, other.path, "--out", out])
        #expect(versions.status == 2)
        #expect(versions.stderr.contains("$.version: written by reel 9."), "\(versions.stderr)")

        try Data("{\"tool\": ".utf8).write(to: results)
        let broken = try await runReel(["merge-reports", other.path, "--out", out])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("\(other.path)/results.json: $.tool: malformed JSON"), "\(broken.stderr)")

        // A missing shard (a job whose upload failed) is refused: a green report of the others would pass for all.
        let refused = try await runReel(["merge-reports", shards[0].path, shards[2].path, "--out", out])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains(
                "shard-1/results.json: $.shard: shard 2/3 missing: the merged report covers 2 of 3 shards"),
            "\(refused.stderr)")
        #expect(refused.stderr.contains("--allow-missing-shards"))
        #expect(!FileManager.default.fileExists(atPath: out), "nothing is written for a missing shard")

        let partial = try await runReel([
            "merge-reports", shards[0].path, shards[2].path, "--allow-missing-shards", "--out", out,
        ])
        #expect(partial.status == 1, "echo (in shard 1 or 3) still fails: \(partial.stderr)")
        #expect(partial.stderr.contains("warning: shard 2/3 missing: the merged report covers 2 of 3 shards"))
        #expect(partial.stdout.contains("into \(out) (partial): 3 scenarios"), "\(partial.stdout)")
        let merged = try Self.text(URL(fileURLWithPath: out + "/results.json"))
        #expect(merged.components(separatedBy: "\"scenario\":").count - 1 == 3)
        #expect(merged.contains("\"partial\":true,\"missing_shards\":[\"2/3\"]"), "\(merged.prefix(300))")
        let page = try Self.text(URL(fileURLWithPath: out + "/report.html"))
        #expect(page.contains("<strong>Partial report:</strong> shard 2/3 missing"))
    }

    /// The Chromium to drive: $REEL_CHROMIUM, else /usr/bin/chromium (installed by scripts/install-test-deps.sh).
    static var chromium: String { ProcessInfo.processInfo.environment["REEL_CHROMIUM"] ?? "/usr/bin/chromium" }

    /// The page's DOM after it loaded in headless Chromium (on a thread of its own, off the cooperative pool).
    static func dumpDOM(_ page: URL) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        let profile = Fixture.temporaryFolder("chromium-profile")
                        defer { try? FileManager.default.removeItem(at: profile) }
                        let process = Process()
                        process.executableURL = URL(fileURLWithPath: chromium)
                        process.arguments = [
                            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                            "--no-first-run", "--user-data-dir=" + profile.path, "--dump-dom", page.absoluteString,
                        ]
                        let out = Pipe()
                        process.standardOutput = out
                        process.standardError = FileHandle.nullDevice
                        try process.run()
                        let dom = out.fileHandleForReading.readDataToEndOfFile()
                        process.waitUntilExit()
                        return String(decoding: dom, as: UTF8.self)
                    })
            }.start()
        }
    }
}
