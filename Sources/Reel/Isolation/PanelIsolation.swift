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
