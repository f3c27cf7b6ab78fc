import ArgumentParser
import Foundation
import Reel
import ReelCore

/// The `reel` command: renders what a scrolling image gallery looks like while its images load.
@main
struct ReelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reel",
        abstract: "Render what a scrolling image gallery looks like while its images load.",
        version: ReelVersion.current,
        subcommands: [
            RenderCommand.self, CompareCommand.self, CheckCommand.self, DiffCommand.self, AnimateCommand.self,
            ValidateCommand.self, ServeCommand.self,
        ]
    )
}

/// Loads a scenario or ends the process with exit code 2 and one line saying where the input is wrong.
func loadScenario(_ path: String) throws -> LoadedScenario {
    do {
        return try LoadedScenario.load(path: path)
    } catch {
        FileHandle.standardError.write(Data("reel: error: \(error.description)\n".utf8))
        throw ExitCode(2)
    }
}

/// Prints a one-line error for a failure that is not bad input and exits 1.
func fail(_ error: any Error) -> ExitCode {
    FileHandle.standardError.write(Data("reel: error: \(error)\n".utf8))
    return ExitCode(1)
}
