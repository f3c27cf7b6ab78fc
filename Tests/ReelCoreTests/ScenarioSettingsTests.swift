import Foundation
import Testing

@testable import ReelCore

/// The settings table: one check per setting, whether the value comes from a file or from Swift / `--vary`.
@Suite struct ScenarioSettingsTests {
    /// Scenario JSON with `value` at the key path `key` and any `siblings` (key path → value) beside it.
    static func json(_ key: String, _ value: String, siblings: [String: String] = [:]) -> String {
        var tree: [String: Any] = [:]
        for (path, text) in siblings.merging([key: value], uniquingKeysWith: { $1 }) {
            insert(text, at: path.split(separator: ".").map(String.init), into: &tree)
        }
        // Keys are unique in a scenario file: `name` and `script` come first unless the tree gives them.
        let name = tree["name"] == nil ? #""name": "s", "# : ""
        let script = tree["script"] == nil ? #""script": [], "# : ""
        return "{" + name + script + render(tree).dropFirst()
    }

    private static func insert(_ text: String, at path: [String], into tree: inout [String: Any]) {
        guard path.count > 1 else {
            tree[path[0]] = text
            return
        }
        var child = tree[path[0]] as? [String: Any] ?? [:]
        insert(text, at: Array(path.dropFirst()), into: &child)
        tree[path[0]] = child
    }

