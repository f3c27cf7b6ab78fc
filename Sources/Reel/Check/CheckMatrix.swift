import Foundation
import ReelCore
import ReelFormats

/// `check --matrix KEY=V1,V2 …`: each scenario checked once per combination of the values, each combination a
/// scenario of its own with a golden of its own, named `NAME.KEY-VALUE.KEY-VALUE` (`quickstart.appearance-dark`:
/// a scenario name, so goldens, reports and merged shards treat it as any other). The keys are every setting of the
/// scenario table, each value checked as a scenario file's is. The report groups a file's combinations.
package struct CheckMatrix: Sendable {
    /// One setting and the values it takes, in the order given.
    package struct Axis: Sendable, Equatable {
        package var key: String
        package var values: [String]
    }

    package var axes: [Axis]

    /// Every setting of the scenario table: unlike `compare --vary`'s panels, combinations need not share a canvas
    /// or a network, so a matrix may take devices' sizes (`canvas.width`) or seeds too.
    package static var keys: [String] { ScenarioSettings.all.map(\.key) }

    /// Reads `--matrix` specifications, one setting each; a failure names the spec and what was expected.
    package init(specs: [String]) throws(VariantError) {
        var axes: [Axis] = []
        for spec in specs {
            let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, Self.keys.contains(parts[0]) else {
                let keys = Self.keys.joined(separator: ", ")
                throw VariantError(message: "expected KEY=V1,V2 with KEY one of \(keys), got \"\(spec)\"")
            }
            let key = parts[0]
            guard !axes.contains(where: { $0.key == key }) else {
                throw VariantError(message: "\(key) is given in two --matrix options")
            }
            axes.append(Axis(key: key, values: try Variant.values(of: spec, key: key, list: parts[1])))
        }
        self.axes = axes
    }

    /// Every combination of one value per setting, as `KEY=VALUE` words: the first setting's values outermost.
    package var combinations: [[String]] {
        axes.reduce([[]]) { combinations, axis in
            combinations.flatMap { combination in axis.values.map { combination + ["\(axis.key)=\($0)"] } }
        }
    }

    /// `loaded` once per combination, each with its settings applied and its name carrying them; a value refused
    /// for this scenario, a name too long or two combinations named alike fail, naming the file.
    package func expand(_ loaded: LoadedScenario) throws(VariantError) -> [LoadedScenario] {
        guard !axes.isEmpty else { return [loaded] }
        var expanded: [LoadedScenario] = []
        for combination in combinations {
            let variant: LoadedScenario
            do {
                variant = try loaded.applying(settings: combination)
            } catch {
                throw VariantError(key: error.key, message: "\(error.message) (in \(loaded.file))")
            }
            let name = variant.scenario.name
            if let problem = PathName.scenarioNameProblem(name) {
                throw VariantError(
                    message: "the combination's scenario name \"\(name)\" \(problem) (in \(loaded.file))")
            }
            if expanded.contains(where: { $0.scenario.name == name }) {
                throw VariantError(message: "two combinations are both named \"\(name)\" (in \(loaded.file))")
            }
            expanded.append(variant)
        }
        return expanded
    }
}

extension LoadedScenario {
    /// This scenario with `settings` (`KEY=VALUE` words, as `check --matrix` makes them) applied in order, each
    /// value checked as a scenario file's is; its name gets each as `.KEY-VALUE` (a scalar a name cannot hold
    /// becomes `_`), and the hash its runs record (`scenario_hash`) covers them. `panel-worker --setting` makes the
    /// same scenario.
    package func applying(settings: [String]) throws(SettingError) -> LoadedScenario {
        guard !settings.isEmpty else { return self }
        var copy = self
        for word in settings {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw SettingError(key: word, message: "expected KEY=VALUE") }
            copy.scenario = try copy.scenario.setting(parts[0], text: parts[1])
        }
        let suffix = settings.map { word in
            word.unicodeScalars.map { scalar in
                scalar == "=" ? "-" : PathName.isNameScalar(scalar) ? String(scalar) : "_"
            }.joined()
        }
        copy.scenario.name = ([scenario.name] + suffix).joined(separator: ".")
        copy.settings = settings
        copy.bytes.append(Data(("\n@" + settings.joined(separator: ",") + "\n").utf8))
        return copy
    }
}
