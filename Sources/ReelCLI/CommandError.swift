import ArgumentParser
import Foundation
import Reel
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics

/// How a `reel` command ends when it does not succeed: one line on stderr and the exit code the README documents.
/// Commands only throw; `ReelTool.run` turns whatever they (or the argument parser) throw into a `CommandError` here,
/// and nowhere else, and `ReelTool.main` prints its line and exits with its code.
///
/// | code | meaning |
/// | --- | --- |
/// | 0 | done (a check or diff found no failure) |
/// | 1 | the work could not finish (an output not writable, a tool missing), or a check or diff found failures |
/// | 2 | bad input: an option value, a scenario, a file that cannot be read; nothing is written |
public enum CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Bad input: exit 2 with this message.
    case badInput(String)
    /// The work could not finish: exit 1 with this message.
    case failed(String)
    /// The command finished and found failures, and has printed its report already: exit 1, nothing more to say.
    case failures

    /// What `error` means for the user: errors about the input (`BadInput`) are bad input, `CommandError`s are
    /// themselves, anything else means the work could not finish.
    init(_ error: any Error) {
        switch error {
        case let error as CommandError: self = error
        case let error as IsolatedRunFailure:
            self = error.badInput ? .badInput(error.message) : .failed(error.message)
        case let error as any BadInput: self = .badInput(error.description)
        case let error as ValidationError: self = .badInput(error.message)
        default: self = .failed(Self.describe(error))
        }
    }

    /// A Foundation file error as one line naming the file and the cause (never an `NSError` dump); anything else as
    /// it describes itself.
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else {
            return String(describing: error)
        }
        let file = (nsError.userInfo[NSFilePathErrorKey] as? String) ?? (nsError.userInfo[NSURLErrorKey] as? URL)?.path
        return (file.map { $0 + ": " } ?? "") + OutputError.cause(error)
    }

    /// The process's exit code.
    public var exitCode: Int32 {
        switch self {
        case .badInput: 2
        case .failed, .failures: 1
        }
    }

    /// The line for stderr as `reel` prints it (nil when the command has said everything already).
    public var message: String? { line(commandName: "reel") }

    /// The line for stderr, `<commandName>: error: …` on one line (nil when the command has said everything already).
    public func line(commandName: String) -> String? {
        switch self {
        case .badInput(let message), .failed(let message):
            "\(commandName): error: " + message.split(whereSeparator: \.isNewline).joined(separator: " ")
        case .failures: nil
        }
    }

    public var description: String { message ?? "failures" }

    /// Prints the line and ends the process with the exit code.
    func exit(commandName: String) -> Never {
        if let line = line(commandName: commandName) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        Foundation.exit(exitCode)
    }
}

/// An error about what the user gave reel (a scenario, a file, an option value): exit code 2.
protocol BadInput: Error, CustomStringConvertible {}

extension InputError: BadInput {}
extension DiffInputError: BadInput {}
extension UserCodeStop: BadInput {}
extension VariantError: BadInput {}
extension UpdateModeError: BadInput {}
extension OutputFolderError: BadInput {}
