import Foundation
import ReelTestSupport
import ReelTesting
import Synchronization
import Testing

/// Paths and helpers for the golden tests.
enum Paths {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/Goldens/`: committed goldens (outside any target folder, so SwiftPM does not treat them as resources).
    static let goldens = tests.appendingPathComponent("Goldens", isDirectory: true)
    /// The small-canvas versions of the examples.
    static func scenario(_ name: String) -> String { goldens.appendingPathComponent("scenarios/\(name).json").path }

    /// A fresh temporary folder (created), removed when the test process exits if the test has not removed it.
    static func temporary(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-golden-tests-\(label)-\(UUID().uuidString)")
        TemporaryPaths.register(url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The built `reel` executable, next to the test bundle.
    static var reel: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("reel")
    }
}

/// What a `reel` child process did.
struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `reel` with `arguments` (and extra environment variables) and waits for it on a thread of its own, so
/// waiting never occupies the cooperative thread pool.
func reel(_ arguments: [String], environment: [String: String] = [:]) async throws -> Outcome {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try reelBlocking(arguments, environment: environment) }) }.start()
    }
}

/// Runs `reel` and waits for it, blocking the calling thread.
func reelBlocking(_ arguments: [String], environment: [String: String]) throws -> Outcome {
    let process = Process()
    process.executableURL = Paths.reel
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "REEL_UPDATE")
    env.merge(environment) { _, new in new }
    process.environment = env
    let (out, err) = (Pipe(), Pipe())
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self))
}

/// Every file under `folder`: relative path → (bytes, modification date).
func snapshotFiles(_ folder: URL) throws -> [String: (Data, Date)] {
    var files: [String: (Data, Date)] = [:]
    let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .isDirectoryKey])
    while let url = enumerator?.nextObject() as? URL {
        let values = try url.resourceValues(forKeys: [.contentModificationDateKey, .isDirectoryKey])
        guard values.isDirectory != true else { continue }
        files[String(url.path.dropFirst(folder.path.count))] = (
            try Data(contentsOf: url), values.contentModificationDate ?? .distantPast
        )
    }
    return files
}

/// A 90 × 120 scenario of 9 items at 10 fps (3 frames) with a template whose background is `colour`, written as
/// `tiny.json` and `t.json` in `folder`; returns the scenario's path. Changing the colour changes every frame.
@discardableResult
func writeTinyScenario(in folder: URL, background colour: String = "#0d0d11") throws -> String {
    let file = folder.appendingPathComponent("tiny.json")
    let scenario =
        #"{"name": "tiny", "canvas": {"width": 90, "height": 120, "scale": 1, "fps": 10}, "#
        + #""template": "t.json", "items": {"count": 9}, "script": [{"wait": {"ms": 300}}]}"#
    let template =
        ##"{"name": "t", "background": "\##(colour)", "layout": {"columns": 3, "spacing": 2, "item_aspect": 1}, "##
        + ##""cell": {"reuse_identifier": "p", "background": "#1b1b21", "##
        + ##""image": {"x": 4, "y": 4, "width": -4, "height": -4}, "##
        + ##""placeholder": "#2b2b33", "failed": "#6b3322"}}"##
    try Data(scenario.utf8).write(to: file)
    try Data(template.utf8).write(to: folder.appendingPathComponent("t.json"))
    return file.path
}

/// The issues a `withKnownIssue` matcher saw (the matcher is `@Sendable`, so they are kept behind a lock).
final class IssueLog: Sendable {
    private let issues = Mutex<[Issue]>([])

    /// Keeps `issue`; true when it carries a `GoldenMismatch` (the issue `assertGolden` records).
    func keep(_ issue: Issue) -> Bool {
        issues.withLock { $0.append(issue) }
        return issue.error is GoldenMismatch
    }

    var all: [Issue] { issues.withLock { $0 } }
}
