import Foundation
import ReelTestSupport
import Testing

@testable import ReelCore

/// Every numeric setting refuses huge, infinite, not-a-number and negative values with the same words in a file,
/// after `--vary` and through `Scenario.setting`; edit positions out of range, an over-long run and a name that
/// cannot be a folder are input errors with their JSON path.
@Suite struct InputLimitsTests {
    static let numericKeys = ScenarioSettings.all.filter {
        switch $0.kind {
        case .number, .integer: true
        default: false
        }
    }.map(\.key)

    /// What `--vary` and the file would write for each hostile value (a file cannot spell inf or nan: 1e999 is
    /// refused by the reader before the setting sees it).
    static let hostile: [(text: String, value: Double)] = [
        ("1e300", 1e300), ("inf", .infinity), ("-inf", -.infinity), ("nan", .nan), ("-1", -1), ("1e308", 1e308),
    ]

    /// The scenario JSON with `key` (a dotted path) set to the number literal `literal`.
    static func json(_ key: String, _ literal: String) -> String {
        let parts = key.split(separator: ".").map(String.init)
        var body = literal
        for part in parts.reversed() { body = "{\"\(part)\": \(body)}" }
        let inner = body.dropFirst().dropLast()
        return #"{"name": "limits", "script": [], "# + inner + "}"
    }

    @Test(arguments: numericKeys)
    func everyNumericSettingRefusesHostileValuesAlikeEverywhere(key: String) throws {
        for (text, value) in Self.hostile {
            var varyError: SettingError?
            do { _ = try Scenario.defaults.setting(key, text: text) } catch { varyError = error }
            var apiError: SettingError?
            do { _ = try Scenario.defaults.setting(key, .number(value)) } catch { apiError = error }
            let vary = try #require(varyError, "\(key)=\(text) was accepted")
            #expect(vary.key == key)
            #expect(vary.message.hasPrefix("expected a"), "\(vary)")
            #expect(apiError == vary, "\(key)=\(text)")
            guard value.isFinite else { continue }
            let fileError = try #require(ScenarioJSON.error(Self.json(key, text)), "\(key): \(text) in a file")
            #expect(fileError.path == "$." + key)
            #expect(fileError.message == vary.message, "\(key)=\(text)")
        }
        let overflow = try #require(ScenarioJSON.error(Self.json(key, "1e999")))
        #expect(overflow.path == "$." + key)
        #expect(overflow.message.hasPrefix("expected a number a Double can hold"))
    }

    @Test func hostileValuesAreRefusedAfterVary() {
        let repros = [
            ("pipeline.max_concurrent", "1e300"), ("pipeline.max_concurrent", "inf"),
            ("network.latency.median_ms", "1e300"), ("pipeline.memory_cache_mb", "1e300"),
            ("prefetch.lead_screens", "1e308"), ("prefetch.trail_screens", "1e308"),
        ]
        for (key, text) in repros {
            #expect(throws: SettingError.self, "\(key)=\(text)") { _ = try Scenario.defaults.setting(key, text: text) }
        }
    }

    // MARK: Edit positions

    static func simulate(_ script: [ScriptAction], count: Int = 10) -> InputError? {
        let scenario = Scenario(name: "positions", items: .synthetic(count: count), script: script)
        do {
            _ = try Simulation(scenario: scenario, template: photoGrid())
            return nil
        } catch {
            return error
        }
    }

    @Test func positionsOutOfRangeAreRefusedWithTheirPath() {
        let cases: [(ScriptAction, String, String)] = [
            (.insert(count: 1, at: .index(11), items: []), "$.script[0].insert.at", "expected an index ≤ 10"),
            (.move(item: .index(0), to: 10), "$.script[0].move.to", "expected an index below 10"),
            (.delete(.range(count: 1, at: .index(10))), "$.script[0].delete.at", "expected an index below 10"),
            (.delete(.range(count: 3, at: .index(8))), "$.script[0].delete.count", "expected at most 2 items"),
            (.delete(.range(count: 11, at: .top)), "$.script[0].delete.count", "expected at most 10 items"),
            (.delete(.range(count: 11, at: .bottom)), "$.script[0].delete.count", "expected at most 10 items"),
        ]
        for (action, path, message) in cases {
            let error = Self.simulate([action])
            #expect(error?.path == path, "\(action)")
            #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
        }
    }

