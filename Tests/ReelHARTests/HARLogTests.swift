import Foundation
import ReelFormats
import ReelHAR
import Testing

/// Reading a HAR file: `iphone-gallery.har` (the end-to-end tests' fixture, in `Tests/ReelTests/Fixtures/har`) is a
/// hand-made Safari Web Inspector export of an iPhone scrolling a 36-photo grid (new connections for the first six
/// images, a redirect for photo 7, a 404 for photo 12, a 503 for photo 21, a slow 2.4 MB photo 15, -1 for phases that
/// did not happen, a font between images).
@Suite struct HARLogTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ReelTests/Fixtures/har/iphone-gallery.har")

    static func log() throws -> HARLog {
        try HARLog.parse(try Data(contentsOf: fixture), file: "iphone-gallery.har")
    }

    @Test func theFixtureParsesAndFoldsTheRedirect() throws {
        let log = try Self.log()
        #expect(log.entries.count == 40)
        let loads = HARLoad.loads(of: log)
        #expect(loads.count == 39)
        #expect(loads.filter(\.isImage).count == 36)
        let redirected = try #require(loads.first { $0.redirects == 1 })
        #expect(redirected.url == "https://images.example-cdn.net/photos/7/thumb@2x.jpg")
        #expect(redirected.last.url.hasPrefix("https://cdn2.example-cdn.net/"))
        #expect(log.entries[16].status == 404 && log.entries[16].isImage, "a 404's HTML body still maps by its URL")
        #expect(!log.entries[15].isImage, "the font is not an image")
    }

    /// The fixture with one value replaced, parsed; returns the error's line.
    static func error(_ edit: (inout [String: Any]) -> Void) throws -> String {
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any])
        edit(&root)
        let data = try JSONSerialization.data(withJSONObject: root)
        do {
            _ = try HARLog.parse(data, file: "x.har")
            return "no error"
        } catch {
            return error.description
        }
    }

    static func editEntry(_ index: Int, _ edit: @escaping (inout [String: Any]) -> Void) -> (inout [String: Any]) ->
        Void
    {
        { root in
            var log = root["log"] as? [String: Any] ?? [:]
            var entries = log["entries"] as? [[String: Any]] ?? []
            edit(&entries[index])
            log["entries"] = entries
            root["log"] = log
        }
    }

    @Test func badInputNamesTheFileAndTheEntry() throws {
        let wait = try Self.error(
            Self.editEntry(12) { entry in
                var timings = entry["timings"] as? [String: Any] ?? [:]
                timings["wait"] = "fast"
                entry["timings"] = timings
            })
        #expect(wait == #"x.har: log.entries[12].timings.wait: expected a number >= 0 or -1, got "fast""#)
        let negative = try Self.error(
            Self.editEntry(3) { entry in
                var timings = entry["timings"] as? [String: Any] ?? [:]
                timings["dns"] = -5
                entry["timings"] = timings
            })
        #expect(negative == "x.har: log.entries[3].timings.dns: expected a number >= 0 or -1, got -5")
        let missing = try Self.error(
            Self.editEntry(0) { entry in
                var timings = entry["timings"] as? [String: Any] ?? [:]
                timings["receive"] = nil
                entry["timings"] = timings
            })
        #expect(missing == "x.har: log.entries[0].timings.receive: required timing is missing (a number >= 0 or -1)")
        let status = try Self.error(
            Self.editEntry(5) { entry in
                var response = entry["response"] as? [String: Any] ?? [:]
                response["status"] = 200.5
                entry["response"] = response
            })
        #expect(status == "x.har: log.entries[5].response.status: expected a whole number in 0...999, got 200.5")
        let noLog = try Self.error { root in root = ["entries": []] }
        #expect(noLog == "x.har: log: required object is missing")
        #expect(throws: InputError.self) { try HARLog.parse(Data("{\"log\": ".utf8), file: "x.har") }
    }
}
