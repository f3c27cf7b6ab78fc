import Foundation
import Kingfisher
import Reel
import ReelCore
import Testing

/// Image URLs the app rewrites (`?w=400&dpr=2`) map to their items: by scheme, host and path by default, by a
/// pattern's `(?<item>…)` capture when the scenario gives one; `exact` refuses them with one line per URL kind.
@Suite(.serialized) struct RewrittenURLTests {
    static func render(settings: String) async throws -> LibraryGalleryRun {
        let log = ProbeLog()
        var catalog = BindingCatalog()
        LibraryGalleryRun.register(RewrittenURLPhotoCell.self, as: "rewritten", in: &catalog, log: log)
        return try await LibraryGalleryRun.render("rewritten", catalog: catalog, log: log, settings: settings)
    }

    @Test func aQueryTheAppAddsStillNamesTheItem() async throws {
        let run = try await Self.render(settings: "")
        #expect(run.metrics.count(.correct) > 0)
        #expect(run.metrics.count(.stale) == 0)
        #expect(run.metrics.gallery.outcomes["error", default: 0] == 0, "\(run.metrics.gallery.messages)")
        // The app's URL is what was requested and logged.
        let timeline = String(decoding: run.outputs["timeline.jsonl"] ?? Data(), as: UTF8.self)
        let requests = timeline.split(separator: "\n").filter { $0.contains(#""event":"request""#) }
        #expect(!requests.isEmpty)
        #expect(requests.allSatisfy { $0.contains(#"?w=400&dpr=2""#) }, "\(requests.prefix(3))")
        // The same run, the rule spelled out.
        let spelled = try await Self.render(settings: #""image_urls": {"match": "path"},"#)
        #expect(run.outputs == spelled.outputs)
    }

    @Test func aPatternsCaptureNamesTheItem() async throws {
        let run = try await Self.render(settings: #""image_urls": {"match": "/(?<item>[^/?]+)(\\?|$)"},"#)
        #expect(run.metrics.count(.correct) > 0)
        #expect(run.metrics.gallery.outcomes["error", default: 0] == 0, "\(run.metrics.gallery.messages)")
    }

    @Test func exactRefusesARewrittenURLInOneLine() async throws {
        let run = try await Self.render(settings: #""image_urls": {"match": "exact"},"#)
        #expect(run.metrics.count(.correct) == 0)
        #expect(run.metrics.gallery.outcomes["error", default: 0] > 0)
        #expect(
            run.metrics.gallery.messages.contains {
                $0.contains("?w=400&dpr=2): no item of the scenario has this URL (image_urls.match is exact)")
            }, "\(run.metrics.gallery.messages)")
    }

    @Test func aBadRuleIsAnInputErrorWithItsPath() throws {
        let json = LibraryGalleryRun.scenario(
            gallery: "rewritten", settings: #""image_urls": {"match": "/(?<id>[^/]+)"},"#)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rewritten-\(UUID()).json")
        try Data(json.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect {
            _ = try LoadedScenario.load(path: file.path, catalog: BindingCatalog())
        } throws: { error in
            "\(error)".contains("$.image_urls.match: expected a named group (?<item>…) in the pattern")
        }
    }
}
