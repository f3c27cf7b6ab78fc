import Foundation
import Testing

@testable import ReelCore

/// The table of script actions: every action decodes by its name, every key the table lists is one the decoder
/// reads, and every range and requirement the table declares is the one a scenario file meets.
@Suite struct ScriptActionTableTests {
    /// Action bodies that decode, together giving every key the action lists (keys that exclude each other —
    /// `insert`'s `items` and `count`, `delete`'s `items` and `count` + `at` — in separate bodies).
    static func bodies(_ kind: ScriptActionKind) -> [String] {
        switch kind {
        case .fling: [#"{"velocity": 3000}"#, #"{"velocity": -10, "deceleration": "fast"}"#]
        case .drag: [#"{"by": 400, "duration_ms": 500}"#]
        case .wait: [#"{"ms": 100}"#]
        case .scrollTo: [#"{"item": 5, "animated": false}"#]
        case .insert: [#"{"count": 2, "at": "bottom"}"#, #"{"items": [{"id": "n", "url": "http://x/n.png"}]}"#]
        case .delete: [#"{"items": ["1"]}"#, #"{"count": 2, "at": 3}"#]
        case .move: [#"{"item": "1", "to": 4}"#]
        case .shuffle: [#"{"seed": 9}"#]
        case .reconfigure: [#"{"items": "visible", "new_version": true}"#]
        case .reload: [#"{"items": [0, 1]}"#]
        case .apply: [#"{"animated": false, "duration_ms": 0}"#]
        case .contentSize: [#"{"category": "extra-large"}"#]
        case .toggle: [#"{"item": 2, "flag": "expanded"}"#]
        case .call: [#"{"name": "refresh"}"#]
        case .swipe: [#"{"section": 1, "by": -300, "duration_ms": 250}"#]
        case .appearance: [#"{"style": "dark"}"#]
        }
    }

    static func decode(_ name: String, _ body: String) throws(InputError) -> ScriptAction {
        try ScenarioJSON.decode(#"{"name": "s", "script": [{"\#(name)": \#(body)}]}"#).script[0]
    }

    static func error(_ name: String, _ body: String) -> InputError? {
        ScenarioJSON.error(#"{"name": "s", "script": [{"\#(name)": \#(body)}]}"#)
    }

    @Test func everyActionDecodesByItsNameAndNamesItself() throws {
        #expect(ScriptAction.names == ScriptActionKind.allCases.map(\.rawValue))
        for kind in ScriptActionKind.allCases {
            for body in Self.bodies(kind) {
                let action = try Self.decode(kind.name, body)
                #expect(action.kind == kind, "\(kind.name) \(body)")
                #expect(action.name == kind.name)
            }
        }
    }

    @Test func theKeysTheTableListsAreTheKeysTheDecoderReads() throws {
        for kind in ScriptActionKind.allCases {
            let given = Self.bodies(kind).flatMap { body -> [String] in
                guard case .object(let fields) = try? JSONValue.parse(Data(body.utf8), file: "b") else { return [] }
                return Array(fields.keys)
            }
            #expect(Set(given) == Set(kind.fields.map(\.key)), "\(kind.name)")
            let body = try #require(Self.bodies(kind).first)
            let extra = try #require(Self.error(kind.name, String(body.dropLast()) + #", "colour": 1}"#))
            #expect(extra.path == "$.script[0].\(kind.name).colour")
            #expect(extra.message.hasPrefix("unknown key \"colour\""))
        }
    }

    @Test func everyRangeTheTableDeclaresIsTheOneAFileMeets() throws {
        var checked = 0
        for kind in ScriptActionKind.allCases {
            for field in kind.fields {
                let bodies = Self.bodies(kind)
                let body = try #require(bodies.first { $0.contains("\"\(field.key)\"") } ?? bodies.first)
                let (low, high): (Double, Double)
                switch field.values {
                case .number(let range, _): (low, high) = (range.lowerBound, range.upperBound)
                case .integer(let range): (low, high) = (Double(range.lowerBound), Double(range.upperBound))
                default: continue
                }
                let others = Self.without(field.key, body)
                for edge in [low, high] {
                    #expect(Self.error(kind.name, Self.with(field.key, JSONReader.describe(edge), others)) == nil)
                }
                let below = try #require(
                    Self.error(kind.name, Self.with(field.key, JSONReader.describe(low - 1), others)))
                #expect(below.path == "$.script[0].\(kind.name).\(field.key)")
                #expect(below.message.hasPrefix("expected a"), "\(below)")
                checked += 1
            }
        }
        #expect(checked == 12)
    }

    @Test func everyRequiredKeyLeftOutIsNamed() throws {
        for kind in ScriptActionKind.allCases {
            let body = try #require(Self.bodies(kind).first)
            for field in kind.fields where field.absent == .required {
                let error = try #require(Self.error(kind.name, Self.without(field.key, body)), "\(kind.name)")
                #expect(error.path == "$.script[0].\(kind.name).\(field.key)")
                #expect(error.message.hasPrefix("required"), "\(error)")
            }
        }
    }

    @Test func defaultsAreTheTables() throws {
        #expect(try Self.decode("drag", #"{"by": 10}"#) == .drag(by: 10, durationMs: 300))
        #expect(try Self.decode("apply", "{}") == .apply(animated: true, durationMs: 300))
        #expect(try Self.decode("fling", #"{"velocity": 1}"#) == .fling(velocity: 1, deceleration: .normal))
        #expect(try Self.decode("shuffle", "{}") == .shuffle(seed: 1))
        #expect(try Self.decode("insert", #"{"count": 1}"#) == .insert(count: 1, at: .top, items: []))
        #expect(try Self.decode("toggle", #"{"item": 0}"#) == .toggle(item: .index(0), flag: .selected))
        #expect(ScriptField.dragDuration.absent == .defaultValue(300))
    }

    @Test func theReferenceListsEveryActionAndKey() {
        let reference = ScenarioSettings.markdownReference()
        for kind in ScriptActionKind.allCases {
            #expect(reference.contains("| `\(kind.name)` | | | | \(kind.doc) |"))
            for field in kind.fields { #expect(reference.contains("| `\(field.key)` | \(field.values.reference) |")) }
        }
    }

    /// `body` (a flat JSON object) without `key`.
    static func without(_ key: String, _ body: String) -> String {
        guard case .object(let fields) = try? JSONValue.parse(Data(body.utf8), file: "b") else { return body }
        let kept = fields.keys.sorted().filter { $0 != key }.map { name -> String in
            let start = body.range(of: "\"\(name)\": ")!.upperBound
            var depth = 0
            var end = start
            for index in body[start...].indices {
                let character = body[index]
                if "[{".contains(character) { depth += 1 }
                if "]}".contains(character) { depth -= 1 }
                if depth < 0 || (depth == 0 && character == ",") {
                    end = index
                    break
                }
            }
            return "\"\(name)\": " + body[start..<end]
        }
        return "{" + kept.joined(separator: ", ") + "}"
    }

    /// `body` with `key` set to `value` (JSON text).
    static func with(_ key: String, _ value: String, _ body: String) -> String {
        let rest = without(key, body).dropFirst().dropLast()
        return "{\"\(key)\": \(value)" + (rest.isEmpty ? "" : ", " + rest) + "}"
    }
}
