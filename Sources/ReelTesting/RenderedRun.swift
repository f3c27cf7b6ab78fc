import Foundation

/// A finished reel run on disk: the folder `Runner` wrote (frames, logs, manifest) and its scenario's name.
public struct RenderedRun: Sendable, Equatable {
    /// The run's output folder.
    public var directory: URL
    /// The scenario's name.
    public var scenario: String

    /// A run in `directory`.
    public init(directory: URL, scenario: String) {
        self.directory = directory
        self.scenario = scenario
    }
}
