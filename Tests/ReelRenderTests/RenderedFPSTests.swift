import Foundation
import Testing

@testable import ReelRender

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `reel animate` plays a run folder at the rate it was rendered at, read from the `frames` and `duration_ms`
/// figures of its summary (or, for a comparison, its first panel's).
@Suite struct RenderedFPSTests {
    static func folder(_ label: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("reel-fps-\(label)-\(UUID().uuidString)")
    }

    static func write(_ summary: String, in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(summary.utf8).write(to: folder.appendingPathComponent("summary.json"))
    }

    @Test func theRateComesFromTheSummarysFramesAndDuration() throws {
        let run = Self.folder("run")
        defer { try? FileManager.default.removeItem(at: run) }
        try Self.write(#"{"scenario": "s", "frames": 31, "duration_ms": 1000, "hitches": {"count": 0}}"#, in: run)
        #expect(try Animation.renderedFPS(runFolder: run) == 30)

        let comparison = Self.folder("compare")
        defer { try? FileManager.default.removeItem(at: comparison) }
        try Self.write(#"{"scenario": "s", "frames": 31}"#, in: comparison)
        try Self.write(
            #"{"frames": 25, "duration_ms": 1000}"#,
            in: comparison.appendingPathComponent("panels/a", isDirectory: true))
        #expect(try Animation.renderedFPS(runFolder: comparison) == 24)

        let broken = Self.folder("broken")
        defer { try? FileManager.default.removeItem(at: broken) }
        try Self.write(#"{"frames": 1, "duration_ms": 0}"#, in: broken)
        #expect(try Animation.renderedFPS(runFolder: broken) == nil)
    }

    @Test func aSummaryThatCannotBeReadIsAnErrorNamingItNotAGuess() throws {
        let run = Self.folder("unreadable")
        defer { try? FileManager.default.removeItem(at: run) }
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        let summary = run.appendingPathComponent("summary.json")
        #expect(mkfifo(summary.path, 0o600) == 0)
        #expect(throws: AnimationError.self) { try Animation.renderedFPS(runFolder: run) }
        do {
            _ = try Animation.renderedFPS(runFolder: run)
        } catch {
            #expect(error.description.hasPrefix(summary.path) && error.description.contains("FIFO"), "\(error)")
        }
        try FileManager.default.removeItem(at: summary)
        try Self.write("[1, 2]", in: run)
        #expect(throws: AnimationError.self) { try Animation.renderedFPS(runFolder: run) }
    }
}
