import Foundation

/// How a run starts a panel in a process of its own: this program again, with the arguments that make the panel's
/// variant of the scenario (`reel panel-worker …`, a command only reel itself calls). Panels that run a gallery of the
/// user's code then start from fresh app state — singletons, caches, static counters — as separate renders would.
public struct PanelIsolation: Sendable {
    /// The program to start: the running reel (or the user's tool built on ReelCLI).
    package var executable: URL
    /// The arguments that make the variant at an index, before the output options the run adds.
    package var arguments: @Sendable (_ variant: Int) -> [String]

    package init(executable: URL, arguments: @escaping @Sendable (_ variant: Int) -> [String]) {
        self.executable = executable
        self.arguments = arguments
    }
}

/// A panel's process that failed: what it said, and whether the input was at fault (its exit code was 2).
public struct IsolatedPanelFailure: Error, CustomStringConvertible {
    /// The panel's name.
    package var panel: String
    /// The process's own error line, or how it ended.
    package var message: String
    /// Whether the process exited with 2: the input (a variant's setting, the user's gallery) was at fault.
    package var badInput: Bool

    public var description: String { message }
}
