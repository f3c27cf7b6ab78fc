import Foundation
import ReelGraphics
import ReelTestSupport
import Testing

@testable import Reel

/// `reel self-test` renders the built-in scene and compares its pixel hashes with the committed reference
/// (`Sources/Reel/Resources/SelfTest/reference.json`): it matches on this machine (the one the test suite runs on,
/// with the packages `make test` installs), and a reference that differs is a mismatch, exit 1, naming the causes.
/// After an intended rendering change, `REEL_UPDATE=changed swift test --filter ReelSelfTestTests` rewrites the
/// reference (then build again: the reference ships as a resource).
@Suite(.serialized, .tags(.endToEnd)) struct ReelSelfTestTests {
    static let committed = Fixture.repository.appendingPathComponent("Sources/Reel/Resources/SelfTest/reference.json")

    @Test func selfTestMatchesOnThisMachine() async throws {
        if ProcessInfo.processInfo.environment["REEL_UPDATE"] == "changed" {
            let frames = try SelfTest.render().hashes
            var environment = PixelEnvironment.current
            environment.font = environment.font.map { URL(fileURLWithPath: $0).lastPathComponent }
            environment.appFont = environment.appFont.map { URL(fileURLWithPath: $0).lastPathComponent }
            let reference = SelfTest.Reference(reel: ReelVersion.current, environment: environment, frames: frames)
            try Data(reference.json.utf8).write(to: Self.committed)
        }
        let shipped = try SelfTest.Reference.parse(try Data(contentsOf: Self.committed), file: Self.committed.path)
        #expect(shipped.frames.count == 21)
        #expect(Set(shipped.frames).count > 8, "the scene moves: most frames differ")
        let run = try await runReel(["self-test"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("self-test: match: all 21 frames of the reference scene have the recorded"))
        #expect(run.stdout.contains("this machine: cairo "))
    }

    @Test func aReferenceThatDiffersIsAMismatchNamingTheCauses() async throws {
        let folder = Fixture.temporaryFolder("self-test")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var reference = try SelfTest.Reference.parse(
            try Data(contentsOf: Self.committed), file: Self.committed.path)
        reference.frames[3] = String(repeating: "0", count: 32)
        reference.environment.cairo = "1.18.0"
        let file = folder.appendingPathComponent("other.json")
        try Data(reference.json.utf8).write(to: file)
        let run = try await runReel(["self-test", "--reference", file.path])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first == "self-test: MISMATCH: 1 of 21 frames differ from the recorded pixel hashes, first frame 3")
        #expect(lines.contains { $0.hasPrefix("  recorded with: reel \(ReelVersion.current), cairo 1.18.0, font ") })
        #expect(lines.contains { $0.contains("what can make pixels differ: the cairo version") })

        try Data("{\"reel\": 1}".utf8).write(to: file)
        let bad = try await runReel(["self-test", "--reference", file.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("reel: error: \(file.path): $.reel: expected a string"), "\(bad.stderr)")
    }
}
