/// A scenario's `main_thread` settings: the costs it changes over its template's, nil where it keeps them.
/// Read once (through `ScenarioSettings`) and applied with `MainThreadCosts.overridden(by:)`.
package struct MainThreadCostOverrides: Sendable, Equatable {
    package var createMs: Double?
    var dequeueMs: Double?
    package var configureMs: Double?
    var layoutMs: Double?
    package var selfSizingMs: Double?
    package var decodeMsPerMegapixel: Double?
    package var decodeOnMain: Bool?

    package init(
        createMs: Double? = nil, dequeueMs: Double? = nil, configureMs: Double? = nil, layoutMs: Double? = nil,
        selfSizingMs: Double? = nil, decodeMsPerMegapixel: Double? = nil, decodeOnMain: Bool? = nil
    ) {
        self.createMs = createMs
        self.dequeueMs = dequeueMs
        self.configureMs = configureMs
        self.layoutMs = layoutMs
        self.selfSizingMs = selfSizingMs
        self.decodeMsPerMegapixel = decodeMsPerMegapixel
        self.decodeOnMain = decodeOnMain
    }
}

extension MainThreadCosts {
    /// These costs with `overrides` applied where they are set.
    package func overridden(by overrides: MainThreadCostOverrides) -> MainThreadCosts {
        var costs = self
        costs.createMs = overrides.createMs ?? createMs
        costs.dequeueMs = overrides.dequeueMs ?? dequeueMs
        costs.configureMs = overrides.configureMs ?? configureMs
        costs.layoutMs = overrides.layoutMs ?? layoutMs
        costs.selfSizingMs = overrides.selfSizingMs ?? selfSizingMs
        costs.decodeMsPerMegapixel = overrides.decodeMsPerMegapixel ?? decodeMsPerMegapixel
        costs.decodeOnMain = overrides.decodeOnMain ?? decodeOnMain
        return costs
    }
}
