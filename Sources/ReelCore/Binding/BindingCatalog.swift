/// Where a run's binding comes from: a catalogue name (the scenario's `binding`) or a gallery of the user's own cell
/// code registered by name (the scenario's `gallery`), each made fresh for every simulation. The core ships no
/// binding of its own: ReelKit registers a cell class for every catalogue name (`BindingCatalog.builtIn`), and a
/// user's tool adds its galleries.
public struct BindingCatalog: Sendable {
    /// Makes a fresh binding for one simulation of `scenario` (its state lives as long as that simulation).
    public typealias Make = @Sendable (Scenario) -> any BindingStrategy

    /// A registered gallery: its name, the actions a script may call (read without making the gallery, so that
    /// validating a scenario runs none of the user's code), and how to make its binding.
    public struct Gallery: Sendable {
        public let name: String
        package let actionNames: @Sendable () -> [String]
        public let make: Make
    }

    /// The registered galleries, in registration order.
    public private(set) var galleries: [Gallery] = []
    /// The bindings registered for catalogue names.
    private var catalogue: [BindingStrategyKind: Make] = [:]

    /// An empty catalogue.
    public init() {}

    /// Registers the gallery `name` whose script actions are `actionNames` (a later registration of the same name
    /// replaces the earlier one).
    public mutating func register(
        _ name: String, actionNames: @escaping @Sendable () -> [String] = { [] }, make: @escaping Make
    ) {
        galleries.removeAll { $0.name == name }
        galleries.append(Gallery(name: name, actionNames: actionNames, make: make))
    }

    /// Serves the catalogue name `kind` with `make`.
    public mutating func register(_ kind: BindingStrategyKind, make: @escaping Make) {
        catalogue[kind] = make
    }

    /// The catalogue names served by a registered binding, in declaration order.
    package var registeredKinds: [BindingStrategyKind] { BindingStrategyKind.allCases.filter { catalogue[$0] != nil } }

    /// The names a scenario's `gallery` may take.
    public var names: [String] { galleries.map(\.name) }

    /// The actions a script of `scenario` may `call`, checking that its binding or gallery is served; makes nothing.
    package func actionNames(for scenario: Scenario, file: String) throws(InputError) -> [String] {
        guard let name = scenario.gallery else {
            guard catalogue[scenario.binding] != nil else { throw unserved(scenario.binding, file: file) }
            return []
        }
        return try gallery(named: name, file: file).actionNames()
    }

    /// The binding for `scenario`: its gallery when it names one, else its `binding` from the catalogue.
    func makeStrategy(for scenario: Scenario, file: String) throws(InputError) -> any BindingStrategy {
        guard let name = scenario.gallery else {
            guard let make = catalogue[scenario.binding] else { throw unserved(scenario.binding, file: file) }
            return make(scenario)
        }
        return try gallery(named: name, file: file).make(scenario)
    }

    private func gallery(named name: String, file: String) throws(InputError) -> Gallery {
        guard let gallery = galleries.first(where: { $0.name == name }) else {
            let known = names.isEmpty ? "this tool registers none" : "expected one of \(names.joined(separator: ", "))"
            throw InputError(file: file, path: "$.gallery", message: "no gallery named \"\(name)\": \(known)")
        }
        return gallery
    }

    private func unserved(_ kind: BindingStrategyKind, file: String) -> InputError {
        let known = registeredKinds.map(\.rawValue).joined(separator: ", ")
        return InputError(
            file: file, path: "$.binding",
            message: "this tool does not serve \"\(kind.rawValue)\"\(known.isEmpty ? "" : ": expected one of \(known)")"
        )
    }
}
