import Foundation
import ReelGraphics
import ReelTestSupport
import Testing

/// Hostile inputs through the built `reel`: each repro exits with one clear line (2 for bad input) or
/// classifies the image correctly; a FIFO among the images cannot hang a run; an image over cairo's size limit is
/// drawn, not counted correct while blank.
@Suite(.tags(.endToEnd)) struct InputHardeningEndToEndTests {
    static let scenario = CommandLineTests.valid

    @Test(arguments: [
        "pipeline.max_concurrent=1,1e300", "pipeline.max_concurrent=1,inf", "network.latency.median_ms=1e300,1",
        "pipeline.memory_cache_mb=1e300,1", "prefetch.lead_screens=1e308,0", "prefetch.trail_screens=1e308,0",
        "prefetch.lead_screens=nan,0", "pipeline.timeout_ms=-inf,1000",
    ])
    func hugeOrInfiniteVaryValuesAreBadInputNotATrap(spec: String) async throws {
        let file = try Fixture.writeScenario(Self.scenario, label: "vary-hostile")
        let out = Fixture.temporaryFolder("vary-hostile-out")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try await runReel(["compare", file, "--vary", spec, "--out", out.path])
        let key = String(spec.split(separator: "=")[0])
        ExitCodeTests.expectBadInput(result, naming: "--vary: \(key): expected a")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aDirectoryOrADeviceAsTheScenarioIsOneLineNamingTheCause() async throws {
        let folder = Fixture.temporaryFolder("scenario-folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        ExitCodeTests.expectBadInput(
            try await runReel(["validate", folder.path]),
            naming: "\(folder.path): $: cannot read the file (is a directory, not a regular file)")
        ExitCodeTests.expectBadInput(
            try await runReel(["validate", "/dev/null"]),
            naming: "/dev/null: $: cannot read the file (is a character device, not a regular file)")
        let fifo = folder.appendingPathComponent("scenario.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        ExitCodeTests.expectBadInput(
            try await runReel(["validate", fifo]), naming: "cannot read the file (is a FIFO, not a regular file)")
    }

    @Test(arguments: [
        (
            #"{"name": "a", "items": {"count": 1e999}, "script": []}"#,
            "$.items.count: expected a number a Double can hold"
        ),
        (#"{"name": "a", "name": "b", "script": []}"#, #"$.name: duplicate key "name""#),
        (#"{"name": "a", "canvas": {"fps": 10, "fps": 20}, "script": []}"#, #"$.canvas.fps: duplicate key "fps""#),
        (
            #"{"name": "\#(String(repeating: "n", count: 300))", "script": []}"#,
            "$.name: expected at most 200 bytes (it names the output folder), got 300"
        ),
        (
            #"{"name": "a", "items": {"count": 5}, "script": [{"insert": {"count": 1, "at": 9}}]}"#,
            "$.script[0].insert.at: expected an index ≤ 5"
        ),
        (
            #"{"name": "a", "items": {"count": 5}, "script": [{"move": {"item": 0, "to": 5}}]}"#,
            "$.script[0].move.to: expected an index below 5"
        ),
        (
            #"{"name": "a", "items": {"count": 5}, "script": [{"delete": {"count": 6, "at": "top"}}]}"#,
            "$.script[0].delete.count: expected at most 5 items"
        ),
        (
            #"{"name": "a", "canvas": {"width": 8192, "height": 100, "scale": 4}, "script": []}"#,
            "$.canvas: expected at most 32767 pixels per side"
        ),
    ])
    func aBadScenarioIsOneLineWithItsJSONPath(json: String, fragment: String) async throws {
        let file = try Fixture.writeScenario(json, label: "bad-scenario")
        defer { try? FileManager.default.removeItem(atPath: file) }
        ExitCodeTests.expectBadInput(try await runReel(["validate", file]), naming: "\(file): \(fragment)")
    }

    @Test func aRunOverTheFrameLimitIsRefusedUnlessTheLimitIsRaised() async throws {
        let waits = Array(repeating: #"{"wait": {"ms": 600000}}"#, count: 1_000).joined(separator: ", ")
        let json = #"{"name": "long", "canvas": {"fps": 5}, "items": {"count": 6}, "script": [\#(waits)]}"#
        let file = try Fixture.writeScenario(json, label: "long-run")
        defer { try? FileManager.default.removeItem(atPath: file) }
        ExitCodeTests.expectBadInput(
            try await runReel(["validate", file]),
            naming: "\(file): $.script: the script runs 3000001 frames (600000 s at 5 fps), more than max_frames "
                + "allows (100000)")
        let raised = try await runReel(["validate", file, "--max-frames", "3000001"])
        #expect(raised.status == 0, "\(raised.stderr)")
        ExitCodeTests.expectBadInput(
            try await runReel(["validate", file, "--max-frames", "0"]), naming: "--max-frames: expected a whole number")
        let out = Fixture.temporaryFolder("long-run-out")
        ExitCodeTests.expectBadInput(
            try await runReel(["render", file, "--out", out.path, "--max-frames", "5000"]), naming: "$.script")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func compareRefusesPanelsWiderThanCairoDraws() async throws {
        let json = #"{"name": "wide", "canvas": {"width": 8000, "height": 100, "scale": 2}, "script": []}"#
        let strategies = "naive,reconfigure,cancel-clear-verify"
        let file = try Fixture.writeScenario(json, label: "wide-compare")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let out = Fixture.temporaryFolder("wide-compare-out")
        let result = try await runReel(["compare", file, "--strategies", strategies, "--out", out.path])
        ExitCodeTests.expectBadInput(result, naming: "3 panels make a frame of 48032x")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aMaskWhoseCornerOverflowsIsBadInputNotATrap() async throws {
        let frame = Fixture.repository.appendingPathComponent("Tests/Goldens/quickstart-small/frames/frame-00000.png")
        let result = try await runReel([
            "diff", frame.path, frame.path, "--mask", "1,1,9223372036854775807,9223372036854775807",
        ])
        ExitCodeTests.expectBadInput(result, naming: "--mask")
    }

    // MARK: Odd files among the images

    /// A folder `images` with two PNGs around a FIFO named like one, and a scenario over it.
    static func folderWithAFIFO(_ label: String, fileRoot: Bool) throws -> (root: URL, scenario: String) {
        let folder = Fixture.temporaryFolder(label)
        let images = folder.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        for name in ["a.png", "c.png"] {
            try Data(SyntheticImage.png(index: name.count, width: 64, height: 48)).write(
                to: images.appendingPathComponent(name))
        }
        #expect(mkfifo(images.appendingPathComponent("b.png").path, 0o600) == 0)
        let urls = ["a.png", "b.png", "c.png"].map { "\"\(images.appendingPathComponent($0).absoluteString)\"" }
        let items = fileRoot ? #"{"urls": [\#(urls.joined(separator: ", "))]}"# : #"{"directory": "images"}"#
        let root = fileRoot ? #", "file_root": "images""# : ""
        let json = """
            {"name": "fifo", "canvas": {"width": 200, "height": 300, "scale": 1, "fps": 10}, \
            "items": \(items), "pipeline": {"max_concurrent": 1\(root)}, \
            "network": {"latency": {"median_ms": 20, "p95_ms": 40}}, "script": [{"wait": {"ms": 300}}]}
            """
        let scenario = folder.appendingPathComponent("scenario.json")
        try Data(json.utf8).write(to: scenario)
        return (folder, scenario.path)
    }

    /// The states cells.csv gives item `item` in the last frame.
    static func lastStates(of item: String, in out: URL) throws -> [String] {
        let rows = try String(contentsOf: out.appendingPathComponent("cells.csv"), encoding: .utf8)
            .split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        let last = rows.last?[0]
        return rows.filter { $0[0] == last && $0[3] == item }.map { $0[4] }
    }

    @Test(arguments: ["directory", "file_root"])
    func aFIFONamedLikeAnImageIsAFailedCellAndTheOthersLoad(source: String) async throws {
        let (root, scenario) = try Self.folderWithAFIFO("fifo-\(source)", fileRoot: source == "file_root")
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        // The run completing at all is the bound: before, the loader thread blocked in open(2) for ever.
        let result = try await runReel(["render", scenario, "--out", out.path, "--workers", "1", "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        let errors = try String(contentsOf: out.appendingPathComponent("timeline.jsonl"), encoding: .utf8)
            .split(separator: "\n").filter { $0.contains("\"error\"") }
        let fifoItem = source == "directory" ? "b" : "1"
        #expect(try Self.lastStates(of: fifoItem, in: out) == ["failed"])
        for item in source == "directory" ? ["a", "c"] : ["0", "2"] {
            #expect(try Self.lastStates(of: item, in: out) == ["correct"], "\(item): \(errors)")
        }
        let timeline = try String(contentsOf: out.appendingPathComponent("timeline.jsonl"), encoding: .utf8)
        #expect(timeline.contains("is a FIFO, not a regular file"))
    }

    @Test func anImageOverCairosSizeLimitIsDrawnAndCountedCorrect() async throws {
        let root = Fixture.temporaryFolder("huge-image")
        let images = root.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // 40000×1 and 1×40000 opaque white: tiny files, over cairo's 32767 px in one dimension.
        for (name, width, height) in [("wide", 40_000, 1), ("tall", 1, 40_000)] {
            let stride = Bitmap.argb32Stride(width: width)
            let bitmap = Bitmap(
                width: width, height: height, stride: stride, pixels: [UInt8](repeating: 0xFF, count: stride * height))
            try Data(PNGEncoder().encode(bitmap).bytes).write(to: images.appendingPathComponent("\(name).png"))
        }
        let json = """
            {"name": "huge", "canvas": {"width": 200, "height": 300, "scale": 1, "fps": 10}, \
            "items": {"directory": "images"}, "network": {"latency": {"median_ms": 20, "p95_ms": 40}}, \
            "script": [{"wait": {"ms": 300}}]}
            """
        let scenario = root.appendingPathComponent("scenario.json")
        try Data(json.utf8).write(to: scenario)
        let out = root.appendingPathComponent("out")
        let result = try await runReel(["render", scenario.path, "--out", out.path, "--workers", "1", "-q"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.lastStates(of: "wide", in: out) == ["correct"])
        #expect(try Self.lastStates(of: "tall", in: out) == ["correct"])
        // The cells show white: the last frame's pixel at each image's centre (photo-grid, 3 columns).
        let frames = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("frames").path)
        let last = try #require(frames.filter { $0.hasSuffix(".png") }.sorted().last)
        let bytes = try [UInt8](Data(contentsOf: out.appendingPathComponent("frames/\(last)")))
        let frame = try PNGDecoder.decode(bytes)
        let rows = try String(contentsOf: out.appendingPathComponent("cells.csv"), encoding: .utf8)
            .split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
        for row in rows where row[0] == rows.last?[0] {
            let x = Int(Double(row[6])! + Double(row[8])! / 2)
            let y = Int(Double(row[7])! + Double(row[9])! / 2)
            #expect(frame.pixel(x: x, y: y) == 0xFFFF_FFFF, "\(row[3]) at (\(x), \(y))")
        }
    }

    /// A URL that can never load is bad input at validation, naming the item, not a placeholder all run long.
    @Test(arguments: ["http://h/a b.png", "http://h/a\r\nb.png", "http://h/é.png", "http://h/%zz.png"])
    func anImageURLThatCannotLoadIsRefusedByValidate(url: String) async throws {
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [url]), as: UTF8.self)
        let file = try Fixture.writeScenario(
            #"{"name": "u", "canvas": {"width": 120, "height": 160, "scale": 1, "fps": 10}, "items": {"urls": "#
                + quoted + #"}, "script": [{"wait": {"ms": 300}}]}"#, label: "bad-url")
        defer { try? FileManager.default.removeItem(atPath: file) }
        ExitCodeTests.expectBadInput(try await runReel(["validate", file]), naming: "$.items: item 0 (id 0): URL")
    }

    // MARK: serve

    @Test func serveWarnsWhenItListensBeyondLoopback() async throws {
        let result = try await Self.serveStderr(["serve", "--host", "0.0.0.0", "--port", "0"])
        #expect(result.contains("reel: warning: --host 0.0.0.0 is not loopback"), "\(result)")
        #expect(result.contains("/redirect") && result.contains("/endless"))
        let quiet = try await Self.serveStderr(["serve", "--port", "0"])
        #expect(!quiet.contains("warning"), "\(quiet)")
    }

    /// The loopback hosts docs/limits.md lists all serve, with no warning; a name is refused as bad input.
    @Test(arguments: ["localhost", "::1", "[::1]", "127.0.0.1", "::ffff:127.0.0.1", "[::ffff:7f00:1]", "127.0.0.2"])
    func serveListensOnEveryLoopbackHost(host: String) async throws {
        let stderr = try await Self.serveStderr(["serve", "--host", host, "--port", "0"])
        #expect(!stderr.contains("error") && !stderr.contains("warning"), "\(stderr)")
    }

    /// A port another server holds: one line, saying so once, with the system's words.
    @Test func aTakenPortIsOneLineSaidOnce() async throws {
        let holder = try await ServingReel.start(["serve", "--port", "0"])
        defer { holder.stopIfRunning() }
        let port = try #require(holder.port)
        let result = try await runReel(["serve", "--port", String(port)])
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(
            result.stderr.components(separatedBy: "failed to start").count == 2
                && result.stderr.contains("cannot listen on 127.0.0.1 port \(port): Address already in use"),
            "\(result.stderr)")
    }

    @Test func serveRefusesAHostName() async throws {
        ExitCodeTests.expectBadInput(
            try await runReel(["serve", "--host", "example.com", "--port", "0"]),
            naming: "--host expects an IPv4 or IPv6 address or localhost")
    }

    @Test(arguments: [
        ["--latency", "9223372036854775807"], ["--jitter", "9223372036854775807"], ["--latency", "600001"],
        ["--jitter=-1"],
    ])
    func serveRefusesDelaysThatWouldOverflow(options: [String]) async throws {
        ExitCodeTests.expectBadInput(
            try await runReel(["serve", "--port", "0"] + options), naming: "--latency and --jitter must be within")
    }

    /// What `reel serve …` writes to stderr from its start until it is terminated after its first stdout line (serve
    /// writes its warning before that line, so it is in the pipe by then; stderr is read to its end once the process
    /// is gone).
    static func serveStderr(_ arguments: [String]) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        let (process, out, err) = try startReel(arguments)
                        var bytes = Data()
                        while !bytes.contains(UInt8(ascii: "\n")) {
                            let chunk = out.fileHandleForReading.availableData
                            if chunk.isEmpty { break }
                            bytes += chunk
                        }
                        process.terminate()
                        let stderr = err.fileHandleForReading.readDataToEndOfFile()
                        process.waitUntilExit()
                        return String(decoding: stderr, as: UTF8.self)
                    })
            }.start()
        }
    }
}
