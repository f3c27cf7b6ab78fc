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

    /// Parses the arguments and runs the command. Help and `--version` print as the argument parser prints them;
    /// every error — a bad option value found while parsing, or whatever `run()` throws — ends in `CommandError`,
    /// as one line and the exit code the README documents (a bad option value is bad input: 2, not 64).
    static func main() {
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }
            CommandError.badInput(message(for: error)).exit()
        }
        do {
            try command.run()
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }
            CommandError(error).exit()
        }
    }
}

/// Loads a scenario; a bad one throws its `InputError` (one line naming the file and JSON path, exit 2).
func loadScenario(_ path: String) throws -> LoadedScenario {
    try LoadedScenario.load(path: path)
}
