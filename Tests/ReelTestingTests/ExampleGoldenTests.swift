import Foundation
import Reel
import ReelTestSupport
import ReelTesting
import Testing

/// The examples, at a small canvas (160×240 @1x, 5 fps), against goldens committed in `Tests/Goldens/`.
/// Re-record after an intended change with `REEL_UPDATE=changed make test`.
@Suite(.tags(.endToEnd)) struct ExampleGoldenTests {
    @Test(arguments: [
        "quickstart-small", "stale-naive-small", "stale-fixed-small", "prefetch-benefit-small",
        "costly-configure-small", "cell-prefetching-small", "reload-vs-reconfigure-small",
    ])
    func exampleMatchesItsGolden(name: String) async throws {
        try await assertGolden(
            of: Paths.scenario(name), as: .scenarioFile(.run(failOn: [.staleIncrease])), named: name,
            goldens: Paths.goldens)
    }

    @Test func aMismatchFailsWithTheImagesToLookAt() async throws {
        let goldens = try Paths.temporary("api")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let path = try writeTinyScenario(in: goldens)

        let missing = try await verifyGolden(
            of: path, as: .scenarioFile(), named: "tiny", goldens: goldens, update: .never)
        #expect(missing.status == .failed && missing.message.contains("no golden"))
        let recorded = try await verifyGolden(
            of: path, as: .scenarioFile(), named: "tiny", goldens: goldens, update: .missing)
        #expect(recorded.status == .recorded)

        try writeTinyScenario(in: goldens, background: "#402020")
        let log = IssueLog()
        try await withKnownIssue {
            try await assertGolden(
                of: path, as: .scenarioFile(.frames()), named: "tiny", goldens: goldens, update: .missing)
        } matching: {
            log.keep($0)
        }
        let mismatch = log.all.first?.error as? GoldenMismatch
        let artifacts = try #require(mismatch?.result.artifacts)
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("diff/frame-00000.png").path))
        let message = mismatch?.description ?? ""
        #expect(message.contains("tiny: does not match \(goldens.appendingPathComponent("tiny").path)"))
        #expect(message.contains("first failing frame: 0"), "\(message)")
        #expect(message.contains("expected, actual and diff images: \(artifacts.path)"), "\(message)")
        // The timeline is unchanged by a colour, so a timeline-only strategy passes.
        try await assertGolden(
            of: path, as: .scenarioFile(.timeline()), named: "tiny", goldens: goldens, update: .never)
        let updated = try await verifyGolden(
            of: path, as: .scenarioFile(), named: "tiny", goldens: goldens, update: .changed)
        #expect(updated.status == .updated)
        try await assertGolden(of: path, as: .scenarioFile(), named: "tiny", goldens: goldens, update: .never)
    }
}
