import Foundation
import Reel
import ReelCore
import ReelDiff
import ReelFiles
import Testing

/// What `verifyGolden` did: the status, where the golden and any failure images are, and a message.
public struct GoldenResult: Sendable {
    public var status: CheckOutcome.Status
    /// The golden folder.
    public var golden: URL
    /// Expected/actual/diff images of failing frames (nil unless failed with frame differences).
    public var artifacts: URL?
    /// The comparison (nil when the golden was missing).
    public var verdict: GoldenVerdict?
    /// Lines for people.
    public var message: String

    /// Whether the check failed.
    public var failed: Bool { status == .failed }
}

/// A golden did not match, was missing under `.never`, or was missing and has just been recorded: what `assertGolden`
/// records as a failure of the test that called it (Swift Testing: the issue's `error`).
public struct GoldenMismatch: Error, Sendable, CustomStringConvertible {
    public var result: GoldenResult
    public var description: String { result.message }
}

/// The default goldens folder: `Goldens/` beside the test file.
public func goldensFolder(besides filePath: StaticString = #filePath) -> URL {
    URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent("Goldens", isDirectory: true)
}

/// Snapshots `value` with `strategy` and compares it with the golden `goldens/name/`, recording or rewriting it as
/// `update` says (nil: `REEL_UPDATE`, else `.missing`). Never throws for a mismatch; see `assertGolden`. Throws
/// `InputError` for a `name` a scenario file's `name` could not be (it names a folder).
public func verifyGolden<Value: Sendable, Format: Sendable>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String, goldens: URL,
    update: UpdateMode? = nil
) async throws -> GoldenResult {
    // The golden's folder is named after it: the scenario name rule, as for a scenario file's `name`.
    if let problem = PathName.scenarioNameProblem(name) {
        throw InputError(
            file: goldens.path, path: "named",
            message: "expected a golden name (\(PathName.scenarioNameForm)), got \(JSONLine.quote(name)): \(problem)")
    }
    let mode = try UpdateMode.resolve(update, environment: ProcessInfo.processInfo.environment)
    let golden = goldens.appendingPathComponent(name, isDirectory: true)
    let files = FileManager.default
    let work = files.temporaryDirectory.appendingPathComponent(
        "reel-golden-\(name)-\(UUID().uuidString)", isDirectory: true)
    let artifacts = ArtifactsFolder.folder(
        for: name, goldens: goldens, environment: ProcessInfo.processInfo.environment)
    defer { try? files.removeItem(at: work) }
    OwnedFolder.remove(artifacts)
    let exists = GoldenStore.exists(golden)
    if exists, mode != .all, let hashOnly = strategy.hashOnlySnapshot,
        let manifest = try? FrameManifest.read(folder: golden, label: golden.path)
    {
        // Frames equal to the golden's are only hashed; a run that does not pass outright is rendered again below.
        let quick = work.appendingPathComponent("hash-only", isDirectory: true)
        let format = try await hashOnly(value, quick, manifest.frames.map(\.pixels))
        let verdict = try strategy.diffing.compare(golden, format, quick.appendingPathComponent("artifacts"))
        try? files.removeItem(at: quick)
        if verdict.passed {
            return GoldenResult(
                status: .passed, golden: golden, artifacts: nil, verdict: verdict,
                message: "\(name): matches \(golden.path)")
        }
    }
    let format = try await strategy.snapshot(value, work)

    let verdict = exists ? try strategy.diffing.compare(golden, format, artifacts) : nil
    var result = GoldenResult(
        status: .passed, golden: golden, artifacts: nil, verdict: verdict, message: "\(name): matches \(golden.path)")
    switch GoldenAction.decide(exists: exists, passed: verdict?.passed ?? false, mode: mode) {
    case .pass:
        if mode == .all, try strategy.diffing.record(format, golden).changed { result.status = .updated }
    case .record:
        _ = try strategy.diffing.record(format, golden)
        result.status = .recorded
        result.message =
            "\(name): recorded a new golden in \(golden.path) (there was none to compare with); "
            + "run the test again to compare against it"
    case .failMissing:
        result.status = .failed
        result.message = "\(name): no golden at \(golden.path) (update mode none; set REEL_UPDATE=missing to record it)"
    case .update:
        _ = try strategy.diffing.record(format, golden)
        result.status = .updated
        result.message = (["\(name): rewrote the golden in \(golden.path)"] + (verdict?.lines() ?? [])).joined(
            separator: "\n")
    case .fail:
        result.status = .failed
        let kept = verdict?.failingFrames.isEmpty == false
        if kept { result.artifacts = artifacts }
        let lines =
            ["\(name): does not match \(golden.path)"] + (verdict?.lines() ?? [])
            + (kept ? ["expected, actual and diff images: \(artifacts.path)/{expected,actual,diff}/"] : [])
            + ["to accept the change: REEL_UPDATE=changed"]
        result.message = lines.joined(separator: "\n")
    }
    if result.status != .failed { OwnedFolder.remove(artifacts) }
    return result
}

/// Like `verifyGolden`, but a golden that does not match, is missing under `.never`, or was missing and has just been
/// recorded fails the calling test: a test run without goldens is never green by accident (as with
/// swift-snapshot-testing and Playwright). The failure is recorded at the call — Swift Testing at its source location
/// (`fileID`, `filePath`, `line`, `column`, or `sourceLocation` when a helper passes its own caller's), XCTest at
/// `filePath`:`line` — and names the golden, the first failing frame and the folder of expected/actual/diff images.
/// Errors before a comparison (a bad scenario, a file that cannot be read) are thrown. `goldens` defaults to
/// `Goldens/` beside the calling test file. (The location is taken from `#fileID`, `#filePath`, `#line` and
/// `#column` rather than `#_sourceLocation`, which only expands in a file that imports Testing: XCTest files call this
/// too.)
public func assertGolden<Value: Sendable, Format: Sendable>(
    of value: Value, as strategy: Snapshotting<Value, Format>, named name: String, goldens: URL? = nil,
    update: UpdateMode? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, sourceLocation: SourceLocation? = nil
) async throws {
    let result = try await verifyGolden(
        of: value, as: strategy, named: name, goldens: goldens ?? goldensFolder(besides: filePath), update: update)
    guard result.failed || result.status == .recorded else { return }
    let location =
        sourceLocation
        ?? SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    GoldenCallSite(filePath: filePath, line: line, sourceLocation: location).record(GoldenMismatch(result: result))
}
