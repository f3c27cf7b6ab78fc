import Foundation
import Testing

@testable import ReelCore

@Suite struct ScenarioDecodingTests {
    func decode(_ json: String) throws(InputError) -> Scenario { try ScenarioJSON.decode(json) }

    func error(_ json: String) -> InputError? { ScenarioJSON.error(json) }

    @Test func minimalScenarioGetsDefaults() throws {
        let scenario = try decode(#"{"name": "q", "script": [{"wait": {"ms": 100}}]}"#)
        #expect(scenario.canvas == Canvas())
        #expect(scenario.template == "photo-grid")
        #expect(scenario.binding == .cancelClearVerify)
        #expect(scenario.items == .synthetic(count: 100))
        #expect(scenario.script == [.wait(ms: 100)])
    }

    @Test func fullScenarioDecodes() throws {
        let scenario = try decode(
            """
            {"name": "full", "canvas": {"width": 320, "height": 480, "scale": 1, "fps": 30}, "template": "card-list",
             "items": [{"id": "a", "url": "http://127.0.0.1:9/a.png", "title": "A"}],
             "network": {"seed": 7, "latency": {"median_ms": 50, "p95_ms": 200}, "failure_rate": 0.1},
             "pipeline": {"max_concurrent": 2, "memory_cache_mb": 8}, \
            "prefetch": {"enabled": false, "lead_screens": 2, "trail_screens": 0.5},
             "binding": "naive",
             "script": [{"fling": {"velocity": -1200, "deceleration": "fast"}}, \
            {"drag": {"by": 300, "duration_ms": 250}},
                        {"scroll_to": {"item": "a", "animated": false}}, {"scroll_to": {"item": 0}}]}
            """)
        #expect(scenario.canvas == Canvas(width: 320, height: 480, scale: 1, fps: 30))
        #expect(scenario.network == NetworkSettings(seed: 7, latencyMedianMs: 50, latencyP95Ms: 200, failureRate: 0.1))
        #expect(scenario.pipeline.maxConcurrent == 2)
        #expect(scenario.prefetch == PrefetchSettings(enabled: false, leadScreens: 2, trailScreens: 0.5))
        #expect(scenario.binding == .naive)
        #expect(
            scenario.script == [
                .fling(velocity: -1200, deceleration: .fast), .drag(by: 300, durationMs: 250),
                .scrollTo(item: .id("a"), animated: false), .scrollTo(item: .index(0), animated: true),
            ])
    }

    @Test(arguments: [
        (#"{"name": "q", "script": [], "colour": 1}"#, "$.colour", "unknown key"),
        (#"{"name": "q", "script": [], "canvas": {"fps": "sixty"}}"#, "$.canvas.fps", "expected a number"),
        (#"{"name": "q", "script": [], "canvas": {"fps": 0}}"#, "$.canvas.fps", "got 0"),
        (
            #"{"name": "q", "script": [], "network": {"latency": {"median_ms": -1}}}"#, "$.network.latency.median_ms",
            "expected a number"
        ),
        (#"{"name": "q", "script": [], "binding": "magic"}"#, "$.binding", "\"naive\""),
        (
            #"{"name": "q", "script": [{"fling": {"velocity": 10, "spin": 1}}]}"#, "$.script[0].fling.spin",
            "unknown key"
        ),
        (#"{"name": "q", "script": [{"jump": {}}]}"#, "$.script[0]", "unknown action"),
        (#"{"name": "q", "script": [{"wait": {"ms": true}}]}"#, "$.script[0].wait.ms", "got a boolean"),
        (#"{"name": "q", "script": [], "items": {"count": 2.5}}"#, "$.items.count", "whole number"),
        (
            #"{"name": "q", "script": [], "items": [{"id": "a", "url": "u"}, {"id": "a", "url": "v"}]}"#,
            "$.items[1].id", "duplicate"
        ),
        (#"{"name": "q"}"#, "$.script", "missing"),
        (#"{"name": "../x", "script": []}"#, "$.name", "output folder"),
        (
            #"{"name": "q", "script": [}"#, "$.script[0]",
            "malformed JSON (line 1, column 26): expected a value, got '}'"
        ),
        (#"[1, 2]"#, "$", "expected an object"),
    ])
    func badInputNamesThePath(json: String, path: String, fragment: String) {
        let failure = error(json)
        #expect(failure?.path == path)
        #expect(failure?.message.contains(fragment) == true, "\(String(describing: failure))")
        #expect(failure?.description.hasPrefix("s.json: \(path): ") == true)
    }

    @Test func scrollToAnUnknownItemIsAnError() throws {
        let scenario = try decode(
            #"{"name": "q", "items": {"count": 5}, "script": [{"wait": {"ms": 1}}, {"scroll_to": {"item": 9}}]}"#)
        let template = Template(
            name: "t", background: .black, layout: GridSpec(columns: 3, spacing: 2),
            cell: CellStyle(
                reuseIdentifier: "c", background: .black, cornerRadius: 0, image: ImageStyle(), title: nil,
                subtitle: nil, placeholder: .black, failed: .black)
        )
        #expect(
            throws: InputError(
                file: "s.json", path: "$.script[1].scroll_to.item", message: "expected an index below 5, got 9")
        ) {
            _ = try Simulation(scenario: scenario, template: template, file: "s.json")
        }
    }

    @Test func theScenarioDecoderReportsADuplicateKeyWithItsPath() {
        let error = ScenarioJSON.error(#"{"name": "a", "name": "b", "script": []}"#)
        #expect(
            error?.description
                == #"s.json: $.name: duplicate key "name" (a key may appear once in an object) (line 1, column 21)"#)
    }
}
