import Foundation
import Testing

@testable import ReelCore

/// A setting changed through `Scenario.setting(_:_:)` (what `--vary` and the test API call) fills the values its
/// object derives as a scenario file giving the same keys does: the two scenarios are equal.
@Suite struct DerivedDefaultsTests {
    /// Every setting of an object with a rule (the objects whose unset values are derived from the set ones).
    static var ruled: [Setting] {
        let objects = Set(SettingRule.all.map(\.object))
        return ScenarioSettings.all.filter { objects.contains(String($0.object)) }
    }

    /// In-range values of a setting, as command-line words.
    static func words(_ setting: Setting) -> [String] {
        switch setting.kind {
        case .number(let range):
            [range.lowerBound, (range.lowerBound + range.upperBound) / 2, range.upperBound, 1_000]
                .filter(range.contains).map { JSONReader.describe($0) }
        case .integer(let range): [String(range.lowerBound), String(range.upperBound)]
        case .flag: ["true", "false"]
        case .choice(let names): names
        case .text: []
        }
    }

    @Test func aMedianAloneGivesTheSameP95FromAFileAndFromSwift() throws {
        let base = try ScenarioJSON.decode(#"{"name": "s", "script": []}"#)
        let file = try ScenarioJSON.decode(#"{"name": "s", "script": [], "network": {"latency": {"median_ms": 1000}}}"#)
        let varied = try base.setting("network.latency.median_ms", text: "1000")
        #expect(file.network.latencyP95Ms == 3_750)
        #expect(varied.network.latencyP95Ms == 3_750)
        #expect(varied == file)
        // A p95 the file gives stays: the median then has to stay at or below it, from a file as from Swift.
        let givenP95 = try ScenarioJSON.decode(
            #"{"name": "s", "script": [], "network": {"latency": {"median_ms": 100, "p95_ms": 2000}}}"#)
        #expect(try givenP95.setting("network.latency.median_ms", 1_000).network.latencyP95Ms == 2_000)
        #expect(throws: SettingError.self) { try givenP95.setting("network.latency.median_ms", 3_000) }
    }

    @Test func oneFailureWeightZeroesTheOthersFromAFileAndFromSwift() throws {
        let base = try ScenarioJSON.decode(#"{"name": "s", "script": []}"#)
        let file = try ScenarioJSON.decode(
            #"{"name": "s", "script": [], "network": {"failure_kinds": {"reset": 2}}}"#)
        let varied = try base.setting("network.failure_kinds.reset", 2)
        #expect(varied.network.failureKinds == file.network.failureKinds)
        #expect(varied.network.failureKinds.timeout == 0 && varied.network.failureKinds.http500 == 0)
        #expect(varied == file)
    }

    /// For every setting of a ruled object and every in-range value, with and without the object's other keys
    /// given: the file giving the value and the base file changed to it are the same scenario, or fail alike.
    @Test func everyRuledSettingFillsTheSameWayFromAFileAndFromSwift() throws {
        #expect(Self.ruled.count >= 7)
        for setting in Self.ruled {
            let siblingSets: [[String: String]] = [[:], ScenarioSettingsTests.siblings(of: setting.key)]
            for siblings in siblingSets {
                let base = try ScenarioJSON.decode(ScenarioSettingsTests.json("name", #""s""#, siblings: siblings))
                for word in Self.words(setting) {
                    let json = ScenarioSettingsTests.json(setting.key, word, siblings: siblings)
                    let label = "\(setting.key)=\(word) beside \(siblings)"
                    if let fileError = ScenarioJSON.error(json) {
                        let error = #expect(throws: SettingError.self, "\(label)") {
                            try base.setting(setting.key, text: word)
                        }
                        #expect(error?.message == fileError.message, "\(label)")
                    } else {
                        #expect(try base.setting(setting.key, text: word) == ScenarioJSON.decode(json), "\(label)")
                    }
                }
            }
        }
    }
}
