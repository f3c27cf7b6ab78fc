import Foundation
import ReelCore
import ReelGraphics

/// Writes and reads golden folders: `manifest.json`, each distinct frame once under `frames/`, `cells.csv` and
/// `timeline.jsonl`. A frame whose pixels equal an earlier frame's maps to that frame's file (`repeat_of`), so
/// committed goldens stay small, and per-frame pixel hashes let an unchanged run be verified without decoding.
public enum GoldenStore {
    /// The logs a golden keeps beside its frames.
    public static let logs = RunFolder.logNames

    /// What recording changed on disk.
    public struct Written: Sendable, Equatable {
        /// Files created or rewritten, relative to the golden folder.
        public var written: [String] = []
        /// Frame files removed because no frame uses them any more.
        public var removed: [String] = []
        /// Whether anything changed.
        public var changed: Bool { !written.isEmpty || !removed.isEmpty }
    }

    /// Makes `golden` hold the run in `run` (a reel output folder). The new golden is staged beside the old one and
    /// swapped in whole (`GoldenStaging`), and only when some file's bytes change. `interrupt` is a test seam called
    /// before each step; throwing from it aborts the write and leaves the old golden as it was.
    public static func record(
        run: URL, into golden: URL, interrupt: @escaping (GoldenStaging.Step) throws -> Void = { _ in }
    ) throws -> Written {
        guard let manifest = try FrameManifest.read(folder: run, label: run.path) else {
            throw DiffInputError(file: run.path, message: "no \(RunFolder.manifestName) (an incomplete run)")
        }
        let staging = try GoldenStaging(golden: golden, interrupt: interrupt)
        defer { staging.discard() }
        var written = Written()
        var firstByHash: [String: Int] = [:]
        var frames: [FrameManifest.Frame] = []
        var keep: Set<String> = []
        for (index, frame) in manifest.frames.enumerated() {
            if let original = firstByHash[frame.pixels] {
                frames.append(
                    FrameManifest.Frame(file: frames[original].file, pixels: frame.pixels, repeatOf: original))
                continue
            }
            firstByHash[frame.pixels] = index
            let name = RunFolder.framePath(index)
            keep.insert(RunFolder.frameName(index))
            frames.append(FrameManifest.Frame(file: name, pixels: frame.pixels))
            let bytes = try read(run.appendingPathComponent(frame.file))
            if try staging.write(bytes, as: name) { written.written.append(name) }
        }
        for log in logs {
            // A log the run lacks keeps the old golden's copy, as before.
            let source = [run, golden].map { $0.appendingPathComponent(log) }.first {
                FileManager.default.fileExists(atPath: $0.path)
            }
            guard let source else { continue }
            if try staging.write(try read(source), as: log) { written.written.append(log) }
        }
        let folder = RunFolder(golden).frames
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        where !keep.contains(name) {
            written.removed.append(RunFolder.framesName + "/" + name)
        }
        let stored = FrameManifest(
            tool: manifest.tool, version: manifest.version, scenario: manifest.scenario,
            scenarioHash: manifest.scenarioHash, frames: frames)
        // The manifest goes last, so a staged golden interrupted mid-write never looks complete.
        if try staging.write(Data(stored.json.utf8), as: RunFolder.manifestName) {
            written.written.append(RunFolder.manifestName)
        }
        if written.changed { try staging.commit() }
        return written
    }

    /// A run file's bytes, or an error naming it and the cause in one line.
    static func read(_ url: URL) throws(OutputError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw OutputError(path: url.path, message: "cannot read: \(OutputError.cause(error))")
        }
    }

    /// Whether `golden` holds a recorded golden (has a manifest), after finishing a swap that was interrupted.
    public static func exists(_ golden: URL) -> Bool {
        GoldenStaging.recover(golden)
        return FileManager.default.fileExists(atPath: RunFolder(golden).manifest.path)
    }
}
