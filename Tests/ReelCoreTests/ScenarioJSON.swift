import Foundation

@testable import ReelCore

/// Scenario JSON for decoding tests: the scenario, or the input error it gives (file "s.json").
enum ScenarioJSON {
    static func decode(_ json: String) throws(InputError) -> Scenario {
        try Scenario.decode(Data(json.utf8), file: "s.json")
    }

    static func error(_ json: String) -> InputError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }
}
