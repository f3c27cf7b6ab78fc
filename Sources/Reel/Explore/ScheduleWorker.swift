import Foundation
import ReelCore
import ReelExecutors

/// The other side of `IsolatedScheduleRunner`: runs one schedule of a scenario in this process, from the app state a
/// fresh process has, and writes its outcome (and the image results it fetched itself) as one JSON line to standard
/// output.
package enum ScheduleWorker {
    /// Runs `mode` (as `ScheduleWire.argument` wrote it) of `loaded`, the image results in `outcomesFile` known.
    package static func run(
        _ loaded: LoadedScenario, mode argument: String, outcomesFile: URL, catalog: BindingCatalog
    ) throws {
        guard let mode = ScheduleWire.mode(argument) else {
            throw ScheduleWorkerError(message: "--mode \(argument): not a schedule mode reel explore writes")
        }
        let outcomes = OutcomeCache()
        do {
            outcomes.add(try ScheduleWire.outcomes(file: outcomesFile))
        } catch {
            throw ScheduleWorkerError(message: "\(outcomesFile.path): cannot read the image outcomes: \(error)")
        }
        let runner = ScheduleRunner(loaded, catalog: catalog.withStandardCatalogue(), outcomes: outcomes)
        defer { runner.stop() }
        let outcome = try runner.run(mode)
        let line = try JSONEncoder().encode(ScheduleWire.Report(outcome, fetched: runner.fetched))
        FileHandle.standardOutput.write(line + Data("\n".utf8))
    }
}

/// The worker was started with arguments reel does not write.
package struct ScheduleWorkerError: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
