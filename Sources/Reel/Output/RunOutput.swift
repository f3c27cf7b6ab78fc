import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics

/// The output folder of one run: frames, `timeline.jsonl`, `cells.csv`, `summary.json`, and `manifest.json` last.
final class RunOutput {
    let directory: URL
    let layout: RunFolder
    let frames: URL
    /// The staged logs; nil when the panel's own process writes them (`IsolatedPanel`).
    private let timeline: StagedFile?
    private let cells: StagedFile?
    /// What the summary and an in-memory report need beyond the metrics, gathered while recording.
    private(set) var log = RunLog()

    /// Prepares `directory` (`OwnedFolder.prepare`): refuses a folder reel did not write, and removes the previous
    /// run's results, manifest first (so an unfinished run never looks complete), then its frames, logs, summary and
    /// extras, and only those. `withFrames: false` for a comparison's panel folders, which hold logs but no frames of
    /// their own. `logs: false` when a panel's own process writes the logs into this folder; `prepare: false` in that
    /// process, whose parent prepared the folder.
    init(directory: URL, withFrames: Bool = true, logs: Bool = true, prepare: Bool = true) throws {
        self.directory = directory
        layout = RunFolder(directory)
        frames = layout.framesFolder
        if prepare { try OwnedFolder.prepare(directory) }
        do {
            if withFrames { try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true) }
        } catch {
            throw OutputError(
                path: directory.path, message: "cannot prepare the output folder (\(LoadedScenario.reason(error)))")
        }
        guard logs else {
            (timeline, cells) = (nil, nil)
            return
        }
        timeline = try StagedFile(layout.timeline)
        let cells = try StagedFile(layout.cells)
        try cells.append(line: "frame,t_ms,cell,item,state,shows,x,y,w,h")
        self.cells = cells
    }

    /// Appends the events recorded after the last frame (what the user's code left unfinished) to the timeline.
    func recordAfterLastFrame(_ events: [TimedEvent]) throws {
        for event in events { try timeline?.append(line: event.jsonLine) }
    }

    /// Appends a step's events and visible cells.
    func record(_ step: FrameStep) throws {
        log.record(step)
        for event in step.events { try timeline?.append(line: event.jsonLine) }
        let frame = step.frame
        let time = JSONLine.number(frame.timeMs)
        for cell in frame.cells {
            let fields = [
                String(frame.index), time, String(cell.cellID.number), Self.csv(cell.itemID.rawValue),
                cell.state.rawValue,
                Self.csv(cell.content.logName),
                JSONLine.number(cell.frame.x), JSONLine.number(cell.frame.y),
                JSONLine.number(cell.frame.width), JSONLine.number(cell.frame.height),
            ]
            try cells?.append(line: fields.joined(separator: ","))
        }
        for view in frame.views {
            let fields = [
                String(frame.index), time, Self.csv(view.logName), Self.csv(view.element.logName), view.state.rawValue,
                Self.csv(view.logShows),
                JSONLine.number(view.frame.x), JSONLine.number(view.frame.y),
                JSONLine.number(view.frame.width), JSONLine.number(view.frame.height),
            ]
            try cells?.append(line: fields.joined(separator: ","))
        }
    }

    /// Commits the logs, then writes the summary and, last, the manifest. Returns what a report of the run needs,
    /// from memory (nil for a comparison's panel folder, which has no frames of its own).
    @discardableResult
    func finish(
        loaded: LoadedScenario, result: RunResult, records: [FrameWriter.Record]?, options: RunOptions
    ) throws -> RunRecord? {
        try commitLogs()
        let summary = Summary.json(loaded: loaded, result: result, options: options)
        try AtomicFile.write(Data(summary.utf8), to: layout.summary)
        guard let records else { return nil }
        try AtomicFile.write(Data(Self.manifest(loaded: loaded, records: records).utf8), to: layout.manifest)
        // Logs another process wrote are read back for the report.
        if timeline == nil { return try RunRecord.read(directory) }
        guard case .object(let fields) = try JSONValue.parse(Data(summary.utf8), file: layout.summary.path) else {
            return nil
        }
        return RunRecord(
            directory: directory, summary: fields, scenario: loaded.scenario.name, frames: records, log: log
        )
    }

    /// Moves the timeline and the cells log into place (a panel run in its own process does only this).
    func commitLogs() throws {
        try timeline?.commit()
        try cells?.commit()
    }

    /// Finishes a comparison's top folder: no logs of its own (they are in the panel folders), a summary listing each
    /// panel's figures, then the manifest of the composite frames.
    func finishComparison(
        loaded: LoadedScenario, panels: [(name: String, metrics: Metrics)], records: [FrameWriter.Record], run: JSONLine
    ) throws {
        try commitLogs()
        for log in [timeline, cells].compactMap(\.self) { try? FileManager.default.removeItem(at: log.url) }
        let lines = panels.map { panel -> String in
            var line = JSONLine()
            line.add("name", panel.name)
            line.add("folder", RunFolder.panelPath(RunLayout.folderName(panel.name)))
            for state in CellState.allCases { line.add("\(state.rawValue)_cell_frames", panel.metrics.count(state)) }
            line.add("hitch_ratio_ms_per_s", panel.metrics.hitchRatio)
            line.add("requests_started", panel.metrics.requests.started)
            line.add("cells_created", panel.metrics.cells.created)
            line.add("largest_indicator_jump_pt", panel.metrics.indicator.largestJump)
            return "    " + line.string
        }
        var head = JSONLine()
        head.add("scenario", loaded.scenario.name)
        head.add("frames", records.count)
        head.addRaw("run", run.string)
        let summary = String(head.string.dropLast()) + ",\"panels\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
        try AtomicFile.write(Data(summary.utf8), to: layout.summary)
        try AtomicFile.write(Data(Self.manifest(loaded: loaded, records: records).utf8), to: layout.manifest)
    }

    /// The manifest: tool version, scenario hash, frame count and each frame's pixel hash.
    static func manifest(loaded: LoadedScenario, records: [FrameWriter.Record]) -> String {
        var lines: [String] = []
        for record in records {
            var line = JSONLine()
            line.add("file", RunFolder.framePath(record.index))
            line.add("pixels", record.pixelHash)
            if let original = record.repeatOf { line.add("repeat_of", original) }
            lines.append("    " + line.string)
        }
        let scenarioHash = loaded.bytes.withUnsafeBytes { ContentHash.hex($0) }
        var head = JSONLine()
        head.add("tool", "reel")
        head.add("version", ReelVersion.current)
        head.add("scenario", loaded.scenario.name)
        head.add("scenario_hash", scenarioHash)
        if loaded.scenario.drawsAppViews { head.add("drawing", CellDrawing.app.rawValue) }
        head.add("frame_count", records.count)
        let prefix = String(head.string.dropLast())
        return prefix + ",\"frames\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// A CSV field, quoted when it holds a comma, quote or newline.
    static func csv(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
