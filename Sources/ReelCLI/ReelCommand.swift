import ArgumentParser
import Foundation
import Reel
import ReelCore

/// The root command: renders what a scrolling image gallery looks like while its images load. `ReelTool` parses and
/// runs it (as `reel`, or as a user's tool under its own name).
struct ReelCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: ToolContext.current.commandName,
            abstract: "Render what a scrolling image gallery looks like while its images load.",
            version: ReelVersion.current,
            subcommands: [
                RenderCommand.self, CompareCommand.self, CheckCommand.self, DiffCommand.self, AnimateCommand.self,
                ValidateCommand.self, ServeCommand.self, MergeReportsCommand.self, SelfTestCommand.self,
                ExploreCommand.self, PortCommand.self, PanelWorkerCommand.self, ExploreWorkerCommand.self,
            ]
        )
    }
}

/// Loads a scenario, resolving its `gallery` in the tool's catalogue; a bad one (or an unknown gallery) throws its
/// `InputError` (one line naming the file and JSON path, exit 2). `maxFrames` (`--max-frames`) replaces the
/// scenario's `max_frames`. What is valid but probably not meant (a HAR `network.map` that times no item) is printed
/// as a warning on standard error, one line each.
func loadScenario(_ path: String, maxFrames: Int? = nil) throws -> LoadedScenario {
    let loaded = try LoadedScenario.load(path: path, catalog: ToolContext.current.catalog, maxFrames: maxFrames)
    for warning in loaded.warnings { printWarning(warning) }
    return loaded
}

/// Prints `<tool>: warning: <message>` on standard error.
func printWarning(_ message: String) {
    FileHandle.standardError.write(Data("\(ToolContext.current.commandName): warning: \(message)\n".utf8))
}
