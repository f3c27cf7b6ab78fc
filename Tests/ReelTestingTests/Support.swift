import Foundation

/// Paths and helpers for the golden tests.
enum Paths {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/Goldens/`: committed goldens (outside any target folder, so SwiftPM does not treat them as resources).
    static let goldens = tests.appendingPathComponent("Goldens", isDirectory: true)
    /// The small-canvas versions of the examples.
    static func scenario(_ name: String) -> String { goldens.appendingPathComponent("scenarios/\(name).json").path }

    /// A fresh temporary folder (created).
    static func temporary(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-golden-tests-\(label)-\(UUID().uuidString)")
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
