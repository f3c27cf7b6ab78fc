import ArgumentParser
import Foundation
import Reel
import ReelCore
import ReelDiff

/// How a `reel` command ends when it does not succeed: one line on stderr and the exit code the README documents.
/// Commands only throw; `ReelCommand.main` turns whatever they (or the argument parser) throw into a line and a code
/// here, and nowhere else.
///
/// | code | meaning |
/// | --- | --- |
/// | 0 | done (a check or diff found no failure) |
/// | 1 | the work could not finish (an output not writable, a tool missing), or a check or diff found failures |
/// | 2 | bad input: an option value, a scenario, a file that cannot be read; nothing is written |
enum CommandError: Error, CustomStringConvertible {
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
        case let error as any BadInput: self = .badInput(error.description)
        case let error as ValidationError: self = .badInput(error.message)
        default: self = .failed(String(describing: error))
        }
    }

    /// The process's exit code.
    var exitCode: Int32 {
        switch self {
        case .badInput: 2
        case .failed, .failures: 1
        }
    }

    /// The line for stderr (nil when the command has said everything already).
    var message: String? {
        switch self {
        case .badInput(let message), .failed(let message):
            "reel: error: " + message.split(whereSeparator: \.isNewline).joined(separator: " ")
        case .failures: nil
        }
    }

    var description: String { message ?? "failures" }

    /// Prints the message and ends the process with the exit code.
    func exit() -> Never {
        if let message { FileHandle.standardError.write(Data((message + "\n").utf8)) }
        Foundation.exit(exitCode)
    }
}

/// An error about what the user gave reel (a scenario, a file, an option value): exit code 2.
protocol BadInput: Error, CustomStringConvertible {}

extension InputError: BadInput {}
extension DiffInputError: BadInput {}
extension VariantError: BadInput {}
extension UpdateModeError: BadInput {}
