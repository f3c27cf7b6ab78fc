import Foundation
import Testing

@testable import ReelCore

/// `main_thread` is read once into typed overrides; the simulation applies them over the template's costs.
@Suite struct MainThreadOverridesTests {
    @Test func theScenarioHoldsTypedOverridesAppliedOverTheTemplate() throws {
        let scenario = try ScenarioJSON.decode(
            #"{"name": "s", "script": [], "main_thread": {"create_ms": 3, "decode_on_main": true}}"#
        )
        #expect(scenario.mainThread == MainThreadCostOverrides(createMs: 3, decodeOnMain: true))
        var template = MainThreadCosts()
        template.configureMs = 9
        template.createMs = 7
        let costs = template.overridden(by: scenario.mainThread)
        #expect(costs.createMs == 3)
        #expect(costs.configureMs == 9)
        #expect(costs.decodeOnMain)
        #expect(MainThreadCosts().overridden(by: MainThreadCostOverrides()) == MainThreadCosts())
    }

    @Test func aBadCostIsAnErrorAtItsPathInScenariosAndTemplates() throws {
        let scenarioError = ScenarioJSON.error(#"{"name": "s", "script": [], "main_thread": {"layout_ms": 2000}}"#)
        let expected = "s.json: $.main_thread.layout_ms: expected a number in 0...1000, got 2000"
        #expect(scenarioError?.description == expected)
        let unknown = ScenarioJSON.error(#"{"name": "s", "script": [], "main_thread": {"paint_ms": 1}}"#)
        #expect(unknown?.path == "$.main_thread.paint_ms")
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let grid = repository.appendingPathComponent("Sources/Reel/Resources/Templates/photo-grid.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: grid)) as? [String: Any])
        object["main_thread"] = ["layout_ms": 2000]
        let template = try JSONSerialization.data(withJSONObject: object)
        let templateError = #expect(throws: InputError.self) { try Template.decode(template, file: "t.json") }
        #expect(templateError?.message == scenarioError?.message)
        #expect(templateError?.path == "$.main_thread.layout_ms")
    }
}