    @Test func positionsAtTheEdgesAreAccepted() {
        #expect(Self.simulate([.insert(count: 1, at: .index(10), items: [])]) == nil)
        #expect(Self.simulate([.move(item: .index(0), to: 9)]) == nil)
        #expect(Self.simulate([.delete(.range(count: 2, at: .index(8)))]) == nil)
        #expect(Self.simulate([.delete(.range(count: 10, at: .bottom))]) == nil)
    }

    @Test func positionsAreCheckedAgainstTheListAsEditedSoFar() {
        let script: [ScriptAction] = [
            .delete(.range(count: 5, at: .top)), .apply(animated: false, durationMs: 0),
            .insert(count: 1, at: .index(6), items: []),
        ]
        #expect(Self.simulate(script)?.path == "$.script[2].insert.at")
    }

    // MARK: Run length

    @Test func aScriptOverTheFrameLimitIsRefusedWithItsFrameCount() throws {
        let waits = Array(repeating: ScriptAction.wait(ms: 600_000), count: 1_000)
        var scenario = Scenario(name: "long", canvas: Canvas(fps: 5), items: .synthetic(count: 6), script: waits)
        #expect(scenario.estimatedFrames == 3_000_001)
        let error = try #require(Self.error(scenario))
        #expect(error.path == "$.script")
        #expect(error.message.hasPrefix("the script runs 3000001 frames (600000 s at 5 fps), more than max_frames"))
        scenario.maxFrames = 3_000_001
        #expect(Self.error(scenario) == nil)
    }

    @Test func maxFramesIsASettingOfTheFile() throws {
        let json = #"{"name": "long", "max_frames": 20, "canvas": {"fps": 10}, "script": [{"wait": {"ms": 2000}}]}"#
        let scenario = try ScenarioJSON.decode(json)
        #expect(scenario.maxFrames == 20)
        #expect(scenario.estimatedFrames == 21)
        #expect(Self.error(scenario)?.message.contains("the script runs 21 frames") == true)
        #expect(ScenarioJSON.error(#"{"name": "a", "max_frames": 0, "script": []}"#)?.path == "$.max_frames")
        #expect(Scenario.defaults.maxFrames == 100_000)
    }

    static func error(_ scenario: Scenario) -> InputError? {
        do {
            _ = try Simulation(scenario: scenario, template: photoGrid())
            return nil
        } catch {
            return error
        }
    }

    // MARK: Names and canvas

    @Test(
        arguments: [String(repeating: "a", count: 201), String(repeating: "é", count: 101)] + HostileNames.all)
    func aNameThatCannotBeAFolderIsRefused(name: String) throws {
        let data = try JSONSerialization.data(withJSONObject: ["name": name, "script": [String]()])
        let json = String(decoding: data, as: UTF8.self)
        let error = ScenarioJSON.error(json)
        #expect(error?.path == "$.name", "\(name.unicodeScalars.map(\.value))")
        #expect(error?.message.hasPrefix("expected ") == true)
    }

    @Test func aSeparatorJoinedToAPrependedLetterIsNamed() {
        let error = ScenarioJSON.error(#"{"name": "\u0D4E/..", "script": []}"#)
        #expect(
            error?.message
                == "expected letters, digits, '-', '_' or '.', not starting with '.', one path component of at "
                + "most 200 bytes (it names the output folder), got \"\u{0D4E}/..\": holds U+0D4E, which a name "
                + "cannot hold")
    }

    @Test func aNameOfTheLongestLengthIsAccepted() throws {
        let name = String(repeating: "a", count: Scenario.maxNameBytes)
        #expect(try ScenarioJSON.decode(#"{"name": "\#(name)", "script": []}"#).name == name)
    }

    @Test func aCanvasWiderThanCairoDrawsIsRefused() {
        let json = #"{"name": "a", "canvas": {"width": 8192, "height": 16, "scale": 4}, "script": []}"#
        let error = ScenarioJSON.error(json)
        #expect(error?.path == "$.canvas")
        #expect(error?.message == "expected at most 32767 pixels per side (cairo's limit), got 32768x64")
        #expect(throws: SettingError.self) {
            _ = try Scenario.defaults.setting("canvas.scale", text: "4").setting("canvas.width", text: "8192")
        }
    }
}
