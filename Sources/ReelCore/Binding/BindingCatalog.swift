/// Where a run's binding comes from: the catalogue (the scenario's `binding`), or a gallery of the user's own cell
/// code registered by name (the scenario's `gallery`), each made fresh for every simulation. A catalogue name is
/// served by the binding registered for it (ReelKit registers a cell class for each), else by its `BindingStrategy`
/// in ReelCore.
public struct BindingCatalog: Sendable {
    /// Makes a fresh binding for one simulation of `scenario` (its state lives as long as that simulation).
    public typealias Make = @Sendable (Scenario) -> any BindingStrategy

    /// The registered galleries, by name, in registration order.
    public private(set) var galleries: [(name: String, make: Make)] = []
    /// The bindings registered for catalogue names, replacing ReelCore's strategies.
    private var catalogue: [BindingStrategyKind: Make] = [:]

    /// The built-in catalogue only.
    public init() {}

    /// The built-in catalogue only.
    public static let builtIn = BindingCatalog()

    /// Registers `name` (a later registration of the same name replaces the earlier one).
    public mutating func register(_ name: String, make: @escaping Make) {
        galleries.removeAll { $0.name == name }
        galleries.append((name, make))
    }

    /// Serves the catalogue name `kind` with `make` instead of ReelCore's strategy.
    public mutating func register(_ kind: BindingStrategyKind, make: @escaping Make) {
        catalogue[kind] = make
    }

    /// The catalogue names served by a registered binding, in declaration order.
    public var registeredKinds: [BindingStrategyKind] { BindingStrategyKind.allCases.filter { catalogue[$0] != nil } }

    /// The names a scenario's `gallery` may take.
    public var names: [String] { galleries.map(\.name) }

    /// The binding for `scenario`: its gallery when it names one, else its `binding` from the catalogue.
    public func makeStrategy(for scenario: Scenario, file: String) throws(InputError) -> any BindingStrategy {
        guard let name = scenario.gallery else {
            return catalogue[scenario.binding]?(scenario) ?? scenario.binding.makeStrategy()
        }
        guard let gallery = galleries.first(where: { $0.name == name }) else {
            let known = names.isEmpty ? "this tool registers none" : "expected one of \(names.joined(separator: ", "))"
            throw InputError(file: file, path: "$.gallery", message: "no gallery named \"\(name)\": \(known)")
        }
        return gallery.make(scenario)
    }
}
