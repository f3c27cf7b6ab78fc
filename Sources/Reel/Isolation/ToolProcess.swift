import Foundation
import ReelFiles

/// This program (the tool) started again to run the user's code in a process of its own — a panel, an explored
/// schedule: its standard output on a pipe the caller reads, its standard error relayed line by line (`StderrRelay`,
/// which keeps its `error:` line), no standard input, and registered with `TemporaryFiles` so a clean-up on SIGINT
/// stops it.
struct ToolProcess {
    let process: Process
    /// The process's standard output.
    let output: FileHandle
    let errors: StderrRelay

    init(executable: URL, arguments: [String]) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errorOutput = Pipe()
        process.standardOutput = output
        process.standardError = errorOutput
        process.standardInput = FileHandle.nullDevice
        try process.run()
        TemporaryFiles.shared.register(child: process.processIdentifier)
        self.output = output.fileHandleForReading
        errors = StderrRelay(errorOutput.fileHandleForReading)
    }

    /// Waits until the process has ended and its standard error is relayed.
    func wait() {
        process.waitUntilExit()
        TemporaryFiles.shared.forget(child: process.processIdentifier)
        errors.finish()
    }

    /// How the process ended, for a failure's line: killed by a signal, or its exit status.
    var ending: (signalled: Bool, status: Int32) {
        (process.terminationReason == .uncaughtSignal, process.terminationStatus)
    }
}
