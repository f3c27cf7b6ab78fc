import Foundation
import ReelRender

/// How to run a scenario: where to write, how to draw, how many workers.
public struct RunOptions: Sendable {
    /// The output folder; nil means `output/<scenario name>/` under the current directory.
    public var outputDirectory: URL?
    public var render: RenderOptions
    /// Render/encode worker threads (output is identical for any count).
    public var workers: Int
    /// Also time cairo's own PNG writer on every drawn frame (for `make bench`; slower).
    public var measureCairoWriter: Bool

    public init(outputDirectory: URL? = nil, render: RenderOptions = .init(), workers: Int? = nil, measureCairoWriter: Bool = false) {
        self.outputDirectory = outputDirectory
        self.render = render
        self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
        self.measureCairoWriter = measureCairoWriter
    }
}

/// The version written into manifests.
public enum ReelVersion {
    public static let current = "0.1.0"
}
