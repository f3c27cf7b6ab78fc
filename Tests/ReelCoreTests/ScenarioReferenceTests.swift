import Foundation
import ReelTestSupport
import Testing

@testable import ReelCore

/// The scenario reference in the docs and the `--vary` keys in docs/commands.md are generated from the settings table;
/// these tests fail when the committed text differs. `REEL_UPDATE=changed` (or `all`) rewrites it instead.
@Suite(.tags(.reference)) struct ScenarioReferenceTests {
    @Test func theCommittedReferenceIsTheOneTheTableGenerates() throws {
        let reference = GeneratedText(
            "scenario-settings", in: "docs/scenario-reference.md", from: "ScenarioSettings", wholeFile: true)
        let generated = ScenarioSettings.markdownReference()
        try reference.check(generated)
        for setting in ScenarioSettings.all { #expect(generated.contains("| `\(setting.key)` |")) }
    }

    @Test func theCommandsPageListsTheVaryKeysOfTheTable() throws {
        try GeneratedText("vary-keys", in: "docs/commands.md", from: "ScenarioSettings")
            .check(ScenarioSettings.markdownVaryKeys())
    }

    @Test func theScenarioFormatPageLinksToTheReferenceAndNamesEverySetting() throws {
        let scenarios = GeneratedText.repository.appendingPathComponent("docs/scenarios.md")
        let page = try String(contentsOf: scenarios, encoding: .utf8)
        #expect(page.contains("(scenario-reference.md)"))
        for setting in ScenarioSettings.all {
            #expect(page.contains("`\(setting.name)`"), "docs/scenarios.md does not mention \(setting.key)")
        }
    }
}
