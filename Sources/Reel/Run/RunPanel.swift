import Foundation
import ReelCore
import ReelGraphics

/// A panel as the run driver steps it: run in this process (`PanelRun`), or in a process of its own
/// (`IsolatedPanel`) so that the app state the user's code keeps in singletons starts fresh for every panel.
protocol RunPanel: AnyObject {
    /// The panel's name (the variant's; a render's panel is named after its scenario).
    var name: String { get }
    var scenario: Scenario { get }
    /// The folder of the panel's logs.
    var directory: URL { get }
    var isFinished: Bool { get }
    /// The time of the panel's next frame, in ms since the run started.
    var nextFrameTime: Double { get }
    /// The last frame the panel made (a finished panel keeps showing it while others run on).
    var lastFrame: FrameState? { get }
    /// The figures so far.
    var metrics: Metrics { get }
    /// Stale cell-frames so far (a comparison's live counter).
    var staleCellFrames: Int { get }
    var cachePeakBytes: Int { get }
    /// Where a cell's image view sits in the cell, and the thumbnails' pixel size (the renderer's geometry).
    var imageFrame: Rect { get }
    var imageSize: PixelSize { get }
    /// The recorded trace's lines, or nil when the panel wrote its trace file itself.
    var trace: [String]? { get }

    /// Makes the next frame, adding the time spent to `timings`.
    func step(recordingTrace: Bool, timings: inout RunTimings) throws -> FrameState
    /// The pixels of the images `frame` shows.
    func pixels(for frame: FrameState) -> [ImageKey: Bitmap]
    /// Wall-clock mode: reports the real results that arrived since `start`.
    func reportArrivals(since start: ContinuousClock.Instant)
    /// After the last frame: records what the user's code left unfinished and commits the panel's logs.
    func finish() throws
    /// Writes the panel's summary (and, for a render, its manifest); returns what a report of it needs.
    func finishOutput(
        loaded: LoadedScenario, result: RunResult, records: [FrameWriter.Record]?, options: RunOptions
    ) throws -> RunRecord?
}
