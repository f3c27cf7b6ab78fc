import Foundation

/// How a long command shows its progress.
package enum ProgressStyle: Sendable, Equatable {
    /// A bar redrawn in place (for terminals): frames done, frames/s and ETA.
    case bar
    /// A plain line every `interval` seconds (for logs that are not terminals).
    case lines(interval: Double)
    /// Nothing (`--quiet`).
    case none

    /// `.none` when quiet, `.bar` when standard error is a terminal, else a line every 5 seconds.
    package static func automatic(quiet: Bool, descriptor: Int32 = STDERR_FILENO) -> ProgressStyle {
        if quiet { return .none }
        return isatty(descriptor) == 1 ? .bar : .lines(interval: 5)
    }
}
