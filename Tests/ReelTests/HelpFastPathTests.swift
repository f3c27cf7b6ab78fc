import ArgumentParser
import Testing

@testable import ReelCLI

/// `reel <command> --help` is answered without parsing (`ReelTool.helpRequest`); it must print what the parser
/// prints for the same arguments.
@Suite struct HelpFastPathTests {
    /// Every subcommand, each way of asking for its help.
    static let requests: [[String]] = ReelCommand.configuration.subcommands.flatMap { command in
        let name = command.configuration.commandName ?? ""
        return [[name, "--help"], [name, "-h"], ["help", name]]
    }

    @Test(arguments: requests) func theFastPathPrintsWhatTheParserPrints(arguments: [String]) throws {
        let command = try #require(ReelTool.helpRequest(arguments), "\(arguments)")
        // What `ReelTool` did before: parse, run (a help request may be a command that throws when run), print the
        // message of what was thrown.
        var parsed: String?
        do {
            var parsedCommand = try ReelCommand.parseAsRoot(arguments)
            try parsedCommand.run()
        } catch {
            parsed = ReelCommand.fullMessage(for: error)
        }
        let expected = try #require(parsed, "the parser did not stop at \(arguments)")
        #expect(ReelCommand.helpMessage(for: command) == expected)
        #expect(expected.contains("USAGE: reel \(command.configuration.commandName ?? "")"))
    }

    @Test func anythingElseGoesThroughTheParser() {
        let others = [
            ["--help"], ["-h"], ["help"], ["render", "--help", "extra"], ["render", "x.json", "--help"],
            ["nosuch", "--help"], ["help", "nosuch"], ["--help", "render"], ["render"],
        ]
        for arguments in others {
            #expect(ReelTool.helpRequest(arguments) == nil, "\(arguments)")
        }
    }

    @Test func theReelCommandPrintsTheSameHelp() async throws {
        let result = try await runReel(["compare", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout == ReelCommand.helpMessage(for: CompareCommand.self) + "\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
