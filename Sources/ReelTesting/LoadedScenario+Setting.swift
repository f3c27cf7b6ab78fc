import Reel
import ReelCore
import ReelKit

extension LoadedScenario {
    /// This scenario with one setting changed, for a test that needs a variant of a scenario file: `key` as
    /// spelled in JSON (`prefetch.lead_screens`), `value` a literal (`2`, `true`, `"index"`). The value is checked
    /// through the settings table as the scenario file's and `reel compare --vary`'s are (a refused value throws
    /// `SettingError` with the same words), then against the template (e.g. `layout.estimated_height` on a grid
    /// throws `InputError`). A scenario with a `gallery` needs the `catalog` that registers it.
    public func setting(
        _ key: String, _ value: JSONValue, catalog: BindingCatalog = .builtIn
    ) throws -> LoadedScenario {
        var copy = self
        copy.scenario = try scenario.setting(key, value)
        try Simulation.validate(
            scenario: copy.scenario, template: template, file: file, catalog: catalog.withStandardCatalogue())
        return copy
    }
}
