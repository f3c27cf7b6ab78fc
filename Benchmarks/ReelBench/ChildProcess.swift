import Foundation

/// Runs programs for the benchmarks that measure whole processes (start-up, render vs check, peak memory).
enum ChildProcess {
    /// Runs `executable` with `arguments`, output discarded unless captured; returns the wall time in ms, the exit
    /// status and standard output.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], directory: URL? = nil) throws -> (
        ms: Double, status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let elapsed = clock.now - start
        let ms = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
        return (ms, process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The median wall time in ms of `runs` runs (after one warm-up run).
    static func medianMs(_ executable: String, _ arguments: [String], runs: Int) throws -> Double {
        try run(executable, arguments)
        var samples: [Double] = []
        for _ in 0..<max(1, runs) { samples.append(try run(executable, arguments).ms) }
        samples.sort()
        return samples[samples.count / 2]
    }
}
