import Foundation
import Reel
import ReelTesting
import Testing

/// The examples, at a small canvas (160×240 @1x, 5 fps), against goldens committed in `Tests/Goldens/`.
/// Re-record after an intended change with `REEL_UPDATE=changed make test`.
@Suite struct ExampleGoldenTests {
    @Test(arguments: [
        "quickstart-small", "stale-naive-small", "stale-fixed-small", "prefetch-benefit-small",
        "costly-configure-small", "cell-prefetching-small", "reload-vs-reconfigure-small",
    ])
    func exampleMatchesItsGolden(name: String) async throws {
        try await assertGolden(
            of: Paths.scenario(name), as: .scenarioFile(.run(failOn: [.staleIncrease])), named: name,
            goldens: Paths.goldens)
    }

    @Test func aMismatchThrowsWithTheImagesToLookAt() async throws {
        let goldens = try Paths.temporary("api")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let file = goldens.appendingPathComponent("tiny.json")
        let scenario =
            #"{"name": "tiny", "canvas": {"width": 90, "height": 120, "scale": 1, "fps": 10}, "#
            + #""template": "t.json", "items": {"count": 9}, "script": [{"wait": {"ms": 300}}]}"#
        let template = { (colour: String) in
            ##"{"name": "t", "background": "\##(colour)", "layout": {"columns": 3, "spacing": 2, "item_aspect": 1}, "##
                + ##""cell": {"reuse_identifier": "p", "background": "#1b1b21", "##
                + ##""image": {"x": 4, "y": 4, "width": -4, "height": -4}, "##
                + ##""placeholder": "#2b2b33", "failed": "#6b3322"}}"##
        }
        try Data(scenario.utf8).write(to: file)
        try Data(template("#0d0d11").utf8).write(to: goldens.appendingPathComponent("t.json"))

        let missing = try await verifyGolden(
            of: file.path, as: .scenarioFile(), named: "tiny", goldens: goldens, update: .never)
        #expect(missing.status == .failed && missing.message.contains("no golden"))
        let recorded = try await verifyGolden(
            of: file.path, as: .scenarioFile(), named: "tiny", goldens: goldens, update: .missing)
        #expect(recorded.status == .recorded)

        try Data(template("#402020").utf8).write(to: goldens.appendingPathComponent("t.json"))
        let error = await #expect(throws: GoldenMismatch.self) {
            try await assertGolden(
                of: file.path, as: .scenarioFile(.frames()), named: "tiny", goldens: goldens, update: .missing)
        }
        let artifacts = try #require(error?.result.artifacts)
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("diff/frame-00000.png").path))
        #expect(error?.description.contains("first failing frame: 0") == true)
        // The timeline is unchanged by a colour, so a timeline-only strategy passes.
        try await assertGolden(
            of: file.path, as: .scenarioFile(.timeline()), named: "tiny", goldens: goldens, update: .never)
        let updated = try await verifyGolden(
            of: file.path, as: .scenarioFile(), named: "tiny", goldens: goldens, update: .changed)
        #expect(updated.status == .updated)
        try await assertGolden(of: file.path, as: .scenarioFile(), named: "tiny", goldens: goldens, update: .never)
    }
}
