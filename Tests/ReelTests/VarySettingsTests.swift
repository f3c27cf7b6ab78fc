import Foundation
import ReelCore
import ReelTestSupport
import Testing

@testable import Reel

/// `reel compare --vary` checks each value through the settings table: a bad value gets the scenario file's
/// message and exit code 2.
@Suite(.tags(.endToEnd)) struct VarySettingsTests {
    @Test func leadScreensOfFiftyExitsTwoWithTheFilesMessage() async throws {
        let out = Fixture.temporaryFolder("vary-50")
        let vary = try await runReel([
            "compare", Fixture.example("quickstart"), "--vary", "prefetch.lead_screens=0,50", "--out", out.path,
        ])
        #expect(vary.status == 2)
        #expect(vary.stderr == "reel: error: --vary: prefetch.lead_screens: expected a number in 0...20, got 50\n")
        #expect(!FileManager.default.fileExists(atPath: out.path))

        let file = try Fixture.writeScenario(
            #"{"name": "fifty", "prefetch": {"lead_screens": 50}, "script": [{"wait": {"ms": 100}}]}"#, label: "vary-50"
        )
        defer { try? FileManager.default.removeItem(atPath: file) }
        for command in ["render", "validate"] {
            let fromFile = try await runReel([command, file] + (command == "render" ? ["--out", out.path] : []))
            #expect(fromFile.status == 2)
            let message = "$.prefetch.lead_screens: expected a number in 0...20, got 50"
            #expect(fromFile.stderr == "reel: error: \(file): \(message)\n")
        }
    }

    @Test func theSameBadValueGetsTheSameWordsFromAFileAndFromVary() throws {
        let scenario = Scenario(name: "v", script: [])
        let cases = [
            ("prefetch.max_concurrent", "1.5", #""prefetch": {"max_concurrent": 1.5}"#),
            ("pipeline.max_concurrent", "0", #""pipeline": {"max_concurrent": 0}"#),
            ("network.failure_rate", "2", #""network": {"failure_rate": 2}"#),
            ("main_thread.decode_ms_per_mp", "20000", #""main_thread": {"decode_ms_per_mp": 20000}"#),
            ("layout.estimated_height", "0", #""layout": {"estimated_height": 0}"#),
        ]
        for (key, word, json) in cases {
            guard case .failure(let varied) = Variant.varying("\(key)=1,\(word)", of: scenario) else {
                Issue.record("\(key)=\(word) was accepted")
                continue
            }
            let text = #"{"name": "v", "script": [], "# + json + "}"
            let decoded = #expect(throws: InputError.self) { try Scenario.decode(Data(text.utf8), file: "v.json") }
            #expect(varied.key == key)
            #expect(decoded?.path == "$.\(key)")
            #expect(varied.message == decoded?.message, "\(key)=\(word)")
            #expect(varied.description == "\(key): \(decoded?.message ?? "")")
        }
    }

    @Test func anUnknownKeyListsEveryKeyThatVaries() async throws {
        let scenario = Scenario(name: "v", script: [])
        guard case .failure(let error) = Variant.varying("prefetch.colour=1,2", of: scenario) else {
            Issue.record("expected an error")
            return
        }
        for key in ScenarioSettings.variableKeys { #expect(error.message.contains(key)) }
        #expect(!error.message.contains("canvas.width"))
        let result = try await runReel(["compare", Fixture.example("quickstart"), "--vary", "canvas.width=100,200"])
        #expect(result.status == 2)
        let expected = "reel: error: --vary: expected KEY=V1,V2 with KEY one of safe_area.top, safe_area.left, "
        #expect(result.stderr.hasPrefix(expected))
    }

    @Test func everyVariableSettingVariesWithTwoValuesOfItsKind() throws {
        let scenario = Scenario(name: "v", script: [])
        for setting in ScenarioSettings.all where setting.variable {
            let values: [String] =
                switch setting.kind {
                // A failure weight given alone leaves the others at 0 (as a file's does), so it is varied from 1.
                case .number(let range) where setting.key.hasPrefix("network.failure_kinds."):
                    [1, range.upperBound].map { "\($0)" }
                case .number(let range): [range.lowerBound, range.upperBound].map { "\($0)" }
                case .integer(let range): [String(range.lowerBound), String(range.upperBound)]
                case .flag: ["true", "false"]
                case .choice(let names): Array(names.prefix(2))
                case .text: ["a", "b"]
                }
            let spec = "\(setting.key)=\(values.joined(separator: ","))"
            guard setting.key != "network.latency.p95_ms" else { continue }  // 0 is below the median: see below
            let variants = try Variant.varying(spec, of: scenario).get()
            #expect(variants.map(\.name) == values.map { "\(setting.key)=\($0)" })
            let read = variants.map { setting.value(in: $0.scenario) }
            #expect(read[0] != read[1], "\(spec)")
        }
    }

    @Test func medianDerivesP95AsAFileGivingOnlyTheMedianDoes() throws {
        let scenario = try Scenario.decode(Data(#"{"name": "v", "script": []}"#.utf8), file: "v.json")
        let variants = try Variant.varying("network.latency.median_ms=100,1000", of: scenario).get()
        #expect(variants.map(\.scenario.network.latencyP95Ms) == [375, 3_750])
        let file = #"{"name": "v", "script": [], "network": {"latency": {"median_ms": 1000}}}"#
        #expect(variants[1].scenario == (try Scenario.decode(Data(file.utf8), file: "v.json")))
    }
}
