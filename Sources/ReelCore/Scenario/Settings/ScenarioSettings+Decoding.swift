extension ScenarioSettings {
    /// Reads every setting of a scenario file from its root object, opening the objects they sit in (`canvas`,
    /// `network`, …) in table order. The caller reads the compound keys and rejects unknown root keys.
    static func read(from root: inout JSONReader, into scenario: inout Scenario) throws(InputError) {
        try read(prefix: "", from: &root, into: &scenario)
    }

    /// Reads the settings of the object at key path `object` (e.g. `network.latency`) from its reader, applies
    /// the object's rule and rejects unknown keys in it.
    static func read(object: String, from reader: inout JSONReader, into scenario: inout Scenario) throws(InputError) {
        let given = try read(prefix: object + ".", from: &reader, into: &scenario)
        try reader.finish()
        guard let rule = SettingRule.all.first(where: { $0.object == object }) else { return }
        rule.fill(&scenario, given)
        if let (key, message) = rule.check(scenario) {
            throw InputError(file: reader.file, path: reader.path + key.dropFirst(object.count), message: message)
        }
    }

    /// Reads the settings whose keys start with `prefix` from `reader`, the object at that prefix; returns the
    /// names the object gives.
    @discardableResult
    private static func read(
        prefix: String, from reader: inout JSONReader, into scenario: inout Scenario
    ) throws(InputError) -> Set<Substring> {
        var given: Set<Substring> = []
        var opened: Set<Substring> = []
        for setting in all where setting.key.hasPrefix(prefix) {
            let rest = setting.key.dropFirst(prefix.count)
            if let dot = rest.firstIndex(of: ".") {
                let child = rest[..<dot]
                guard opened.insert(child).inserted else { continue }
                if var nested = try reader.object(String(child)) {
                    try read(object: prefix + child, from: &nested, into: &scenario)
                    given.insert(child)
                }
            } else if let value = try reader.checked(String(rest), setting.kind) {
                setting.write(&scenario, value)
                scenario.givenSettings.insert(setting.key)
                given.insert(rest)
            }
        }
        return given
    }
}
