import Foundation
import ReelGraphics
import ReelTestSupport
import Testing

/// Drives real headless Chromium over the DevTools protocol (through --remote-debugging-pipe) through pages given as a
/// JSON list of `{"url", "payloads"}`: loads each, shows every frame of its scrubber (if any), then reports whether
/// `window.__reelInjected` was set, which payloads never appeared in the page's rendered text, what could run (scripts,
/// event-handler attributes, javascript: URLs, frames) and every exception, console error and dialog.
private let driver = driverHeader + "\n" + ChromiumDriver.prelude + "\n" + driverMain

private let driverHeader = #"""
    import json, sys

    chromium, pages = sys.argv[1], json.load(open(sys.argv[2]))
    """#

private let driverMain = #"""
    inspect = """(function (payloads) {
        var seen = {};
        function look() { var text = document.body.innerText;
            payloads.forEach(function (p) { if (text.indexOf(p) >= 0) { seen[p] = true; } }); }
        look();
        var scrubber = document.getElementById('scrubber');
        for (var i = 0; scrubber && i <= Number(scrubber.max); i++) {
            scrubber.value = String(i);
            scrubber.dispatchEvent(new Event('input', {bubbles: true}));
            look();
        }
        var handlers = [], active = [];
        Array.prototype.forEach.call(document.querySelectorAll('*'), function (element) {
            Array.prototype.forEach.call(element.attributes, function (a) {
                var value = a.value.replace(/[\\s\\u0000-\\u001f]/g, '').toLowerCase();
                if (a.name.toLowerCase().indexOf('on') === 0) { handlers.push(element.localName + ' ' + a.name); }
                if (value.indexOf('javascript:') === 0 || value.indexOf('data:text/html') === 0) {
                    active.push(element.localName + ' ' + a.name + '=' + a.value); }
            });
        });
        return new Promise(function (done) { setTimeout(function () { done({
            injected: typeof window.__reelInjected === 'undefined' ? null : String(window.__reelInjected),
            unseen: payloads.filter(function (p) { return !seen[p]; }), scripts: document.scripts.length,
            handlers: handlers, active: active,
            frames: document.querySelectorAll('iframe, frame, object, embed').length,
            scrubber: scrubber ? Number(scrubber.max) : -1}); }, 500); });
    })(PAYLOADS)"""

    try:
        target = call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Runtime.enable", "Log.enable", "Page.enable"):
            call(domain, None, session)
        results = []
        for page in pages:
            events.clear()
            call("Page.navigate", {"url": page["url"]}, session)
            wait_for("Page.loadEventFired")
            result = call("Runtime.evaluate", {"expression": inspect.replace("PAYLOADS", json.dumps(page["payloads"])),
                                               "returnByValue": True, "awaitPromise": True}, session)
            if "exceptionDetails" in result:
                raise SystemExit("evaluate failed: " + json.dumps(result["exceptionDetails"]))
            answer = result["result"].get("value")
            answer["problems"] = problems_seen()
            answer["url"] = page["url"]
            results.append(answer)
        print(json.dumps(results))
    finally:
        close_browser()
    """#

/// Text a scenario's author controls reaches `report.html` as text, never as markup or script, in real Chromium: item
/// ids from an item list, a manifest or a folder's file names (in the scrubber's cell table and its JSON block, the
/// timeline chart, a check's overlay and timeline differences), and the scenario file's name (in `reel check`'s and
/// `reel merge-reports`'s index). After load and after the scrubber has shown every frame, no payload has run, none
/// left an event handler, a javascript: URL or a frame behind, nothing was logged as an error, and each payload reads
/// as itself. (Item titles are drawn into the frames only; scenario names allow no markup at all.)
@Suite(.tags(.endToEnd)) struct ReportHostileTextTests {
    /// Ids that may hold a `/`: they close the JSON block's script element, the title, or open a comment in it.
    static let listIDs = [
        "</script><script>window.__reelInjected=3</script>", "<!--<script>window.__reelInjected=5//",
        "</title><script>window.__reelInjected=7</script>", "<a href=\"javascript:window.__reelInjected=8\">link</a>",
    ]
    /// File names (no `/`): an image folder's become item ids.
    static let fileNames = [
        "<img src=x onerror=\"window.__reelInjected=1\">", "\"><svg onload=window.__reelInjected=2>",
        "'><iframe srcdoc='<img src=x onerror=parent.__reelInjected=6>'>", "javascript:window.__reelInjected=4",
    ]

    /// A scenario of `items` drawn with the card list, 4 items to a screen; `latency` makes a check fail.
    static func scenario(name: String, items: String, extra: String = "", latency: Int = 100) -> String {
        """
        {"name": "\(name)", "canvas": {"width": 160, "height": 440, "scale": 1, "fps": 10}, "template": "card-list",
         "items": \(items), \(extra)"network": {"seed": 3, "latency": {"median_ms": \(latency), \
        "p95_ms": \(2 * latency)}}, "script": [{"wait": {"ms": 800}}]}
        """
    }

    /// A folder holding `images/p0.png` … `p3.png` and `photos/<name>.png` for every hostile file name.
    static func folder(_ label: String) throws -> URL {
        let root = Fixture.temporaryFolder(label)
        for (subfolder, names) in [("images", (0..<4).map { "p\($0)" }), ("photos", fileNames)] {
            let folder = root.appendingPathComponent(subfolder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, name) in names.enumerated() {
                try Data(SyntheticImage.png(index: index, width: 64, height: 48)).write(
                    to: folder.appendingPathComponent(name + ".png"))
            }
        }
        return root
    }

    /// Items with the list's hostile ids (and a hostile title each) loading the folder's `images/`, as JSON.
    static func listItems(in root: URL) throws -> String {
        let items = listIDs.enumerated().map { index, id in
            [
                "id": id, "title": "<img src=x onerror=\"window.__reelInjected=9\">",
                "url": root.appendingPathComponent("images/p\(index).png").absoluteString,
            ]
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: items), as: UTF8.self)
    }

    /// Opens `pages` (report file, payloads it must show) in Chromium and checks each: nothing ran, nothing was
    /// logged, every payload is in its rendered text; a run's report has its two scripts and a scrubber, an index none.
    static func expectInert(_ pages: [(report: URL, payloads: [String], isIndex: Bool)]) async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: chromium),
            "no Chromium at \(chromium): run scripts/install-test-deps.sh")
        let list = pages.map { ["url": $0.report.absoluteString, "payloads": $0.payloads] as [String: Any] }
        let spec = Fixture.temporaryFolder("hostile-pages").appendingPathExtension("json")
        let script = Fixture.temporaryFolder("hostile-driver").appendingPathExtension("py")
        try JSONSerialization.data(withJSONObject: list).write(to: spec)
        try Data(driver.utf8).write(to: script)
        defer { for file in [spec, script] { try? FileManager.default.removeItem(at: file) } }
        let (status, stdout, stderr) = try await ReportBrowserTests.python([script.path, chromium, spec.path])
        try #require(status == 0, "driver failed: \(stderr)")
        let results = try #require(
            try JSONSerialization.jsonObject(with: stdout) as? [[String: Any]],
            "\(String(decoding: stdout, as: UTF8.self))")
        try #require(results.count == pages.count)
        for (page, result) in zip(pages, results) {
            let name = page.report.path
            #expect(result["injected"] is NSNull, "a payload ran in \(name): \(result["injected"] ?? "")")
            #expect(
                (result["problems"] as? [String] ?? ["none listed"]).isEmpty, "\(name): \(result["problems"] ?? "")")
            #expect((result["unseen"] as? [String] ?? ["none listed"]).isEmpty, "\(name): \(result["unseen"] ?? "")")
            #expect(
                (result["handlers"] as? [String] ?? ["none listed"]).isEmpty, "\(name): \(result["handlers"] ?? "")")
            #expect((result["active"] as? [String] ?? ["none listed"]).isEmpty, "\(name): \(result["active"] ?? "")")
            #expect(result["frames"] as? Int == 0, "\(name)")
            #expect(result["scripts"] as? Int == (page.isIndex ? 0 : 2), "\(name)")
            if !page.isIndex { #expect((result["scrubber"] as? Int ?? 0) > 0, "\(name) has no scrubber") }
        }
    }

    @Test func renderReportShowsHostileItemIdsOfAListAndOfAFolderAsText() async throws {
        let root = try Self.folder("hostile-render")
        defer { try? FileManager.default.removeItem(at: root) }
        let sources = [
            ("list", try Self.listItems(in: root), #""pipeline": {"file_root": "images"}, "#, Self.listIDs),
            ("folder", #"{"directory": "photos"}"#, "", Self.fileNames),
        ]
        var pages: [(report: URL, payloads: [String], isIndex: Bool)] = []
        for (name, items, extra, ids) in sources {
            let file = root.appendingPathComponent("\(name).json")
            try Data(Self.scenario(name: name, items: items, extra: extra).utf8).write(to: file)
            let out = root.appendingPathComponent("out-\(name)")
            let run = try await runReel(["render", file.path, "--report", "--out", out.path, "--quiet"])
            try #require(run.status == 0, "\(run.stdout)\(run.stderr)")
            let cells = try String(contentsOf: out.appendingPathComponent("cells.csv"), encoding: .utf8)
            #expect(!cells.contains(",failed,"), "every image loads")
            pages.append((out.appendingPathComponent("report.html"), ids, false))
        }
        try await Self.expectInert(pages)
    }

    @Test func checkAndMergedReportsShowHostileItemIdsAndScenarioFileNamesAsText() async throws {
        let root = try Self.folder("hostile-check")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(try Self.listItems(in: root).utf8).write(to: root.appendingPathComponent("items.json"))
        let sources = [
            ("hostile-manifest", #"{"manifest": "items.json"}"#, #""pipeline": {"file_root": "images"}, "#),
            ("hostile-folder", #"{"directory": "photos"}"#, ""),
        ]
        // Goldens recorded from plainly named files; the failing check reads hostile ones (slower images).
        let scenarioFiles = [
            "<img src=x onerror=\"window.__reelInjected=10\">.json", "\"><svg onload=window.__reelInjected=11>.json",
        ]
        var golden: [String] = []
        var failing: [String] = []
        for ((name, items, extra), hostile) in zip(sources, scenarioFiles) {
            let plain = root.appendingPathComponent("\(name).json")
            try Data(Self.scenario(name: name, items: items, extra: extra).utf8).write(to: plain)
            let file = root.appendingPathComponent(hostile)
            try Data(Self.scenario(name: name, items: items, extra: extra, latency: 300).utf8).write(to: file)
            golden.append(plain.path)
            failing.append(file.path)
        }
        let (goldens, out) = (root.appendingPathComponent("goldens"), root.appendingPathComponent("out"))
        let recorded = try await runReel(
            ["check"] + golden + ["--goldens", goldens.path, "--out", out.path, "--quiet"])
        try #require(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        let failed = try await runReel(
            ["check"] + failing + [
                "--goldens", goldens.path, "--out", out.path, "--update", "none", "--shard", "1/1", "--quiet",
            ])
        try #require(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        let merged = root.appendingPathComponent("merged")
        let merge = try await runReel(["merge-reports", out.path, "--out", merged.path, "--quiet"])
        try #require(merge.status == 1, "\(merge.stdout)\(merge.stderr)")

        // An index lists every scenario file and, among its messages, items whose first correct frame moved (which
        // ones depends on the runs: only the file names are sure to be shown, every payload must stay inert).
        var pages: [(report: URL, payloads: [String], isIndex: Bool)] = []
        for folder in [out, merged] {
            let index = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
            #expect(!index.contains("__reelInjected=10\""), "the file name is escaped")
            pages.append((folder.appendingPathComponent("report.html"), scenarioFiles, true))
            pages.append((folder.appendingPathComponent("hostile-manifest/report.html"), Self.listIDs, false))
            pages.append((folder.appendingPathComponent("hostile-folder/report.html"), Self.fileNames, false))
        }
        try await Self.expectInert(pages)
    }
}
