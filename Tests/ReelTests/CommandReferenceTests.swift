import ArgumentParser
import Foundation
import ReelTestSupport
import Testing

@testable import ReelCLI

/// docs/command-reference.md is generated from the commands' argument-parser definitions (what `--help` prints);
/// this fails when the committed text differs, and `REEL_UPDATE=changed` rewrites it instead.
@Suite(.tags(.reference)) struct CommandReferenceTests {
    static func reference() throws -> OptionReference {
        try ToolContext.$current.withValue(.reel) { try OptionReference(json: ReelCommand._dumpHelp()) }
    }

    static func markdown(_ reference: OptionReference) -> String {
        let lines = [
            "# Command reference",
            "",
            "Every command of `reel` and each of its arguments and options, as the argument parser defines them (what",
            "`reel <command> --help` prints). Every command also takes `-h`/`--help` and `--version`. What the",
            "commands do, their outputs and exit codes, with examples: [commands.md](commands.md).",
            "",
        ]
        return (lines + reference.sections()).joined(separator: "\n")
    }

    @Test func theCommittedReferenceIsTheOneTheParserGenerates() throws {
        let reference = try Self.reference()
        let generated = Self.markdown(reference)
        try GeneratedText("commands", in: "docs/command-reference.md", from: "the ReelCLI commands", wholeFile: true)
            .check(generated)
        for command in reference.commands {
            #expect(generated.contains("## `reel \(command.commandName)`"))
            for option in OptionReference.visible(command) {
                if let name = option.longName { #expect(generated.contains("`--\(name)`"), "\(command.commandName)") }
            }
        }
        #expect(generated.contains("`--verify-goldens`") && generated.contains("`--max-frames`"))
    }

    /// Each command's section of the hand-written page links to the command's options.
    @Test func theCommandsPageLinksEveryCommandToItsOptions() throws {
        let url = GeneratedText.repository.appendingPathComponent("docs/commands.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        for command in try Self.reference().commands {
            let link = "(command-reference.md#reel-\(command.commandName))"
            #expect(page.contains(link), "docs/commands.md does not link to \(link)")
        }
    }
}
