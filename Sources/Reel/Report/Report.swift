import Foundation
import ReelCore
import ReelFiles
import ReelGraphics

/// `report.html`: one self-contained page about a run (summary, metrics, charts, a frame scrubber) and, for
/// `reel check`, the failing frames as expected/actual/diff.
package enum Report {
    /// How the report is built.
    package struct Options: Sendable {
        /// Width in pixels the scrubber's frame previews are shrunk to, about (lossy JPEG; the frames themselves stay
        /// lossless PNGs).
        package var previewWidth: Int
        /// The preview width of a report: `render --report` makes its previews this wide while it draws.
        package static let defaultPreviewWidth = 260
        /// Where to write; nil means `report.html` in the run folder.
        package var output: URL?
        /// Also write the chart files (`timeline.png`/`.svg`, `time-to-correct.png`/`.svg`) into the run folder.
        package var writeCharts: Bool

        /// Creates report options.
        package init(previewWidth: Int = Options.defaultPreviewWidth, output: URL? = nil, writeCharts: Bool = true) {
            self.previewWidth = previewWidth
            self.output = output
            self.writeCharts = writeCharts
        }
    }

    /// Reads the finished run folder `run` (e.g. an older run), writes its report (and charts) and returns the
    /// report's URL. `check` adds a `reel check` section; `progress` gets previews done (of the run's distinct frames).
    @discardableResult
    package static func write(
        run directory: URL, check: CheckSection? = nil, options: Options = .init(),
        progress: @Sendable (Int) -> Void = { _ in }
    ) throws -> URL {
        try write(RunRecord.read(directory), check: check, options: options, progress: progress)
    }

    /// Writes the report (and charts) of `run` — a run that just finished hands its record over in memory
    /// (`RunResult.record`) — and returns the report's URL. Only the frame PNGs are read, for the previews.
    @discardableResult
    package static func write(
        _ run: RunRecord, check: CheckSection? = nil, options: Options = .init(),
        progress: @Sendable (Int) -> Void = { _ in }
    ) throws -> URL {
        if options.writeCharts { try RunCharts.write(run) }
        let html = try self.html(run, check: check, options: options, progress: progress)
        let url = options.output ?? RunFolder(run.directory).report
        try AtomicFile.write(Data(html.utf8), to: url)
        return url
    }

    /// The report page of `run`.
    package static func html(
        _ run: RunRecord, check: CheckSection?, options: Options = .init(), progress: @Sendable (Int) -> Void = { _ in }
    ) throws -> String {
        let (frames, images) = try Filmstrip.make(run, width: options.previewWidth, progress: progress)
        var data = JSONLine()
        data.add("fps", 1000 / run.frameDurationMs)
        data.addRaw("times", "[" + run.frameTimes.map { JSONLine.number($0) }.joined(separator: ",") + "]")
        data.addRaw("img", "[" + frames.map(String.init).joined(separator: ",") + "]")
        // Data URLs hold no character JSON escapes (base64 and "data:image/jpeg;base64,").
        data.addRaw("images", "[" + images.map { "\"" + $0 + "\"" }.joined(separator: ",\n") + "]")
        let cells = run.cells.map { rows in
            "["
                + rows.map {
                    "[\($0.cell),\(JSONLine.quote($0.item)),\"\($0.state.rawValue)\",\(JSONLine.quote($0.shows))]"
                }
                .joined(separator: ",") + "]"
        }
        data.addRaw("cells", "[" + cells.joined(separator: ",\n") + "]")
        let folder = options.output?.deletingLastPathComponent() ?? run.directory
        return try ReportPage(run: run, check: check, folder: folder).render(dataJSON: data.string)
    }
}
