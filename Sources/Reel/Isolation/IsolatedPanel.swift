import Foundation
import ReelCore
import ReelFiles
import ReelGraphics

/// A panel run by `PanelWorker` in a process of its own: this side reads the frames and pixels it streams and hands
/// them to the run driver as an in-process panel would. The panel's process writes the panel's logs (and trace)
/// itself; this side writes its summary once the run knows the frame count.
final class IsolatedPanel: RunPanel {
    let name: String
    let scenario: Scenario
    let directory: URL
    private(set) var imageFrame = Rect(x: 0, y: 0, width: 0, height: 0)
    private(set) var imageSize = PixelSize(width: 0, height: 0)
    private(set) var lastFrame: FrameState?
    private(set) var staleCellFrames = 0
    var trace: [String]? { nil }
    private let sharedOutput: RunOutput?
    private let child: ToolProcess
    private let reader: PanelStreamReader
    private var images: [ImageKey: Bitmap] = [:]
    /// The next message, read ahead so the driver can ask whether the panel is finished.
    private var next: Result<PanelMessage, any Error>
    private var end: PanelEnd?

    /// Starts the panel's process. `sharedOutput` is the run's folder when the panel is the run's only one (its
    /// process then writes its logs beside the frames, and this side finishes the folder).
    init(
        variant: Variant, index: Int, directory: URL, trace: URL?, isolation: PanelIsolation, sharedOutput: RunOutput?
    ) throws {
        name = variant.name
        scenario = variant.scenario
        self.directory = directory
        self.sharedOutput = sharedOutput
        var arguments = isolation.arguments(index) + ["--panel-directory", directory.path]
        if sharedOutput != nil { arguments.append("--shared-folder") }
        if let trace { arguments += ["--record-trace", trace.path] }
        child = try ToolProcess(executable: isolation.executable, arguments: arguments, scenario: variant.scenario)
        reader = PanelStreamReader(handle: child.output)
        next = .failure(PanelStreamError.truncated)
        let first = try readNext()
        guard let start = first.start else { throw failure() }
        imageFrame = start.imageFrame
        imageSize = start.imageSize
        next = Result { try readNext() }
    }

    var isFinished: Bool { end != nil || (try? next.get())?.end != nil }
    var nextFrameTime: Double { lastFrame.map { $0.timeMs + scenario.canvas.frameDurationMs } ?? 0 }
    var metrics: Metrics { end?.metrics ?? Metrics() }
    var cachePeakBytes: Int { end?.cachePeakBytes ?? 0 }

    func step(recordingTrace: Bool, timings: inout RunTimings) throws -> FrameState {
        let clock = ContinuousClock()
        let start = clock.now
        let message = try next.get()
        guard let frame = message.frame else { throw failure() }
        staleCellFrames = message.staleCellFrames ?? staleCellFrames
        next = Result { try readNext() }
        if case .success(let following) = next, let end = following.end { self.end = end }
        timings.barrierWait += (clock.now - start).seconds
        lastFrame = frame
        return frame
    }

    func pixels(for frame: FrameState) -> [ImageKey: Bitmap] {
        var pixels: [ImageKey: Bitmap] = [:]
        for cell in frame.cells + frame.fadingCells.map(\.cell) {
            if case .image(let tag) = cell.content { pixels[tag.key] = images[tag.key] }
        }
        return pixels
    }

    func reportArrivals(since start: ContinuousClock.Instant) {}

    /// Waits for the panel's process, which has committed the panel's logs once it sent its last message.
    func finish() throws {
        if end == nil { end = try next.get().end }
        child.wait()
        guard end != nil, child.exited(with: 0) else { throw failure() }
    }

    func finishOutput(
        loaded: LoadedScenario, result: RunResult, records: [FrameWriter.Record]?, options: RunOptions
    ) throws -> RunRecord? {
        if let sharedOutput {
            return try sharedOutput.finish(loaded: loaded, result: result, records: records, options: options)
        }
        var panelLoaded = loaded
        panelLoaded.scenario = scenario
        let summary = Summary.json(loaded: panelLoaded, result: result, options: options)
        try AtomicFile.write(Data(summary.utf8), to: RunFolder(directory).summary)
        return nil
    }

    /// The next message, its pixels kept.
    private func readNext() throws -> PanelMessage {
        let read: (message: PanelMessage, bitmaps: [ImageKey: Bitmap])?
        do {
            read = try child.reading { try reader.next() }
        } catch {
            // A stream cut or garbled: how the process ended says why (killed, its own error), else the stream.
            throw failure(stream: error)
        }
        guard let (message, bitmaps) = read else { throw failure() }
        images.merge(bitmaps) { _, new in new }
        for key in message.released { images[key] = nil }
        return message
    }

    /// Why the panel's process stopped early: its own error line, or how it ended; for a stream that broke while
    /// the process exited cleanly, what was wrong with the stream.
    private func failure(stream: (any Error)? = nil) -> IsolatedRunFailure {
        // The process is ending (its stream ended or broke): waited for, and killed by the watchdog should it stop
        // answering instead, so that what it says on the way out is still relayed.
        child.wait()
        // A process killed mid-write cannot remove its temporary files: they are reel's, in the panel's folder.
        OwnedFolder.removeStagedFiles(in: directory)
        var how = "its process " + child.ending(early: "before its last frame")
        if let stream, child.exited(with: 0) { how = "\(stream)" }
        let message = child.errors.errorLine ?? "panel \"\(name)\": \(how)"
        return IsolatedRunFailure(name: "panel \"\(name)\"", message: message, badInput: child.exited(with: 2))
    }

    deinit {
        if child.child.isRunning {
            child.stop()
            OwnedFolder.removeStagedFiles(in: directory)
        }
    }
}
