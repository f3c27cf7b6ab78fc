/// One scenario setting, declared once: its key as spelled in JSON, what values it takes, what it means, and
/// how it reads and writes a `Scenario`. `ScenarioSettings.all` lists them; the decoder, `reel compare --vary`,
/// `Scenario.setting(_:_:)` and the scenario reference all work from that list.
package struct Setting: Sendable {
    /// The key path as spelled in scenario JSON, e.g. `prefetch.lead_screens`.
    package let key: String
    /// The values it takes.
    package let kind: SettingKind
    /// One line: what it does.
    package let doc: String
    /// Whether `reel compare --vary` may vary it (panels share the canvas, template, items and script).
    package let variable: Bool
    /// What leaving an optional setting unset means (for the reference); nil when it has a default value.
    package let unset: String?
    /// Writes a value `kind` accepted.
    let write: @Sendable (inout Scenario, JSONValue) -> Void
    /// The scenario's value, nil when unset.
    let read: @Sendable (Scenario) -> JSONValue?

    /// The last component of the key: the name inside its JSON object.
    package var name: Substring { key.split(separator: ".").last ?? Substring(key) }

    /// The key path of the JSON object the setting sits in (`network.latency`), empty at the root.
    package var object: Substring { key.lastIndex(of: ".").map { key[..<$0] } ?? "" }

    /// The value in `scenario`, nil when an optional setting is unset.
    package func value(in scenario: Scenario) -> JSONValue? { read(scenario) }

    /// The default, as the reference shows it.
    package var defaultDescription: String {
        guard let value = read(Scenario.defaults) else { return unset ?? "none" }
        return switch value {
        case .number(let number): JSONReader.describe(number)
        case .bool(let flag): String(flag)
        case .string(let text): "`\(text)`"
        default: "none"
        }
    }
}

extension Setting {
    /// A number setting.
    static func number(
        _ key: String, _ path: any WritableKeyPath<Scenario, Double> & Sendable, in range: ClosedRange<Double>,
        variable: Bool = true, _ doc: String
    ) -> Setting {
        Setting(
            key: key, kind: .number(range), doc: doc, variable: variable, unset: nil,
            write: { scenario, value in
                guard case .number(let number) = value else { return }
                scenario[keyPath: path] = number
            }, read: { .number($0[keyPath: path]) })
    }

    /// A number setting that may be left unset (`unset` says what that means).
    static func number(
        _ key: String, _ path: any WritableKeyPath<Scenario, Double?> & Sendable, in range: ClosedRange<Double>,
        unset: String, variable: Bool = true, _ doc: String
    ) -> Setting {
        Setting(
            key: key, kind: .number(range), doc: doc, variable: variable, unset: unset,
            write: { scenario, value in
                guard case .number(let number) = value else { return }
                scenario[keyPath: path] = number
            }, read: { $0[keyPath: path].map(JSONValue.number) })
    }

    /// A whole-number setting.
    static func integer<Whole: BinaryInteger & Sendable>(
        _ key: String, _ path: any WritableKeyPath<Scenario, Whole> & Sendable, in range: ClosedRange<Int>,
        variable: Bool = true, _ doc: String
    ) -> Setting {
        Setting(
            key: key, kind: .integer(range), doc: doc, variable: variable, unset: nil,
            write: { scenario, value in
                guard case .number(let number) = value, let whole = Whole(exactly: number) else { return }
                scenario[keyPath: path] = whole
            }, read: { .number(Double($0[keyPath: path])) })
    }

    /// A true/false setting.
    static func flag(
        _ key: String, _ path: any WritableKeyPath<Scenario, Bool> & Sendable, variable: Bool = true, _ doc: String
    ) -> Setting {
        Setting(
            key: key, kind: .flag, doc: doc, variable: variable, unset: nil,
            write: { scenario, value in
                guard case .bool(let flag) = value else { return }
                scenario[keyPath: path] = flag
            }, read: { .bool($0[keyPath: path]) })
    }

    /// A true/false setting that may be left unset.
    static func flag(
        _ key: String, _ path: any WritableKeyPath<Scenario, Bool?> & Sendable, unset: String, variable: Bool = true,
        _ doc: String
    ) -> Setting {
        Setting(
            key: key, kind: .flag, doc: doc, variable: variable, unset: unset,
            write: { scenario, value in
                guard case .bool(let flag) = value else { return }
                scenario[keyPath: path] = flag
            }, read: { $0[keyPath: path].map(JSONValue.bool) })
    }

    /// A setting naming one of an enumeration's cases by raw value.
    static func choice<Named: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: any WritableKeyPath<Scenario, Named> & Sendable, variable: Bool = true, _ doc: String
    ) -> Setting where Named.RawValue == String {
        Setting(
            key: key, kind: .choice(Named.allCases.map(\.rawValue)), doc: doc, variable: variable, unset: nil,
            write: { scenario, value in
                guard case .string(let name) = value, let named = Named(rawValue: name) else { return }
                scenario[keyPath: path] = named
            }, read: { .string($0[keyPath: path].rawValue) }
        )
    }

    /// A string setting (a path) that may be left unset.
    static func text(
        _ key: String, _ path: any WritableKeyPath<Scenario, String?> & Sendable, unset: String, _ doc: String
    ) -> Setting {
        Setting(
            key: key, kind: .text, doc: doc, variable: false, unset: unset,
            write: { scenario, value in
                guard case .string(let text) = value else { return }
                scenario[keyPath: path] = text
            }, read: { $0[keyPath: path].map(JSONValue.string) })
    }
}
