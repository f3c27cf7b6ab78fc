import Foundation
import ReelCore
import ReelExecutors
import ReelKit
import ReelRender

/// How to run a scenario: where to write, how to draw, how many workers.
package struct RunOptions: Sendable {
    /// The output folder; nil means `output/<scenario name>/` under the current directory.
    package var outputDirectory: URL?
    package var render: RenderOptions
    /// Render/encode worker threads (output is identical for any count).
    package var workers: Int
    /// Also time cairo's own PNG writer on every drawn frame (for `make bench`; slower).
    package var measureCairoWriter: Bool
    /// Virtual time (deterministic, the default) or a live run paced by the wall clock with real arrival times.
    package var clock: RunClock
    /// Write what each request really did to this file (replay it with `network.trace`).
    package var recordTrace: URL?
    /// Called on the run's thread after each frame is handed to the writers, with the number of frames so far.
    package var progress: (@Sendable (Int) -> Void)?
    /// The galleries of the user's own cell code a scenario's `gallery` may name (none in plain `reel`). Whatever
    /// catalogue is given, a run serves the `binding` names with their ReelKit cells
    /// (`BindingCatalog.withStandardCatalogue()`).
    package var catalog: BindingCatalog = .builtIn
    /// Pixel hashes by frame index (a golden's manifest) of frames that need no file: a drawn frame whose pixel hash
    /// equals the one at its index is hashed but neither encoded nor written (`reel check`'s first pass).
    package var knownPixels: [String]? = nil
    /// The order the user's code runs in among the equally legal ones (`reel explore` finds them); nil is the default
    /// order, as is `Schedule.default`.
    package var schedule: Schedule? = nil
    /// When set, a comparison runs each panel that runs a gallery in a process of its own (`PanelIsolation`), so no
    /// panel sees app state another panel's code left.
    package var isolation: PanelIsolation? = nil
    /// Make the report's frame previews this wide from each drawn frame while it is in memory (`render --report`);
    /// they travel in `RunResult.record`. Nil makes none (a report of a run folder makes them from its PNGs).
    package var previewWidth: Int? = nil
    /// Keep what drew each frame (`FrameRecording`, in `RunResult.recording`): frame states and the images shown,
    /// referenced as the run goes and never copied, so that a failing check can keep its whole run as one small file.
    var recordsFrames = false
    /// With `knownPixels`: a frame whose pixels differ from the known ones is not written either (only hashed, and
    /// previewed when `previewWidth` is set); the run's recording draws it again when it is needed.
    var writesChangedFrames = true

    package init(
        outputDirectory: URL? = nil, render: RenderOptions = .init(), workers: Int? = nil,
        measureCairoWriter: Bool = false,
        clock: RunClock = .virtual, recordTrace: URL? = nil
    ) {
        self.outputDirectory = outputDirectory
        self.render = render
        self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
        self.measureCairoWriter = measureCairoWriter
        self.clock = clock
        self.recordTrace = recordTrace
    }
}

/// Which clock drives a run.
package enum RunClock: String, Sendable, CaseIterable {
    /// Virtual time: frames are a pure function of the scenario; arrivals follow the network model or trace.
    case virtual
    /// The wall clock: frames are paced in real time and images arrive when they really do (not deterministic).
    case wall
}

/// The version written into manifests.
package enum ReelVersion {
    package static let current = "0.1.0"
}
