import ArgumentParser
import Foundation
import Reel
import ReelCore
import ReelFiles
import ReelKit

/// reel's command-line tool as a library: `render`, `compare`, `check`, `validate`, `diff`, `animate` and `serve`,
/// run with a catalogue of the user's own galleries. Plain `reel` is `ReelTool.main()`; a package ships reel's
/// commands for its own cell code with a small executable target of its own:
///
/// ```swift
/// import MyGallery
/// import ReelCLI
///
/// var catalog = BindingCatalog()
/// catalog.register("photos") { scenario in PhotoGalleryBinding(scenario) }
/// ReelTool.main(catalog: catalog, commandName: "reelkit-gallery")
/// ```
///
/// A scenario whose `"gallery"` names a registered gallery runs it; one naming an unknown gallery is bad input (one
/// line, exit code 2), as is any other bad scenario.
public enum ReelTool {
    /// Parses the process's arguments, runs the command and ends the process with the exit code the README documents:
    /// help and `--version` print as the argument parser prints them; every failure prints one line on stderr,
    /// `<commandName>: error: …`. `commandName` (default `reel`) is the name help and error lines show. SIGINT and
    /// SIGTERM remove the temporary files of the work under way and exit with 130 and 143 (`InterruptCleanup`).
    public static func main(catalog: BindingCatalog = .builtIn, commandName: String? = nil) -> Never {
        MallocTuning.apply()
        let name = commandName ?? ToolContext.reel.commandName
        TrapLine.setToolName(name)
        do {
            // The signal handlers go in once the arguments parsed: help, `--version` and a bad option need none.
            try run(
                Array(CommandLine.arguments.dropFirst()), catalog: catalog, commandName: commandName,
                executable: runningExecutable(), beforeRunning: { InterruptCleanup.install(commandName: name) })
        } catch {
            TemporaryFiles.shared.killChildren()
            error.exit(commandName: commandName ?? ToolContext.reel.commandName)
        }
        // No child process (ffmpeg, a worker) outlives the command, whatever path ended it.
        TemporaryFiles.shared.killChildren()
        Foundation.exit(0)
    }

    /// Parses `arguments` (without the program's name) and runs the command in this process, without ending it:
    /// help and `--version` are printed, and any failure — a bad option value, a bad scenario, an unknown gallery, a
    /// run that cannot finish, a check that found failures — is thrown as the `CommandError` that says its line and
    /// exit code.
    public static func run(
        _ arguments: [String], catalog: BindingCatalog = .builtIn, commandName: String? = nil
    ) throws(CommandError) {
        try run(arguments, catalog: catalog, commandName: commandName, executable: nil, beforeRunning: {})
    }

    /// `run`, calling `beforeRunning` once the arguments parsed into a command, just before it runs.
    static func run(
        _ arguments: [String], catalog: BindingCatalog, commandName: String?, executable: URL?,
        beforeRunning: () -> Void
    ) throws(CommandError) {
        let context = ToolContext(
            catalog: catalog, commandName: commandName ?? ToolContext.reel.commandName, executable: executable)
        let error = ToolContext.$current.withValue(context) { execute(arguments, beforeRunning: beforeRunning) }
        if let error { throw error }
    }

    /// The file this process runs, resolved (so a panel's process runs the same program even if it is moved).
    private static func runningExecutable() -> URL? {
        #if os(Linux)
            guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
                return nil
            }
            return URL(fileURLWithPath: path)
        #else
            return Bundle.main.executableURL
        #endif
    }

    /// Parses and runs the root command; nil when it succeeded (or printed help or the version).
    private static func execute(_ arguments: [String], beforeRunning: () -> Void) -> CommandError? {
        if let text = plainAnswer(arguments) { return printCleanExit(text) }
        let command: any ParsableCommand
        do {
            command = try ReelCommand.parseAsRoot(arguments)
        } catch {
            if let text = cleanExitText(error) { return printCleanExit(text) }
            return .badInput(ReelCommand.message(for: error))
        }
        beforeRunning()
        do {
            var command = command
            try command.run()
        } catch {
            if let text = cleanExitText(error) { return printCleanExit(text) }
            return CommandError(error)
        }
        return nil
    }

    /// The text for arguments that only ask for the version or for help — `--version`; `--help`, `-h` or `help`;
    /// `<command> --help`, `<command> -h` or `help <command>` — printed without parsing; nil for anything else. The
    /// parser would first reflect every option of the root and of the command several times over (for completion
    /// scripts, pass-through arguments and a lenient pass), a few milliseconds of start-up, to print the same text
    /// (`PlainAnswerTests`).
    static func plainAnswer(_ arguments: [String]) -> String? {
        switch arguments.count {
        case 1 where arguments[0] == "--version":
            return ReelCommand.configuration.version
        case 1 where ["--help", "-h", "help"].contains(arguments[0]):
            return storedHelp(for: "") ?? ReelCommand.helpMessage()
        case 2:
            return helpRequest(arguments).map { command in
                storedHelp(for: command.configuration.commandName ?? "") ?? ReelCommand.helpMessage(for: command)
            }
        default:
            return nil
        }
    }

    /// The help of `reel` ("") or of one of its commands as stored in the binary (`StoredHelp`), when the parser
    /// would print exactly that: the tool is named `reel` and help is wrapped at the width the texts were made for.
    /// Rendering help reflects every option of the command, and the Swift runtime's first look-ups of each option's
    /// type cost more than the rest of start-up.
    static func storedHelp(for command: String) -> String? {
        guard ToolContext.current.commandName == ToolContext.reel.commandName,
            HelpWidth.current() == StoredHelp.columns
        else { return nil }
        return StoredHelp.text(for: command)
    }

    /// The subcommand two arguments ask help for: `<command> --help`, `<command> -h` or `help <command>`.
    static func helpRequest(_ arguments: [String]) -> (any ParsableCommand.Type)? {
        guard arguments.count == 2 else { return nil }
        let name: String
        switch (arguments[0], arguments[1]) {
        case ("help", let command): name = command
        case (let command, "--help"), (let command, "-h"): name = command
        default: return nil
        }
        return ReelCommand.configuration.subcommands.first { $0.configuration.commandName == name }
    }

    /// What the argument parser prints for help, `--version` and other clean exits; nil for a real error.
    ///
    /// The parser builds a command's whole help text to answer `exitCode(for:)` and again for `fullMessage(for:)`;
    /// asking only the latter halves what `reel <command> --help` spends rendering help. Its full message for an
    /// error starts with the error prefix ("Error: "); a help or version text never does. An empty message (a thrown
    /// `ExitCode`) costs nothing to classify with `exitCode(for:)`.
    private static func cleanExitText(_ error: any Error) -> String? {
        let text = ReelCommand.fullMessage(for: error)
        if text.isEmpty { return ReelCommand.exitCode(for: error) == .success ? text : nil }
        return text.hasPrefix(ReelCommand._errorPrefix) ? nil : text
    }

    /// Help, `--version` and other clean exits: prints what the argument parser would print before exiting 0.
    private static func printCleanExit(_ text: String) -> CommandError? {
        if !text.isEmpty { print(text) }
        return nil
    }
}
