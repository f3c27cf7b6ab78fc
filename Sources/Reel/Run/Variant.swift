import Foundation
import ReelCore

/// One side of a comparison: a name for its panel and the scenario it runs.
package struct Variant: Sendable {
    package var name: String
    package var scenario: Scenario

    package init(name: String, scenario: Scenario) {
        self.name = name
        self.scenario = scenario
    }

    /// One variant per strategy, each the scenario with that binding.
    package static func strategies(_ kinds: [BindingStrategyKind], of scenario: Scenario) -> [Variant] {
        kinds.map { kind in
            var copy = scenario
            copy.binding = kind
            return Variant(name: kind.rawValue, scenario: copy)
        }
    }

    /// The settings `--vary` understands: every setting of the scenario table that panels need not share.
    package static var variableKeys: [String] { ScenarioSettings.variableKeys }

    /// One variant per value of a setting (`key=v1,v2,…`), each value checked as a scenario file's is; a failure
    /// with a reason when the spec is not understood or a value is refused (the same words a file gets).
    package static func varying(_ spec: String, of scenario: Scenario) -> Result<[Variant], VariantError> {
        let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let key = variableKeys.first(where: { $0 == parts[0] }) else {
            let keys = variableKeys.joined(separator: ", ")
            return .failure(VariantError(message: "expected KEY=V1,V2 with KEY one of \(keys), got \"\(spec)\""))
        }
        var variants: [Variant] = []
        for text in parts[1].split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let copy: Scenario
            do {
                copy = try scenario.setting(key, text: text)
            } catch {
                return .failure(VariantError(key: error.key, message: error.message))
            }
            let name = "\(key)=\(text)"
            guard !variants.contains(where: { $0.name == name }) else {
                return .failure(VariantError(message: "\(text) is given twice after \(key)="))
            }
            variants.append(Variant(name: name, scenario: copy))
        }
        guard variants.count >= 2 else {
            return .failure(VariantError(message: "expected at least two values after \(key)="))
        }
        return .success(variants)
    }
}

/// A `--vary` specification that could not be understood.
package struct VariantError: Error, Sendable, CustomStringConvertible {
    /// The setting a refused value was for; nil when the spec itself is not understood.
    package var key: String?
    package var message: String

    package init(key: String? = nil, message: String) {
        self.key = key
        self.message = message
    }

    /// One line: `key: message` (the words a scenario file gets for the same value), or the message.
    package var description: String { key.map { "\($0): \(message)" } ?? message }
}
