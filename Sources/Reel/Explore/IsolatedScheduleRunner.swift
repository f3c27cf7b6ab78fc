import Foundation
import ReelCore
import ReelExecutors
import ReelFiles
import Synchronization

/// Runs each schedule of a gallery of the user's code in a process of its own (`explore-worker`), so every schedule
/// starts from fresh app state — singletons, caches, static counters — as `render --schedule ID` of it does, whatever
/// ran before it or beside it. The image results known so far go to the process as a file (`outcomes`), so it
/// fetches only what no earlier run asked for; what it fetched comes back with its outcome and joins the cache.
final class IsolatedScheduleRunner: ScheduleRunning {
    private let isolation: ScheduleIsolation
    private let outcomes: SharedOutcomesFile
    private let scenario: Scenario

    init(isolation: ScheduleIsolation, outcomes: SharedOutcomesFile, scenario: Scenario) {
        self.isolation = isolation
        self.outcomes = outcomes
        self.scenario = scenario
    }

    func stop() {}

    func run(_ mode: ScheduleChooser.Mode) throws -> ScheduleOutcome {
        let name = "schedule " + ScheduleWire.argument(mode)
        let child = try ToolProcess(
            executable: isolation.executable,
            arguments: isolation.arguments + [
                "--mode", ScheduleWire.argument(mode), "--outcomes", try outcomes.currentFile().path,
            ],
            scenario: scenario)
        let data = child.reading { child.output.readDataToEndOfFile() }
        child.wait()
        guard child.exited(with: 0),
            let report = try? JSONDecoder().decode(ScheduleWire.Report.self, from: data), let outcome = report.outcome
        else {
            let how = child.exited(with: 0) ? "wrote no outcome" : child.ending(early: "before its end")
            throw IsolatedRunFailure(
                name: name, message: child.errors.errorLine ?? "\(name): its process \(how)",
                badInput: child.exited(with: 2))
        }
        outcomes.add(report.fetched)
        return outcome
    }
}

/// How `reel explore` starts a schedule in a process of its own: this program again (`reel explore-worker
/// SCENARIO …`, a command only reel itself calls), before the schedule's mode and the outcomes file.
public struct ScheduleIsolation: Sendable {
    /// The program to start: the running reel, or the user's tool built on ReelCLI.
    package var executable: URL
    /// The arguments naming the worker command and the scenario.
    package var arguments: [String]

    package init(executable: URL, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }
}

/// The image results an exploration knows, shared by its workers, and the file that hands them to each schedule's
/// process: written anew (a file of its own, so a process still starting reads the one it was given) only when a
/// process brought results no file held yet. The files live in the exploration's temporary folder.
final class SharedOutcomesFile: Sendable {
    let cache = OutcomeCache()
    private let folder: URL
    private let state = Mutex<(file: URL?, written: Int, version: Int)>((nil, -1, 0))

    init(folder: URL) {
        self.folder = folder
    }

    /// The file holding every result known now.
    func currentFile() throws -> URL {
        try state.withLock { state in
            let known = cache.all
            if let file = state.file, state.written == known.count { return file }
            state.version += 1
            let file = folder.appendingPathComponent("outcomes-\(state.version).json")
            try AtomicFile.write(try ScheduleWire.outcomesFile(known), to: file)
            state.file = file
            state.written = known.count
            return file
        }
    }

    /// Adds results a schedule's process fetched (an earlier result for the same key is kept).
    func add(_ fetched: [ScheduleWire.KnownOutcome]) {
        cache.add(Dictionary(fetched.map { ($0.key, $0.outcome) }) { first, _ in first })
    }
}
