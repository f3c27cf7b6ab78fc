import Foundation
import ReelGraphics
import ReelTestSupport
import Testing

/// Drives real headless Chromium over the DevTools protocol (through --remote-debugging-pipe, so no ports and no
/// extra Python packages): loads the page, collects console errors and exceptions, then moves the scrubber.
private let driver = driverHeader + "\n" + ChromiumDriver.prelude + "\n" + driverMain

private let driverHeader = #"""
    import sys

    chromium, url, target_frame = sys.argv[1], sys.argv[2], sys.argv[3]
    if target_frame != "check":
        target_frame = int(target_frame)
    """#

private let driverMain = #"""
    def check_report(session):
        # The first failing panel once its images are decoded: where it is, what it shows, and every frame link.
        first = evaluate("""(function () { var panel = document.querySelector('#check article.failure');
            var images = Array.prototype.slice.call(panel.querySelectorAll('img'));
            return Promise.all(images.map(function (i) { return i.complete ? 0 : new Promise(function (done) {
                i.onload = done; i.onerror = done; }); })).then(function () {
                var box = panel.getBoundingClientRect();
                return {worst: panel.getAttribute('data-frame'), top: box.top, bottom: box.bottom, height: innerHeight,
                    figures: Array.prototype.map.call(panel.querySelectorAll('figure'), function (f) {
                        var b = f.getBoundingClientRect(); return {caption: f.querySelector('figcaption').textContent,
                        top: b.top, bottom: b.bottom, left: b.left, right: b.right}; }),
                    loaded: images.map(function (i) { return i.naturalWidth; }),
                    overlays: panel.querySelectorAll('svg.overlay').length,
                    staleCells: panel.querySelectorAll('svg.overlay g.stale').length,
                    links: Array.prototype.map.call(document.querySelectorAll('a[href^="#frame-"]'), function (a) {
                        return a.getAttribute('href').slice(7); }),
                    metricsLink: document.querySelector('nav a[href="#metrics"]').getBoundingClientRect().top,
                    timelineLink: document.querySelector('nav a[href="#timeline-diff"]').getBoundingClientRect().top};
            }); })()""", session)
        shot = call("Page.captureScreenshot", {"format": "png"}, session)["data"]
        with open(sys.argv[4], "wb") as out:
            out.write(__import__("base64").b64decode(shot))
        clicked = evaluate("""(function () { var links = document.querySelectorAll('li a[href^="#frame-"]');
            var last = links[links.length - 1]; last.click();
            return {wanted: last.getAttribute('data-frame'),
                shown: document.getElementById('frame-image').getAttribute('data-frame')}; })()""", session)
        print(json.dumps({"first": first, "clicked": clicked, "problems": problems_seen()}))

    try:
        target = call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Runtime.enable", "Log.enable", "Page.enable"):
            call(domain, None, session)
        if target_frame == "check":
            # A laptop's first screen: what a reader sees before scrolling.
            call("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 800, "deviceScaleFactor": 1,
                                                       "mobile": False}, session)
        call("Page.navigate", {"url": url}, session)
        wait_for("Page.loadEventFired")
        if target_frame == "check":
            check_report(session)
            raise SystemExit(0)
        before = evaluate("""(function () { var i = document.getElementById('frame-image');
            return new Promise(function (done) { var report = function () { done({frame: i.getAttribute('data-frame'),
                src: i.src.slice(-80), label: document.getElementById('frame-number').textContent,
                rows: document.querySelectorAll('#cells tbody tr').length, max: document.getElementById('scrubber').max,
                charts: document.querySelectorAll('figure svg').length, loaded: i.naturalWidth}); };
                if (i.complete) report(); else i.onload = report; }); })()""", session)
        after = evaluate("""(function () { var s = document.getElementById('scrubber'); s.value = '%d';
            s.dispatchEvent(new Event('input', {bubbles: true}));
            var i = document.getElementById('frame-image');
            return new Promise(function (done) { var report = function () { done({frame: i.getAttribute('data-frame'),
                src: i.src.slice(-80), label: document.getElementById('frame-number').textContent,
                rows: document.querySelectorAll('#cells tbody tr').length, width: i.naturalWidth}); };
                if (i.complete) report(); else i.onload = report; }); })()""" % target_frame, session)
        print(json.dumps({"before": before, "after": after, "problems": problems_seen()}))
    finally:
        close_browser()
    """#

@Suite(.tags(.endToEnd)) struct ReportBrowserTests {
    @Test func reportLoadsInChromiumWithoutErrorsAndTheScrubberChangesTheFrame() async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: chromium),
            "no Chromium at \(chromium): run scripts/install-test-deps.sh")
        let run = try await ReportFixture.shared.value
        let manifest = try String(contentsOf: run.appendingPathComponent("manifest.json"), encoding: .utf8)
        let frames = manifest.components(separatedBy: "\"file\":").count - 1
        let target = frames - 1
        let script = Fixture.temporaryFolder("cdp-driver").appendingPathExtension("py")
        try Data(driver.utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }

        let arguments = [
            script.path, chromium, run.appendingPathComponent("report.html").absoluteString, String(target),
        ]
        let (status, stdout, stderr) = try await Self.python(arguments)
        try #require(status == 0, "driver failed: \(stderr)")

        let result = try #require(
            try JSONSerialization.jsonObject(with: stdout) as? [String: Any],
            "\(String(decoding: stdout, as: UTF8.self))")
        let problems = result["problems"] as? [String] ?? ["no problems list"]
        #expect(problems.isEmpty, "\(problems)")
        let before = try #require(result["before"] as? [String: Any])
        let after = try #require(result["after"] as? [String: Any])
        #expect(before["frame"] as? String == "0")
        #expect(before["max"] as? String == String(target))
        #expect(before["charts"] as? Int == 2)
        #expect((before["loaded"] as? Int ?? 0) > 0, "the first preview did not decode")
        #expect((before["rows"] as? Int ?? 0) > 0)
        #expect(after["frame"] as? String == String(target))
        #expect(after["src"] as? String != before["src"] as? String, "the shown image did not change")
        #expect((after["label"] as? String ?? "").hasPrefix("frame \(target) of \(target)"))
        #expect((after["width"] as? Int ?? 0) > 0)
    }

    /// A check that fails: the golden is recorded with `cancel-clear-verify`, the check runs the same scenario with
    /// `naive` binding, whose reused cells show other items' images.
    static func failingCheck() async throws -> (out: URL, results: [String: Any]) {
        let folder = Fixture.temporaryFolder("report-check-browser")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func scenario(_ binding: String) throws -> String {
            let json = """
                {"name": "browser-check", "canvas": {"width": 180, "height": 320, "scale": 2, "fps": 20},
                 "items": {"count": 60}, "network": {"seed": 5, "latency": {"median_ms": 300, "p95_ms": 700}},
                 "binding": "\(binding)", "prefetch": {"enabled": false},
                 "script": [{"fling": {"velocity": 1400}}, {"wait": {"ms": 900}}]}
                """
            let file = folder.appendingPathComponent("\(binding).json")
            try Data(json.utf8).write(to: file)
            return file.path
        }
        let (goldens, out) = (folder.appendingPathComponent("goldens"), folder.appendingPathComponent("out"))
        let recorded = try await runReel([
            "check", try scenario("cancel-clear-verify"), "--goldens", goldens.path, "--out", out.path,
        ])
        try #require(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        let failed = try await runReel([
            "check", try scenario("naive"), "--goldens", goldens.path, "--out", out.path, "--update", "none",
        ])
        try #require(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        let line = try #require(
            try String(contentsOf: out.appendingPathComponent("results.json"), encoding: .utf8)
                .split(separator: "\n").first { $0.contains("\"scenario\":\"browser-check\"") })
        let result = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return (out, result)
    }

    @Test func aFailingCheckReportShowsTheWorstFrameOnTheFirstScreenAndLinksEveryFailingFrame() async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: chromium),
            "no Chromium at \(chromium): run scripts/install-test-deps.sh")
        let (out, result) = try await Self.failingCheck()
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let verdict = try #require(result["verdict"] as? [String: Any])
        let failing = try #require(verdict["failing_frames"] as? [[String: Any]])
        try #require(!failing.isEmpty)
        let pixels = failing.map { ($0["frame"] as? Int ?? -1, $0["diff_pixels"] as? Int ?? -1) }
        let most = pixels.map(\.1).max() ?? 0
        let worst = try #require(pixels.first { $0.1 == most }?.0)

        // The check's own page links the scenario to its worst frame.
        let index = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(index.contains("<a href=\"browser-check/report.html#failure-\(worst)\">frame \(worst)</a>"))

        let script = Fixture.temporaryFolder("cdp-driver-check").appendingPathExtension("py")
        try Data(driver.utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let screenshot = out.appendingPathComponent("first-screen.png")
        let report = out.appendingPathComponent("browser-check/report.html")
        let (status, stdout, stderr) = try await Self.python([
            script.path, chromium, report.absoluteString, "check", screenshot.path,
        ])
        try #require(status == 0, "driver failed: \(stderr)")
        let answer = try #require(
            try JSONSerialization.jsonObject(with: stdout) as? [String: Any],
            "\(String(decoding: stdout, as: UTF8.self))")
        #expect((answer["problems"] as? [String] ?? ["no problems list"]).isEmpty, "\(answer["problems"] ?? "")")
        let first = try #require(answer["first"] as? [String: Any])
        // The first panel is the worst frame, and all of it is on the first screen, expected/actual/diff in one row.
        #expect(first["worst"] as? String == String(worst))
        let height = first["height"] as? Double ?? 0
        #expect((first["top"] as? Double ?? .infinity) >= 0)
        #expect((first["bottom"] as? Double ?? .infinity) <= height, "the worst frame's panel ends below the screen")
        let figures = first["figures"] as? [[String: Any]] ?? []
        #expect(figures.compactMap { $0["caption"] as? String } == ["expected", "actual", "diff"])
        let tops = Set(figures.compactMap { ($0["top"] as? Double).map { Int($0) } })
        #expect(tops.count == 1, "the three images are side by side")
        #expect((first["loaded"] as? [Int] ?? []).allSatisfy { $0 > 0 } && (first["loaded"] as? [Int])?.count == 3)
        #expect(first["overlays"] as? Int == 3)
        #expect((first["staleCells"] as? Int ?? 0) > 0, "the stale cell is marked")
        #expect((first["metricsLink"] as? Double ?? .infinity) < height)
        #expect((first["timelineLink"] as? Double ?? .infinity) < height)
        // Every failing frame has a link.
        let linked = Set((first["links"] as? [String] ?? []).compactMap(Int.init))
        let missing = pixels.map(\.0).filter { !linked.contains($0) }
        #expect(missing.isEmpty, "failing frames without a link: \(missing)")
        let clicked = try #require(answer["clicked"] as? [String: Any])
        #expect(clicked["shown"] as? String == clicked["wanted"] as? String, "a frame link moves the scrubber")
        // The screenshot of the first screen shows the stale cell's red outline inside the worst frame's panel.
        let shot = try PNGDecoder.decode([UInt8](try Data(contentsOf: screenshot)))
        let top = max(0, Int(first["top"] as? Double ?? 0))
        let bottom = min(shot.height, Int(first["bottom"] as? Double ?? 0))
        var red = 0
        for y in top..<max(top, bottom) {
            for x in 0..<shot.width {
                let offset = y * shot.stride + x * 4
                let (b, g, r) = (shot.pixels[offset], shot.pixels[offset + 1], shot.pixels[offset + 2])
                if r > 200, g < 90, b < 90 { red += 1 }
            }
        }
        #expect(red > 50, "no stale-red overlay pixels in the panel of the screenshot")
    }

    /// Runs python3 on a thread of its own (off the cooperative pool) and returns status, stdout and stderr.
    static func python(_ arguments: [String]) async throws -> (Int32, Data, String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        let process = Process()
                        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                        process.arguments = ["python3"] + arguments
                        let out = Pipe()
                        let err = Pipe()
                        process.standardOutput = out
                        process.standardError = err
                        try process.run()
                        let stdout = out.fileHandleForReading.readDataToEndOfFile()
                        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                        process.waitUntilExit()
                        return (process.terminationStatus, stdout, stderr)
                    })
            }.start()
        }
    }
}
