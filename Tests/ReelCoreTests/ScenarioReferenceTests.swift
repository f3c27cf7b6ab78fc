import Foundation
import Testing

@testable import ReelCore

/// The scenario reference in the docs and the `--vary` keys in docs/commands.md are generated from the settings table;
/// these tests fail when the committed text differs. `REEL_UPDATE=changed` (or `all`) rewrites it instead.
@Suite struct ScenarioReferenceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let reference = repository.appendingPathComponent("docs/scenario-reference.md")
    static let commands = repository.appendingPathComponent("docs/commands.md")
    static let scenarios = repository.appendingPathComponent("docs/scenarios.md")
    static let varyBegin = "<!-- vary-keys: generated from ScenarioSettings -->\n"
    static let varyEnd = "<!-- /vary-keys -->"

    static var rewrites: Bool {
        ["changed", "all"].contains(ProcessInfo.processInfo.environment["REEL_UPDATE"]?.lowercased() ?? "")
    }

    @Test func theCommittedReferenceIsTheOneTheTableGenerates() throws {
        let generated = ScenarioSettings.markdownReference()
        if Self.rewrites { try Data(generated.utf8).write(to: Self.reference) }
        let committed = try String(contentsOf: Self.reference, encoding: .utf8)
        let hint = "docs/scenario-reference.md is stale: REEL_UPDATE=changed swift test --filter ScenarioReferenceTests"
        #expect(committed == generated, Comment(rawValue: hint))
        for setting in ScenarioSettings.all { #expect(committed.contains("| `\(setting.key)` |")) }
    }

    @Test func theCommandsPageListsTheVaryKeysOfTheTable() throws {
        var readme = try String(contentsOf: Self.commands, encoding: .utf8)
        let begin = try #require(readme.range(of: Self.varyBegin), "docs/commands.md has no generated --vary key list")
        let end = try #require(readme.range(of: Self.varyEnd, range: begin.upperBound..<readme.endIndex))
        let generated = ScenarioSettings.markdownVaryKeys()
        if Self.rewrites {
            readme.replaceSubrange(begin.upperBound..<end.lowerBound, with: generated)
            try Data(readme.utf8).write(to: Self.commands)
        } else {
            #expect(String(readme[begin.upperBound..<end.lowerBound]) == generated)
        }
    }

    @Test func theScenarioFormatPageLinksToTheReferenceAndNamesEverySetting() throws {
        let page = try String(contentsOf: Self.scenarios, encoding: .utf8)
        #expect(page.contains("(scenario-reference.md)"))
        for setting in ScenarioSettings.all {
            #expect(page.contains("`\(setting.name)`"), "docs/scenarios.md does not mention \(setting.key)")
        }
    }
}
