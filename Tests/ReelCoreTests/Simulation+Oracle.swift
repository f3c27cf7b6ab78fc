import CatalogueOracle
import ReelCore

extension Simulation {
    /// A simulation whose binding is the scenario's oracle strategy: the core's tests run no user code.
    init(
        scenario: Scenario, template: Template, file: String = "scenario", arrivals: ArrivalSource = .modelled
    ) throws(InputError) {
        try self.init(scenario: scenario, template: template, file: file, arrivals: arrivals, catalog: .oracle)
    }
}
