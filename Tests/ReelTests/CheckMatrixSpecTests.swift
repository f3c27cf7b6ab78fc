import Foundation
import ReelCore
import ReelTestSupport
import Testing

@testable import Reel

/// `CheckMatrix`: the combinations in the order given, their names and hashes, and the values a scenario refuses.
@Suite struct CheckMatrixSpecTests {
    static func loaded() throws -> LoadedScenario {
        let file = try Fixture.writeScenario(
            #"{"name": "feed", "template": "photo-grid", "items": {"count": 8}, "script": [{"wait": {"ms": 100}}]}"#,
            label: "matrix-spec")
        return try LoadedScenario.load(path: file)
    }

    @Test func combinationsRunTheFirstSettingOutermostAndNameEachScenario() throws {
        let matrix = try CheckMatrix(specs: ["appearance=light,dark", "network.latency.median_ms=100, 800"])
        #expect(
            matrix.combinations == [
                ["appearance=light", "network.latency.median_ms=100"],
                ["appearance=light", "network.latency.median_ms=800"],
                ["appearance=dark", "network.latency.median_ms=100"],
                ["appearance=dark", "network.latency.median_ms=800"],
            ])
        let base = try Self.loaded()
        let expanded = try matrix.expand(base)
        #expect(
            expanded.map(\.scenario.name) == [
                "feed.appearance-light.network.latency.median_ms-100",
                "feed.appearance-light.network.latency.median_ms-800",
                "feed.appearance-dark.network.latency.median_ms-100",
                "feed.appearance-dark.network.latency.median_ms-800",
            ])
        let last = try #require(expanded.last)
        #expect(last.scenario.appearance == .dark && last.scenario.network.latencyMedianMs == 800)
        // Derived settings follow as in a file: p95 is 3.75 × the median given.
        #expect(last.scenario.network.latencyP95Ms == 3000)
        #expect(last.settings == ["appearance=dark", "network.latency.median_ms=800"])
        #expect(Set(expanded.map(\.bytes)).count == 4 && !expanded.contains { $0.bytes == base.bytes })
        #expect(try CheckMatrix(specs: []).expand(base).map(\.scenario.name) == ["feed"])
    }

    @Test func aValueANameCannotHoldBecomesAnUnderscore() throws {
        let matrix = try CheckMatrix(specs: [#"image_urls.match=/(?<item>[^/?]+)(\?|$)"#])
        let name = try #require(try matrix.expand(Self.loaded()).first?.scenario.name)
        #expect(name == "feed.image_urls.match-____item______________")
    }

    @Test func refusedSpecsAndValuesSayWhatWasExpected() throws {
        #expect(throws: VariantError.self) { try CheckMatrix(specs: ["appearance"]) }
        #expect(throws: VariantError.self) { try CheckMatrix(specs: ["appearance="]) }
        #expect(throws: VariantError.self) { try CheckMatrix(specs: ["appearance=light,,dark"]) }
        #expect(throws: VariantError.self) { try CheckMatrix(specs: ["appearance=light,"]) }
        let refused = try CheckMatrix(specs: ["prefetch.lead_screens=2,99"])
        let base = try Self.loaded()
        do {
            _ = try refused.expand(base)
            Issue.record("99 lead screens was accepted")
        } catch {
            #expect(error.key == "prefetch.lead_screens" && error.description.contains("(in "))
        }
    }
}
