import Foundation

/// A `reel serve` child process, started and read on threads of their own (off the cooperative pool).
final class ServingReel: Sendable {
    let process: Process
    /// The first line it printed ("serving synthetic images at http://127.0.0.1:PORT/image/N.png …"), or "".
    let firstLine: String

    private init(process: Process, firstLine: String) {
        self.process = process
        self.firstLine = firstLine
    }

    /// Starts `reel` with `arguments` and waits for its first line on stdout.
    static func start(_ arguments: [String]) async throws -> ServingReel {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try startBlocking(arguments) }) }.start()
        }
    }

    private static func startBlocking(_ arguments: [String]) throws -> ServingReel {
        let process = Process()
        process.executableURL = Fixture.reelExecutable
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var bytes = Data()
        while !bytes.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }  // end of file: the process ended without a line
            bytes += chunk
        }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        return ServingReel(process: process, firstLine: line)
    }

    /// The port in the first line's address.
    var port: UInt16? {
        guard let range = firstLine.range(of: #"127\.0\.0\.1:[0-9]+"#, options: .regularExpression) else { return nil }
        return UInt16(firstLine[range].split(separator: ":")[1])
    }

    /// Sends SIGINT (Ctrl-C), waits for the process and returns its exit status (-1 when a signal ended it).
    func interrupt() async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread { [self] in
                process.interrupt()
                process.waitUntilExit()
                continuation.resume(returning: process.terminationReason == .exit ? process.terminationStatus : -1)
            }.start()
        }
    }

    /// Ends the process if a test left it running.
    func stopIfRunning() {
        if process.isRunning { process.terminate() }
    }
}
