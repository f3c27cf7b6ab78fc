import ArgumentParser
import Foundation
import Reel
import ReelCore

/// `reel explore-worker SCENARIO --mode MODE --outcomes FILE`: runs one schedule of an exploration of the user's
/// gallery in a process of its own, and writes its outcome for the reel that started it (`ScheduleIsolation`). Not
/// for users: hidden from help.
struct ExploreWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore-worker", abstract: "Run one schedule of an exploration for the reel that started it.",
        shouldDisplay: false)

    @Argument var scenario: String
    @Option var mode: String
    @Option var outcomes: String

    func run() throws {
        // The parent printed the scenario's warnings; this process keeps quiet about them.
        let loaded = try LoadedScenario.load(path: scenario, catalog: ToolContext.current.catalog)
        do {
            try ScheduleWorker.run(
                loaded, mode: mode, outcomesFile: URL(fileURLWithPath: outcomes),
                catalog: ToolContext.current.catalog)
        } catch let error as ScheduleWorkerError {
            throw CommandError.badInput(error.message)
        }
    }

    /// How `explore` starts each schedule of a gallery in its own process: this program, on the same scenario; nil
    /// when the tool runs inside another program (a test), which cannot be started as the tool.
    static func isolation(scenario: String) -> ScheduleIsolation? {
        guard let executable = ToolContext.current.executable else { return nil }
        return ScheduleIsolation(executable: executable, arguments: ["explore-worker", scenario])
    }
}
