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
                ValidateCommand.self, ServeCommand.self, MergeReportsCommand.self, ExploreCommand.self,
            ]
        )
    }
}

/// Loads a scenario, resolving its `gallery` in the tool's catalogue; a bad one (or an unknown gallery) throws its
/// `InputError` (one line naming the file and JSON path, exit 2). `maxFrames` (`--max-frames`) replaces the
/// scenario's `max_frames`.
func loadScenario(_ path: String, maxFrames: Int? = nil) throws -> LoadedScenario {
    try LoadedScenario.load(path: path, catalog: ToolContext.current.catalog, maxFrames: maxFrames)
}
