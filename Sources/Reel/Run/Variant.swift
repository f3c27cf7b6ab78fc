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
        let values: [String]
        do throws(VariantError) {
            values = try Self.values(of: spec, key: key, list: parts[1])
        } catch {
            return .failure(error)
        }
        for text in values {
            let copy: Scenario
            do {
                copy = try scenario.setting(key, text: text)
            } catch {
                return .failure(VariantError(key: error.key, message: error.message))
            }
            variants.append(Variant(name: "\(key)=\(text)", scenario: copy))
        }
        guard variants.count >= 2 else {
            return .failure(VariantError(message: "expected at least two values after \(key)="))
        }
        return .success(variants)
    }
}

extension Variant {
    /// The values of a `KEY=V1,V2` specification (`list`, after the `=`), trimmed; the same rule for `--vary` and
    /// `--matrix`: none empty (`a,,b` names no value) and none given twice.
    package static func values(of spec: String, key: String, list: String) throws(VariantError) -> [String] {
        let values = list.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !values.contains(where: \.isEmpty) else {
            throw VariantError(message: "expected values after \(key)= with none empty, got \"\(spec)\"")
        }
        if let twice = values.first(where: { value in values.filter { $0 == value }.count > 1 }) {
            throw VariantError(message: "\(twice) is given twice after \(key)=")
        }
        return values
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
