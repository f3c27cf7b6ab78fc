import Foundation
import Reel
import ReelTestSupport
import Testing

@testable import ReelTesting

/// `assertGolden` behaves as swift-snapshot-testing and Playwright do: a missing golden is recorded and the test
/// fails, saying so (a run without goldens is never green by accident); the issue is recorded at the
/// `assertGolden` call, not at the `@Test` line; artifacts are kept apart per goldens folder.
@Suite(.tags(.endToEnd)) struct AssertGoldenTests {
    @Test func aMissingGoldenIsRecordedAndTheTestFailsAtTheCall() async throws {
        let goldens = try Paths.temporary("record-and-fail")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let path = try writeTinyScenario(in: goldens)
        let log = IssueLog()
        let line = #line + 2
        try await withKnownIssue {
            try await assertGolden(of: path, as: .scenarioFile(.timeline()), named: "tiny", goldens: goldens)
        } matching: {
            log.keep($0)
        }
        let issues = log.all
        #expect(issues.count == 1)
        let issue = try #require(issues.first)
        #expect(issue.sourceLocation?.line == line, "at the assertGolden call, not the @Test line")
        #expect(issue.sourceLocation?.fileName == "AssertGoldenTests.swift")
        let mismatch = try #require(issue.error as? GoldenMismatch)
        #expect(mismatch.result.status == .recorded)
        #expect(
            mismatch.description
                == "tiny: recorded a new golden in \(goldens.appendingPathComponent("tiny").path) (there was none to "
                + "compare with); run the test again to compare against it")
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("tiny/manifest.json").path))
        // The next run compares against it and passes.
        try await assertGolden(of: path, as: .scenarioFile(.timeline()), named: "tiny", goldens: goldens)
    }

    @Test func aMismatchIsRecordedAtTheCallerAndNamesTheFrameAndArtifacts() async throws {
        let goldens = try Paths.temporary("caller")
        defer { try? FileManager.default.removeItem(at: goldens) }
        let path = try writeTinyScenario(in: goldens)
        _ = try await verifyGolden(of: path, as: .scenarioFile(.frames()), named: "tiny", goldens: goldens)
        try writeTinyScenario(in: goldens, background: "#402020")
        let log = IssueLog()
        let line = #line + 2
        try await withKnownIssue {
            try await assertGolden(of: path, as: .scenarioFile(.frames()), named: "tiny", goldens: goldens)
        } matching: {
            log.keep($0)
        }
        let issue = try #require(log.all.first)
        #expect(issue.sourceLocation?.line == line)
        let mismatch = try #require(issue.error as? GoldenMismatch)
        let artifacts = try #require(mismatch.result.artifacts)
        #expect(mismatch.description.contains("first failing frame: 0"))
        #expect(mismatch.description.contains(artifacts.path))
        #expect(artifacts.deletingLastPathComponent().lastPathComponent == ArtifactsFolder.key(for: goldens))
        try? FileManager.default.removeItem(at: artifacts)
    }

    @Test func artifactsOfTwoPackagesWithTheSameGoldenNameStayApart() throws {
        let environment: [String: String] = [:]
        let first = URL(fileURLWithPath: "/work/app-one/Tests/GalleryTests/Goldens")
        let second = URL(fileURLWithPath: "/work/app-two/Tests/GalleryTests/Goldens")
        let a = ArtifactsFolder.folder(for: "photos", goldens: first, environment: environment)
        let b = ArtifactsFolder.folder(for: "photos", goldens: second, environment: environment)
        #expect(a != b)
        #expect(a.lastPathComponent == "photos" && b.lastPathComponent == "photos")
        #expect(a.deletingLastPathComponent().lastPathComponent.hasPrefix("GalleryTests-"))
        #expect(ArtifactsFolder.key(for: first) == ArtifactsFolder.key(for: first), "stable")
        #expect(ArtifactsFolder.key(for: first).count == "GalleryTests-".count + 8)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reel-golden-artifacts")
        #expect(a.deletingLastPathComponent().deletingLastPathComponent().path == root.path)
        let custom = ArtifactsFolder.folder(for: "photos", goldens: first, environment: ["REEL_ARTIFACTS": "/ci/out"])
        #expect(custom.path == "/ci/out/\(ArtifactsFolder.key(for: first))/photos")
    }
}
