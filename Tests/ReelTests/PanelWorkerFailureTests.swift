import Foundation
import ReelTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A panel's process that dies or stops answering in the middle of a comparison ends the comparison with one line
/// naming the panel, within a bounded time, leaving no temporary file; `reel panel-worker` given what no reel would
/// give it says what is wrong in one line and streams nothing.
#if os(Linux)  // the panels' processes are found through /proc
    @Suite(.tags(.endToEnd, .timing)) struct PanelWorkerFailureTests {
        /// The panel processes `parent` started, found through /proc.
        static func workers(of parent: pid_t) -> [pid_t] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.compactMap { pid_t($0) }.filter { pid in
                let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
                guard let close = stat.lastIndex(of: ")") else { return false }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 1, pid_t(fields[1]) == parent else { return false }
                let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
                return String(decoding: command, as: UTF8.self).contains("panel-worker")
            }
        }

        /// Files reel stages (`.name.tmp`) anywhere under `folder`.
        static func stagedFiles(under folder: URL) -> [String] {
            let enumerator = FileManager.default.enumerator(atPath: folder.path)
            var found: [String] = []
            while let name = enumerator?.nextObject() as? String {
                let last = (name as NSString).lastPathComponent
                if last.hasPrefix("."), last.hasSuffix(".tmp") { found.append(name) }
            }
            return found
        }

        /// Starts a long comparison of two panels in processes of their own, waits until both are streaming, sends
        /// `signal` to the first and returns the comparison's outcome and how long it took after the signal.
        static func compare(sending signal: Int32, pipeline: String = "") throws -> (ProcessResult, Duration, URL) {
            let file = try Fixture.writeScenario(
                #"{"name": "worker-failure", "gallery": "plain", "binding": "naive", "template": "photo-grid", "#
                    + #""canvas": {"width": 130, "height": 220, "scale": 1, "fps": 15}, "items": {"count": 60}, "#
                    + #""network": {"seed": 7, "latency": {"median_ms": 300, "p95_ms": 900}}, \#(pipeline)"#
                    + #""script": [{"wait": {"ms": 600}}, {"fling": {"velocity": 1500}}, {"wait": {"ms": 60000}}]}"#,
                label: "worker-failure")
            defer { try? FileManager.default.removeItem(atPath: file) }
            let out = Fixture.temporaryFolder("worker-failure")
            let (process, stdout, stderr) = try startReel(
                ["compare", file, "--vary", "network.latency.median_ms=100,800", "--out", out.path, "--quiet"],
                executable: Fixture.fixtureTool, environment: ["SWIFT_BACKTRACE": "enable=no"])
            var workers: [pid_t] = []
            let waitStart = ContinuousClock.now
            while workers.count < 2, ContinuousClock.now - waitStart < .seconds(30) {
                usleep(50_000)
                workers = Self.workers(of: process.processIdentifier)
            }
            try #require(workers.count == 2, "the panels' processes did not start")
            usleep(1_000_000)  // both streaming frames
            kill(workers[0], signal)
            let signalled = ContinuousClock.now
            let said = stderr.fileHandleForReading.readDataToEndOfFile()
            _ = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let took = ContinuousClock.now - signalled
            // A worker left behind fails the test below, not the machine.
            for worker in workers { kill(worker, SIGKILL) }
            let result = ProcessResult(
                status: process.terminationStatus, stdout: "", stderr: String(decoding: said, as: UTF8.self))
            return (result, took, out)
        }

        @Test func aPanelProcessKilledMidComparisonEndsItInOneLine() throws {
            let (result, took, out) = try Self.compare(sending: SIGKILL)
            defer { try? FileManager.default.removeItem(at: out) }
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("its process was killed by signal 9"), "\(result.stderr)")
            #expect(took < .seconds(10), "\(took)")
            #expect(Self.stagedFiles(under: out).isEmpty, "\(Self.stagedFiles(under: out))")
        }

        @Test func aPanelProcessThatStopsAnsweringIsKilledAndNamed() throws {
            // A stopped process uses no CPU and sends nothing: past the transfer timeout and 20 s it is killed.
            let pipeline = #""pipeline": {"timeout_ms": 1000, "connect_timeout_ms": 100}, "#
            let (result, took, out) = try Self.compare(sending: SIGSTOP, pipeline: pipeline)
            defer { try? FileManager.default.removeItem(at: out) }
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(
                result.stderr.contains("stopped answering (no output and no CPU time for 21 s), so reel killed it"),
                "\(result.stderr)")
            #expect(took >= .seconds(20) && took < .seconds(60), "\(took)")
            #expect(Self.stagedFiles(under: out).isEmpty, "\(Self.stagedFiles(under: out))")
        }

        @Test(arguments: [
            ([], "Missing expected argument '<scenario>'"),
            (["/nonexistent/scenario.json", "--panel-directory", "PANEL"], "cannot read the file"),
            (["SCENARIO", "--variant", "5", "--panel-directory", "PANEL"], "--variant 5: the scenario has 0 variants"),
            (["SCENARIO", "--vary", "bogus", "--panel-directory", "PANEL"], "expected KEY=V1,V2"),
            (["SCENARIO", "--clock", "sideways", "--panel-directory", "PANEL"], "--clock"),
        ])
        func aWorkerGivenGarbageSaysSoInOneLineAndStreamsNothing(arguments: [String], fragment: String) throws {
            let file = try Fixture.writeScenario(
                #"{"name": "garbage", "canvas": {"width": 100, "height": 100, "scale": 1}, "items": {"count": 4}, "#
                    + #""script": [{"wait": {"ms": 100}}]}"#,
                label: "worker-garbage")
            let panel = Fixture.temporaryFolder("worker-garbage-panel")
            defer {
                try? FileManager.default.removeItem(at: panel)
                try? FileManager.default.removeItem(atPath: file)
            }
            let given = arguments.map { $0 == "SCENARIO" ? file : $0 == "PANEL" ? panel.path : $0 }
            let result = try runReelBlocking(["panel-worker"] + given)
            #expect(result.status == 2, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(fragment), "\(result.stderr)")
        }
    }
#endif
