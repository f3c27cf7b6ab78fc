extension Scenario {
    /// This scenario with one setting changed, validated as a scenario file's value is: `key` as spelled in JSON
    /// (`prefetch.lead_screens`), `value` a JSON value (a literal: `2`, `true`, `"index"`). A value out of range,
    /// of the wrong type, or one that breaks a rule across settings (p95 below the median) throws. Settings of the
    /// same object that were never given are derived as a file giving the same keys derives them (`median_ms`
    /// alone sets p95 to 3.75 × the median; one `failure_kinds` weight leaves the others at 0).
    public func setting(_ key: String, _ value: JSONValue) throws(SettingError) -> Scenario {
        let setting = try Self.setting(named: key)
        return try changed(setting, to: setting.kind.check(value))
    }

    /// This scenario with one setting changed to the value a command-line word stands for (`50`, `true`, `index`).
    public func setting(_ key: String, text: String) throws(SettingError) -> Scenario {
        let setting = try Self.setting(named: key)
        return try changed(setting, to: setting.kind.check(text: text))
    }

    private static func setting(named key: String) throws(SettingError) -> Setting {
        guard let setting = ScenarioSettings.named(key) else {
            let keys = ScenarioSettings.all.map(\.key).joined(separator: ", ")
            throw SettingError(key: key, message: "unknown setting (expected one of: \(keys))")
        }
        return setting
    }

    private func changed(
        _ setting: Setting, to checked: Result<JSONValue, SettingMessage>
    ) throws(SettingError) -> Scenario {
        let value: JSONValue
        switch checked {
        case .success(let valid): value = valid
        case .failure(let reason): throw SettingError(key: setting.key, message: reason.text)
        }
        var copy = self
        setting.write(&copy, value)
        copy.givenSettings.insert(setting.key)
        copy.fillDerived(in: setting.object)
        // The changed setting's own object is checked first, so a value that breaks a rule across objects (a safe
        // area larger than the canvas) is answered by that object's rule, naming its keys, not by the other's.
        let rules = SettingRule.all.filter { $0.object == setting.object } + SettingRule.all
        for rule in rules {
            if let (key, message) = rule.check(copy) { throw SettingError(key: key, message: message) }
        }
        return copy
    }

    /// Sets what the object at key path `object` leaves out from what it gives, as decoding a file that gives the
    /// same keys does: `network.latency` with only `median_ms` given gets p95 = 3.75 × median.
    private mutating func fillDerived(in object: Substring) {
        guard let rule = SettingRule.all.first(where: { $0.object == object }) else { return }
        let prefix = object + "."
        let given = Set(
            givenSettings.lazy.filter { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count) }
                .filter { !$0.contains(".") })
        rule.fill(&self, given)
    }
}
