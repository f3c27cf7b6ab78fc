import Foundation
import ReelTestSupport
import Testing

/// Paths and helpers shared by the end-to-end tests.
enum Fixture {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// A fixture scenario beside these tests.
    static func scenario(_ name: String) -> String {
        testsFolder.appendingPathComponent("Fixtures/\(name).json").path
    }

    /// An example scenario of the repository.
    static func example(_ name: String) -> String {
        repository.appendingPathComponent("examples/\(name).json").path
    }

    /// A fresh folder under the system's temporary directory (not created), removed when the test process exits
    /// if the test has not removed it (`TemporaryPaths`).
    static func temporaryFolder(_ label: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-tests-\(label)-\(UUID().uuidString)")
        TemporaryPaths.register(url)
        return url
    }

    /// Writes `json` to a temporary scenario file and returns its path.
    static func writeScenario(_ json: String, label: String) throws -> String {
        let url = temporaryFolder(label).appendingPathExtension("json")
        TemporaryPaths.register(url)
        try Data(json.utf8).write(to: url)
        return url.path
    }

    /// The built `reel` executable, next to the test bundle.
    static var reelExecutable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("reel")
    }

    /// Every file under `folder`, relative path → bytes.
    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            files[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return files
    }
}

/// The result of running the `reel` executable.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `reel` with `arguments` and waits for it on a thread of its own, so waiting never occupies the
/// cooperative thread pool that in-process servers of other tests need.
func runReel(_ arguments: [String]) async throws -> ProcessResult {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try runReelBlocking(arguments) }) }
        thread.start()
    }
}

/// Runs `reel` (or `executable`, with `environment` added to this process's) with `arguments` and waits for it,
/// blocking the calling thread.
func runReelBlocking(
    _ arguments: [String], executable: URL = Fixture.reelExecutable, environment: [String: String] = [:]
) throws -> ProcessResult {
    let (process, out, err) = try startReel(arguments, executable: executable, environment: environment)
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self))
}

/// Starts `reel` (or `executable`, with `environment` added to this process's) with `arguments`, its stdout and
/// stderr on pipes the caller reads.
func startReel(
    _ arguments: [String], executable: URL = Fixture.reelExecutable, environment: [String: String] = [:]
) throws -> (process: Process, stdout: Pipe, stderr: Pipe) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    return (process, out, err)
}

/// The fixture tool (Tests/FixtureTool: a user's tool built on ReelCLI, with galleries of app code) run with
/// `arguments`; `inProcess` runs the command inside the tool's process, as a test's `ReelTool.run` does. A trapping
/// gallery's process ends at once, without a backtrace.
func runFixtureTool(_ arguments: [String], inProcess: Bool = false) throws -> ProcessResult {
    var environment = ["SWIFT_BACKTRACE": "enable=no"]
    if inProcess { environment["REEL_FIXTURE_IN_PROCESS"] = "1" }
    return try runReelBlocking(arguments, executable: Fixture.fixtureTool, environment: environment)
}

extension Fixture {
    /// The fixture tool's executable, built beside reel's.
    static var fixtureTool: URL {
        reelExecutable.deletingLastPathComponent().appendingPathComponent("reel-fixture-tool")
    }
}
