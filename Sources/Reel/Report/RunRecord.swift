import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics
import ReelRender

/// What charts and reports show of a finished run: its summary, frames, per-frame cells and chart data. A run that just
/// finished hands it over in memory (`RunResult.record`); an older run folder is read back from its files.
public struct RunRecord: Sendable {
    /// One row of `cells.csv`.
    public struct CellRow: Sendable, Equatable {
        package var cell: Int
        package var item: String
        package var state: CellState
        package var shows: String
    }

    package let directory: URL
    /// The top-level keys of `summary.json`.
    package let summary: [String: JSONValue]
    /// The manifest's scenario name and tool version.
    package let scenario: String
    package let toolVersion: String
    /// `frames/frame-NNNNN.png` of every frame, and for a repeated frame the frame it repeats.
    package let frameFiles: [URL]
    package let repeatOf: [Int?]
    /// Each frame's virtual time (ms) and the visible cells in it.
    package let frameTimes: [Double]
    package let cells: [[CellRow]]
    /// What the charts draw.
    package let chartData: ChartData
    /// Frame previews made while the run drew its frames (JPEG bytes by frame index; none for a run read back).
    var previews: [Int: [UInt8]] = [:]
    /// The run's recording when it is kept as one and is still in memory (a failing check's; else it is read).
    var recording: FrameRecording?

    /// The number of frames.
    package var frameCount: Int { frameFiles.count }
    /// Virtual ms per frame.
    package var frameDurationMs: Double {
        frameTimes.count > 1
            ? (frameTimes[frameTimes.count - 1] - frameTimes[0]) / Double(frameTimes.count - 1) : 1000.0 / 60
    }

    /// Reads a complete run folder; throws `OutputError` naming the file when something is missing or malformed.
    package static func read(_ directory: URL) throws -> RunRecord {
        let layout = RunFolder(directory)
        let manifest = try object(layout.manifest)
        let summary = try object(layout.summary)
        guard case .array(let entries)? = manifest["frames"] else {
            throw OutputError(path: layout.manifest.path, message: "no frames list")
        }
        var files: [URL] = []
        var repeats: [Int?] = []
        // A compact run's frames are all in its video, or (a failing check's run) in its recording.
        var video: String?
        if case .object(let fields)? = manifest["video"], case .string(let file)? = fields["file"] { video = file }
        if case .string(let file)? = manifest["recording"] { video = file }
        for entry in entries {
            guard case .object(let fields) = entry else { continue }
            let named: String?
            if case .string(let file)? = fields["file"] { named = file } else { named = video }
            guard let file = named else { continue }
            files.append(directory.appendingPathComponent(file))
            if case .number(let original)? = fields["repeat_of"] {
                repeats.append(Int(exactly: original))
            } else {
                repeats.append(nil)
            }
        }
        let events = try TimelineEvents.read(layout.timeline, frames: files.count)
        let cells = try readCells(layout.cells, frames: files.count)
        var hitches = events.hitches
        if hitches == nil, SummaryMetric.hitchRatio.value(in: summary) != nil { hitches = [] }
        return RunRecord(
            directory: directory, summary: summary,
            scenario: manifest["scenario"]?.reportString ?? directory.lastPathComponent,
            toolVersion: manifest["version"]?.reportString ?? "?", frameFiles: files, repeatOf: repeats,
            frameTimes: events.frameTimes, cells: cells, hitches: hitches, timeToCorrectMs: events.timeToCorrectMs,
            neverCorrect: events.neverCorrect
        )
    }

    /// The record of a run that just finished, from what it kept in memory: its summary (as written), frame records,
    /// and the cells and events it logged. Nothing is read back. Event times are taken at the log's precision, so
    /// the record (and a report of it) equals the one read back from the folder.
    init(directory: URL, summary: [String: JSONValue], scenario: String, frames: [FrameWriter.Record], log: RunLog) {
        let layout = RunFolder(directory)
        let times = log.events.frameTimes
        self.init(
            directory: directory, summary: summary, scenario: scenario, toolVersion: ReelVersion.current,
            frameFiles: frames.map { layout.frame($0.index) }, repeatOf: frames.map(\.repeatOf),
            frameTimes: frames.indices.map { $0 < times.count ? times[$0] : 0 },
            cells: frames.indices.map { $0 < log.cells.count ? log.cells[$0] : [] },
            hitches: log.events.hitches ?? [], timeToCorrectMs: log.events.timeToCorrectMs,
            neverCorrect: log.events.neverCorrect
        )
        for frame in frames { if let preview = frame.preview { previews[frame.index] = preview } }
    }

