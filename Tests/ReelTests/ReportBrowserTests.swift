import Foundation
import Testing

/// Drives real headless Chromium over the DevTools protocol (through --remote-debugging-pipe, so no ports and no
/// extra Python packages): loads the page, collects console errors and exceptions, then moves the scrubber.
private let driver = #"""
    import json, os, subprocess, sys, tempfile, time, fcntl, select, shutil

    chromium, url, target_frame = sys.argv[1], sys.argv[2], int(sys.argv[3])
    to_child_r, to_child_w = os.pipe()
    from_child_r, from_child_w = os.pipe()
    high_r = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 20)
    high_w = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 20)

    def wire():
        os.dup2(high_r, 3)
        os.dup2(high_w, 4)

    profile = tempfile.mkdtemp(prefix="reel-chromium-")
    args = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--remote-debugging-pipe",
            "--user-data-dir=" + profile,
            "about:blank"]
    proc = subprocess.Popen(args, pass_fds=(3, 4), preexec_fn=wire, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    for fd in (to_child_r, from_child_w, high_r, high_w):
        os.close(fd)
    deadline = time.time() + 90
    buffer = b""
    events = []
    next_id = [0]

    def send(method, params=None, session=None):
        next_id[0] += 1
        message = {"id": next_id[0], "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(to_child_w, json.dumps(message).encode() + b"\0")
        return next_id[0]

    def receive():
        global buffer
        while b"\0" not in buffer:
            remaining = deadline - time.time()
            if remaining <= 0 or not select.select([from_child_r], [], [], remaining)[0]:
                raise SystemExit("timed out waiting for Chromium")
            chunk = os.read(from_child_r, 1 << 16)
            if not chunk:
                raise SystemExit("Chromium closed the pipe")
            buffer += chunk
        raw, buffer = buffer.split(b"\0", 1)
        return json.loads(raw)

    def call(method, params=None, session=None):
        wanted = send(method, params, session)
        while True:
            message = receive()
            if message.get("id") == wanted:
                if "error" in message:
                    raise SystemExit(method + ": " + json.dumps(message["error"]))
                return message.get("result", {})
            events.append(message)

    def wait_for(method):
        for index, message in enumerate(events):
            if message.get("method") == method:
                return events.pop(index)
        while True:
            message = receive()
            if message.get("method") == method:
                return message
            events.append(message)

    def evaluate(expression, session):
        result = call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
                      session)
        if "exceptionDetails" in result:
            raise SystemExit("evaluate failed: " + json.dumps(result["exceptionDetails"]))
        return result["result"].get("value")

    try:
        target = call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Runtime.enable", "Log.enable", "Page.enable"):
            call(domain, None, session)
        call("Page.navigate", {"url": url}, session)
        wait_for("Page.loadEventFired")
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
        problems = []
        for message in events:
            method, params = message.get("method"), message.get("params", {})
            if method == "Runtime.exceptionThrown":
                problems.append("exception: " + json.dumps(params.get("exceptionDetails", {}).get("text")))
            elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert", "warning"):
                problems.append("console " + params.get("type") + ": " + json.dumps(params.get("args")))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") in ("error", "warning"):
                problems.append("log: " + params["entry"].get("text", ""))
        print(json.dumps({"before": before, "after": after, "problems": problems}))
        try:
            send("Browser.close")
        except OSError:
            pass
    finally:
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(profile, ignore_errors=True)
    """#

/// The Chromium to drive: $REEL_CHROMIUM, else /usr/bin/chromium (installed by scripts/install-test-deps.sh).
private var chromium: String { ProcessInfo.processInfo.environment["REEL_CHROMIUM"] ?? "/usr/bin/chromium" }

@Suite struct ReportBrowserTests {
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
