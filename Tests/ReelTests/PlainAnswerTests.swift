import ArgumentParser
import Testing

@testable import ReelCLI

/// `reel --version`, `reel --help` and `reel <command> --help` are answered without parsing
/// (`ReelTool.plainAnswer`); each must print what the parser prints for the same arguments.
@Suite struct PlainAnswerTests {
    /// The root's version and help, then every subcommand's help, each way of asking for it.
    static let requests: [[String]] =
        [["--version"], ["--help"], ["-h"], ["help"]]
        + ReelCommand.configuration.subcommands.flatMap { command in
            let name = command.configuration.commandName ?? ""
            return [[name, "--help"], [name, "-h"], ["help", name]]
        }

    /// What `ReelTool` printed before: parse, run (a help request may be a command that throws when run), the
    /// message of what was thrown.
    static func parserText(_ arguments: [String]) -> String? {
        do {
            var command = try ReelCommand.parseAsRoot(arguments)
            try command.run()
        } catch {
            return ReelCommand.fullMessage(for: error)
        }
        return nil
    }

    @Test(arguments: requests) func theAnswerIsWhatTheParserPrints(arguments: [String]) throws {
        let answer = try #require(ReelTool.plainAnswer(arguments), "\(arguments)")
        let expected = try #require(Self.parserText(arguments), "the parser did not stop at \(arguments)")
        #expect(answer == expected)
        #expect(!answer.isEmpty)
    }

    @Test func anythingElseGoesThroughTheParser() {
        let others = [
            [], ["--version", "x"], ["render", "--help", "extra"], ["render", "x.json", "--help"],
            ["nosuch", "--help"],
            ["help", "nosuch"], ["--help", "render"], ["render"], ["-V"], ["--versions"],
        ]
        for arguments in others {
            #expect(ReelTool.plainAnswer(arguments) == nil, "\(arguments)")
        }
    }

    @Test func theReelCommandPrintsTheSameText() async throws {
        for (arguments, expected) in [
            (["compare", "--help"], ReelCommand.helpMessage(for: CompareCommand.self)),
            (["--version"], ReelCommand.configuration.version),
        ] {
            let result = try await runReel(arguments)
            #expect(result.status == 0)
            #expect(result.stdout == expected + "\n", "\(arguments)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
    }
}
