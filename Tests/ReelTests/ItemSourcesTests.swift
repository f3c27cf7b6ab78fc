import Foundation
import ReelCore
import ReelGraphics
import ReelTestSupport
import Testing

@testable import Reel

@Suite(.tags(.endToEnd)) struct ItemSourcesTests {
    func folder(_ label: String) throws -> URL {
        let url = Fixture.temporaryFolder(label)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func scenario(items: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("scenario.json").path
        let json = """
            {"name": "sources", "canvas": {"width": 200, "height": 300, "scale": 1, "fps": 10}, "template": "card-list",
             "items": \(items), "network": {"latency": {"median_ms": 20, "p95_ms": 40}}, \
            "script": [{"wait": {"ms": 300}}]}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aDirectoryOfImagesLoadsThroughFileURLsConfinedToIt() async throws {
        let root = try folder("dir")
        defer { try? FileManager.default.removeItem(at: root) }
        let images = root.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        for index in 0..<3 {
            try Data(SyntheticImage.png(index: index, width: 64, height: 48)).write(
                to: images.appendingPathComponent("photo-\(index).png"))
        }
        try Data("not an image".utf8).write(to: images.appendingPathComponent("notes.txt"))
        let loaded = try LoadedScenario.load(path: try scenario(items: #"{"directory": "images"}"#, in: root))
        #expect(loaded.scenario.items.makeItems().map(\.id) == ["photo-0", "photo-1", "photo-2"])
        #expect(loaded.scenario.items.makeItems().allSatisfy { $0.url.hasPrefix("file://") })
        #expect(loaded.scenario.pipeline.fileRoot == images.resolvingSymlinksInPath().path)
        let out = root.appendingPathComponent("out")
        let result = try await Runner.run(loaded, options: RunOptions(outputDirectory: out, workers: 1))
        #expect(result.metrics.requests.delivered == 3)
        #expect(result.metrics.requests.failed == 0)
    }

    @Test func fileURLsAreRefusedWithoutADirectorySource() async throws {
        let root = try folder("nofile")
        defer { try? FileManager.default.removeItem(at: root) }
        let image = root.appendingPathComponent("a.png")
        try Data(SyntheticImage.png(index: 1, width: 32, height: 32)).write(to: image)
        let items = #"[{"id": "a", "url": "\#(image.absoluteString)"}]"#
        let loaded = try LoadedScenario.load(path: try scenario(items: items, in: root))
        let result = try await Runner.run(
            loaded, options: RunOptions(outputDirectory: root.appendingPathComponent("out"), workers: 1))
        #expect(result.metrics.requests.failed == 1)
        let timeline = try String(contentsOf: root.appendingPathComponent("out/timeline.jsonl"), encoding: .utf8)
        #expect(timeline.contains("scheme 'file' not allowed"))
    }

    @Test func csvManifestWithQuotedFields() throws {
        let root = try folder("csv")
        defer { try? FileManager.default.removeItem(at: root) }
        let csv =
            "id,url,title,subtitle\r\na,http://127.0.0.1:9/a.png,\"Sunset, with \"\"quotes\"\"\",first\r\n"
            + "b,http://127.0.0.1:9/b.png,Beach,\r\n"
        try Data(csv.utf8).write(to: root.appendingPathComponent("items.csv"))
        let loaded = try LoadedScenario.load(path: try scenario(items: #"{"manifest": "items.csv"}"#, in: root))
        let items = loaded.scenario.items.makeItems()
        #expect(items.map(\.id) == ["a", "b"])
        #expect(items[0].title == "Sunset, with \"quotes\"")
        #expect(items[0].subtitle == "first")
        #expect(items[1].subtitle == nil)
    }

    @Test func jsonManifestAndURLList() throws {
        let root = try folder("json")
        defer { try? FileManager.default.removeItem(at: root) }
        let manifest =
            #"{"items": [{"id": "x", "url": "https://example.invalid/x.jpg", "#
            + #""title": "X", "width": 10, "height": 20}]}"#
        try Data(manifest.utf8).write(to: root.appendingPathComponent("items.json"))
        let fromManifest = try LoadedScenario.load(path: try scenario(items: #"{"manifest": "items.json"}"#, in: root))
        #expect(fromManifest.scenario.items.makeItems().map(\.id) == ["x"])
        let fromURLs = try LoadedScenario.load(
            path: try scenario(
                items: #"{"urls": ["http://127.0.0.1:9/p/one.png", "http://127.0.0.1:9/p/two.png"]}"#, in: root))
        #expect(fromURLs.scenario.items.makeItems().map(\.title) == ["one.png", "two.png"])
    }

    @Test(arguments: [
        ("id,url,colour\na,u,red\n", "line 1, column 3", "unknown column"),
        ("id,url\na,u\na,v\n", "line 3", "duplicate item id"),
        ("id,url\na\n", "line 2", "expected 2 fields"),
        ("id,url\n\"a,u\n", "line 3", "unterminated"),
    ])
    func badCSVManifestsNameTheLine(csv: String, line: String, fragment: String) throws {
        let root = try folder("badcsv")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(csv.utf8).write(to: root.appendingPathComponent("items.csv"))
        let path = try scenario(items: #"{"manifest": "items.csv"}"#, in: root)
        do {
            _ = try LoadedScenario.load(path: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.path == line)
            #expect(error.message.contains(fragment), "\(error)")
            #expect(error.file.hasSuffix("items.csv"))
        }
    }
}
