import Foundation
import ReelCore

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

    /// Makes `golden` hold the run in `run` (a reel output folder), writing only files whose bytes change.
    public static func record(run: URL, into golden: URL) throws -> Written {
        guard let manifest = try FrameManifest.read(folder: run, label: run.path) else {
            throw DiffInputError(file: run.path, message: "no \(RunFolder.manifestName) (an incomplete run)")
        }
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
            let bytes = try Data(contentsOf: run.appendingPathComponent(frame.file))
            if try writeIfChanged(bytes, to: golden.appendingPathComponent(name)) { written.written.append(name) }
        }
        for log in logs {
            let source = run.appendingPathComponent(log)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            if try writeIfChanged(try Data(contentsOf: source), to: golden.appendingPathComponent(log)) {
                written.written.append(log)
            }
        }
        let folder = RunFolder(golden).frames
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        where !keep.contains(name) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            written.removed.append(RunFolder.framesName + "/" + name)
        }
        let stored = FrameManifest(
            tool: manifest.tool, version: manifest.version, scenario: manifest.scenario,
            scenarioHash: manifest.scenarioHash, frames: frames)
        // The manifest goes last, so a golden interrupted mid-write never looks complete with stale frames.
        if try writeIfChanged(Data(stored.json.utf8), to: RunFolder(golden).manifest) {
            written.written.append(RunFolder.manifestName)
        }
        return written
    }

    /// Whether `golden` holds a recorded golden (has a manifest).
    public static func exists(_ golden: URL) -> Bool {
        FileManager.default.fileExists(atPath: RunFolder(golden).manifest.path)
    }

    /// Writes `data` unless the file already holds exactly those bytes; true when it wrote.
    static func writeIfChanged(_ data: Data, to url: URL) throws -> Bool {
        if let existing = FileManager.default.contents(atPath: url.path), existing == data { return false }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return true
    }
}
