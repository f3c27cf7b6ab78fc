import Foundation
import ReelCore
import ReelDiff

extension GoldenCheck {
    /// Checks `scenarios` one after another, handing each outcome to `each` as soon as it is known, then writes
    /// `results.json`, `junit.xml` and `report.html` into
    /// `options.output`. Two scenarios with the same name are bad input
    /// (goldens are stored by name): that throws `InputError` before anything is rendered or written.
    package static func check(
        _ scenarios: [LoadedScenario], options: CheckOptions, each: (CheckOutcome) -> Void = { _ in }
    ) throws -> [CheckOutcome] {
        var seen: [String: String] = [:]
        for loaded in scenarios {
            let name = loaded.scenario.name
            if let other = seen.updateValue(loaded.file, forKey: name) {
                let message = "\"\(name)\" is also the name of \(other) (goldens are stored by name)"
                throw InputError(file: loaded.file, path: "$.name", message: message)
            }
        }
        var outcomes: [CheckOutcome] = []
        for loaded in scenarios {
            let outcome = try check(loaded, options: options)
            each(outcome)
            outcomes.append(outcome)
        }
        try CheckReport.write(outcomes, update: options.update, shard: options.shard, to: options.output)
        return outcomes
    }
}
