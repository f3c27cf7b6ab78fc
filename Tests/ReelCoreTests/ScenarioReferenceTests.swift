import Foundation
import Testing

@testable import ReelCore

/// The scenario reference in the docs and the README's `--vary` keys are generated from the settings table; these
/// tests fail when the committed text differs. `REEL_UPDATE=changed` (or `all`) rewrites it instead.
@Suite struct ScenarioReferenceTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let reference = repository.appendingPathComponent("docs/scenario-reference.md")
    static let readme = repository.appendingPathComponent("README.md")
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

    @Test func theReadmeListsTheVaryKeysOfTheTable() throws {
        var readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let begin = try #require(readme.range(of: Self.varyBegin), "README has no generated --vary key list")
        let end = try #require(readme.range(of: Self.varyEnd, range: begin.upperBound..<readme.endIndex))
        let generated = ScenarioSettings.markdownVaryKeys()
        if Self.rewrites {
            readme.replaceSubrange(begin.upperBound..<end.lowerBound, with: generated)
            try Data(readme.utf8).write(to: Self.readme)
        } else {
            #expect(String(readme[begin.upperBound..<end.lowerBound]) == generated)
        }
    }

    @Test func theReadmesScenarioFormatLinksToTheReferenceAndNamesEverySetting() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(readme.range(of: "## Scenario format"))
        let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let section = readme[start.lowerBound..<end]
        #expect(section.contains("(docs/scenario-reference.md)"))
        for setting in ScenarioSettings.all {
            #expect(section.contains("`\(setting.name)`"), "README's Scenario format does not mention \(setting.key)")
        }
    }
}