    private static func render(_ tree: [String: Any]) -> String {
        let fields = tree.keys.sorted().map { key in
            let value = tree[key].flatMap { $0 as? [String: Any] }.map(render) ?? "\(tree[key]!)"
            return "\"\(key)\": \(value)"
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// Values beside `key` that its object's rule needs to accept any in-range value of it.
    static func siblings(of key: String) -> [String: String] {
        switch key {
        case "network.latency.p95_ms": ["network.latency.median_ms": "0"]
        case let key where key.hasPrefix("network.failure_kinds."):
            ["network.failure_kinds.timeout": "1", "network.failure_kinds.reset": "1"].filter { $0.key != key }
        default: [:]
        }
    }

    /// The number settings with the edges of their ranges, as command-line words.
    static var edges: [(key: String, inside: [String], outside: [String])] {
        ScenarioSettings.all.compactMap { setting in
            let describe = { (value: Double) in JSONReader.describe(value) }
            switch setting.kind {
            case .number(let range):
                let step = min(1, (range.upperBound - range.lowerBound) / 4)
                return (
                    setting.key, [describe(range.lowerBound), describe(range.upperBound)],
                    [describe(range.lowerBound - step), describe(range.upperBound + step)]
                )
            case .integer(let range):
                return (
                    setting.key, [String(range.lowerBound), String(range.upperBound)],
                    [String(range.lowerBound - 1), String(range.upperBound + 1), "\(range.lowerBound).5"]
                )
            default:
                return nil
            }
        }
    }

    @Test func everyRangeEdgeIsAcceptedAndEveryValueBeyondItRefusedTheSameWayEverywhere() throws {
        #expect(Self.edges.count >= 30)
        for (key, inside, outside) in Self.edges {
            let base = try ScenarioJSON.decode(Self.json("name", #""s""#, siblings: Self.siblings(of: key)))
            for word in inside {
                let fromFile = try ScenarioJSON.decode(Self.json(key, word, siblings: Self.siblings(of: key)))
                let fromSwift = try base.setting(key, text: word)
                let setting = try #require(ScenarioSettings.named(key))
                #expect(setting.value(in: fromFile) == .number(Double(word)!), "\(key)=\(word)")
                #expect(setting.value(in: fromSwift) == .number(Double(word)!), "\(key)=\(word)")
            }
            for word in outside {
                let fileError = try #require(ScenarioJSON.error(Self.json(key, word, siblings: Self.siblings(of: key))))
                let settingError = #expect(throws: SettingError.self, "\(key)=\(word)") {
                    try base.setting(key, text: word)
                }
                #expect(fileError.path == "$.\(key)")
                #expect(settingError?.key == key)
                #expect(settingError?.message == fileError.message, "\(key)=\(word)")
                #expect(fileError.message.hasPrefix("expected a"), "\(fileError)")
            }
        }
    }

    @Test func leadScreensOfFiftyGetsOneMessageNamingTheKeyAndTheRange() throws {
        let fileError = try #require(ScenarioJSON.error(Self.json("prefetch.lead_screens", "50")))
        #expect(fileError.description == "s.json: $.prefetch.lead_screens: expected a number in 0...20, got 50")
        let swiftError = #expect(throws: SettingError.self) {
            try Scenario(name: "s", script: []).setting("prefetch.lead_screens", 50)
        }
        #expect(swiftError?.description == "prefetch.lead_screens: expected a number in 0...20, got 50")
    }

    @Test func wrongTypesAndNamesGetTheFilesWords() throws {
        let scenario = Scenario(name: "s", script: [])
        let cases: [(key: String, json: String, value: JSONValue)] = [
            ("prefetch.enabled", "1", 1),
            ("binding", #""fast""#, "fast"),
            ("data_source.identity", #""uuid""#, "uuid"),
            ("content_size", "3", 3),
            ("network.seed", #""seven""#, "seven"),
        ]
        for (key, json, value) in cases {
            let fileError = try #require(ScenarioJSON.error(Self.json(key, json)))
            let swiftError = #expect(throws: SettingError.self) { try scenario.setting(key, value) }
            #expect(swiftError?.message == fileError.message, "\(key)")
        }
        let word = #expect(throws: SettingError.self) { try scenario.setting("prefetch.lead_screens", text: "far") }
        #expect(word?.message == #"expected a number in 0...20, got "far""#)
    }

    @Test func namedValuesAndFlagsAreSetByName() throws {
        let scenario = try Scenario(name: "s", script: [])
            .setting("data_source.identity", text: "fresh-uuid")
            .setting("binding", "naive")
            .setting("scroll_indicator", text: "false")
            .setting("main_thread.decode_on_main", true)
        #expect(scenario.dataSource.identity == .freshUUID)
        #expect(scenario.binding == .naive)
        #expect(!scenario.scrollIndicator)
        #expect(scenario.mainThread == MainThreadCostOverrides(decodeOnMain: true))
        let unknown = #expect(throws: SettingError.self) { try scenario.setting("prefetch.colour", 1) }
        #expect(unknown?.message.contains("prefetch.lead_screens") == true)
    }

    @Test func rulesAcrossSettingsHoldForSwiftToo() throws {
        let scenario = Scenario(name: "s", script: [])
        let p95 = #expect(throws: SettingError.self) { try scenario.setting("network.latency.p95_ms", 100) }
        #expect(p95?.description == "network.latency.p95_ms: expected p95_ms ≥ median_ms (120), got 100")
        let median = ["network.latency.median_ms": "120"]
        let fileError = ScenarioJSON.error(Self.json("network.latency.p95_ms", "100", siblings: median))
        #expect(fileError?.message == p95?.message)
        // A median alone derives p95 as a file giving only the median does.
        #expect(try scenario.setting("network.latency.median_ms", 600).network.latencyP95Ms == 2_250)
        // One weight given leaves the others at 0, as a `failure_kinds` object giving only it does.
        let onlyWeight = #expect(throws: SettingError.self) {
            try scenario.setting("network.failure_kinds.timeout", 0)
        }
        #expect(onlyWeight?.description == "network.failure_kinds: expected at least one weight > 0")
        let twoWeights = try scenario.setting("network.failure_kinds.timeout", 1).setting(
            "network.failure_kinds.reset", 2)
        #expect(twoWeights.network.failureKinds == FailureKinds(timeout: 1, http500: 0, reset: 2))
        let lastWeight = #expect(throws: SettingError.self) {
            try twoWeights.setting("network.failure_kinds.timeout", 0).setting("network.failure_kinds.reset", 0)
        }
        #expect(lastWeight?.description == "network.failure_kinds: expected at least one weight > 0")
    }

    @Test func everyDefaultIsWhatAFileWithoutTheSettingGets() throws {
        let decoded = try ScenarioJSON.decode(#"{"name": "s", "script": []}"#)
        for setting in ScenarioSettings.all {
            #expect(setting.value(in: decoded) == setting.value(in: Scenario(name: "s", script: [])), "\(setting.key)")
        }
        #expect(ScenarioSettings.named("prefetch.lead_screens")?.defaultDescription == "1")
        #expect(ScenarioSettings.named("layout.estimated_height")?.defaultDescription == "the template's")
    }

    @Test func keysAreUniqueAndEachHasADoc() {
        let keys = ScenarioSettings.all.map(\.key)
        #expect(Set(keys).count == keys.count)
        for setting in ScenarioSettings.all {
            #expect(!setting.doc.isEmpty && !setting.doc.contains("|"), "\(setting.key)")
        }
    }
}