    private init(
        directory: URL, summary: [String: JSONValue], scenario: String, toolVersion: String, frameFiles: [URL],
        repeatOf: [Int?], frameTimes: [Double], cells: [[CellRow]], hitches: [ChartData.Hitch]?,
        timeToCorrectMs: [Double], neverCorrect: Int
    ) {
        self.directory = directory
        self.summary = summary
        self.scenario = scenario
        self.toolVersion = toolVersion
        self.frameFiles = frameFiles
        self.repeatOf = repeatOf
        self.frameTimes = frameTimes
        self.cells = cells
        let frameMs = frameTimes.count > 1 ? frameTimes[1] - frameTimes[0] : 1000.0 / 60
        chartData = ChartData(
            durationMs: (frameTimes.last ?? 0) + frameMs, rows: Self.rows(cells, times: frameTimes, frameMs: frameMs),
            hitches: hitches, timeToCorrectMs: timeToCorrectMs, neverCorrect: neverCorrect
        )
    }

    /// Gantt rows: per item (in order of first display), runs of consecutive frames in one state.
    static func rows(_ cells: [[CellRow]], times: [Double], frameMs: Double) -> [ChartData.Row] {
        var order: [String] = []
        var segments: [String: [ChartData.Segment]] = [:]
        var lastFrame: [String: Int] = [:]
        for (frame, rows) in cells.enumerated() {
            let start = frame < times.count ? times[frame] : Double(frame) * frameMs
            for row in rows {
                if segments[row.item] == nil { order.append(row.item) }
                var list = segments[row.item, default: []]
                if lastFrame[row.item] == frame - 1, let last = list.last, last.state == row.state {
                    list[list.count - 1].endMs = start + frameMs
                } else {
                    list.append(ChartData.Segment(startMs: start, endMs: start + frameMs, state: row.state))
                }
                segments[row.item] = list
                lastFrame[row.item] = frame
            }
        }
        return order.map { ChartData.Row(item: $0, segments: segments[$0] ?? []) }
    }

    /// `cells.csv` grouped by frame.
    static func readCells(_ url: URL, frames: Int) throws -> [[CellRow]] {
        var cells = [[CellRow]](repeating: [], count: frames)
        let lines = try logText(url).split(separator: "\n").dropFirst()
        for line in lines {
            let fields = CellsTable.splitCSV(line)
            // A header's, footer's or decoration's row (`header#2`): not a cell.
            if fields.count >= 6, Int(fields[2]) == nil, fields[2].contains("#") { continue }
            guard fields.count >= 6, let frame = Int(fields[0]), let cell = Int(fields[2]),
                let state = CellState(rawValue: fields[4])
            else {
                throw OutputError(path: url.path, message: "malformed row: \(line.prefix(80))")
            }
            guard frame >= 0, frame < frames else { continue }
            cells[frame].append(CellRow(cell: cell, item: fields[3], state: state, shows: fields[5]))
        }
        return cells
    }

    /// A run's JSON file (`manifest.json`, `summary.json`) as UTF-8 text.
    static func text(_ url: URL) throws(OutputError) -> String {
        switch RegularFile.readText(url.path, limit: RegularFile.Limit.document) {
        case .success(let text): return text
        case .failure(let refusal):
            throw OutputError(path: url.path, message: "cannot read (\(refusal); is this a finished run folder?)")
        }
    }

    /// A log's text (`cells.csv`, `timeline.jsonl`), plain or gzip-compressed beside its name (`CompressedLog`).
    static func logText(_ url: URL) throws -> String {
        guard let data = try CompressedLog.contents(of: url) else {
            throw OutputError(path: url.path, message: "cannot read (is this a finished run folder?)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func object(_ url: URL) throws -> [String: JSONValue] {
        let data = Data(try text(url).utf8)
        guard case .object(let object) = try JSONValue.parse(data, file: url.path) else {
            throw OutputError(path: url.path, message: "expected a JSON object")
        }
        return object
    }
}

extension JSONValue {
    /// The string, when this is one (for reading run files back).
    var reportString: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number, when this is one (for reading run files back).
    var reportNumber: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
