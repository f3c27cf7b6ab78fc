import Foundation
import ReelFiles
import ReelFormats
import ReelGraphics

/// Writes and reads golden folders: `manifest.json`, the frames, and the logs `cells.csv` and `timeline.jsonl`
/// (gzip-compressed as `cells.csv.gz` and `timeline.jsonl.gz`; goldens written before keep them plain, and both
/// forms are read). The frames are one lossless video (`frames.mkv`, a few MB where PNGs took a hundred), or in the
/// older form each distinct frame once under `frames/` (a frame whose pixels equal an earlier frame's maps to that
/// frame's file, `repeat_of`). Per-frame pixel hashes in the manifest let an unchanged run be verified without
/// decoding anything.
public enum GoldenStore {
    /// The logs a golden keeps beside its frames (each written compressed, `CompressedLog`).
    package static let logs = RunFolder.logNames

    /// What recording changed on disk.
    public struct Written: Sendable, Equatable {
        /// Files created or rewritten, relative to the golden folder.
        public var written: [String] = []
        /// Frame files removed because no frame uses them any more.
        public var removed: [String] = []
        /// Whether anything changed.
        public var changed: Bool { !written.isEmpty || !removed.isEmpty }
    }

    /// How a golden keeps its frames.
    package enum Format: Sendable {
        /// One lossless video (`frames.mkv`, see `GoldenVideo`): the default.
        case video
        /// One PNG per distinct frame under `frames/`, as goldens were first written.
        case png
    }

    /// Makes `golden` hold the run in `run` (a reel output folder). The new golden is staged beside the old one and
    /// swapped in whole (`GoldenStaging`), and only when some file's bytes change. `interrupt` is a test seam called
    /// before each step; throwing from it aborts the write and leaves the old golden as it was.
    ///
    /// In the default `video` format a golden whose frames keep their pixels keeps its video as it is (encoders on
    /// two machines may write different bytes for the same pixels), unless `keepVideo` is false (a verification found
    /// the golden corrupt) or the old video is not a regular file reel can read (a FIFO, a link): then the run's
    /// frames are encoded anew, which repairs it. A PNG golden is converted.
    package static func record(
        run: URL, into golden: URL, format: Format = .video, keepVideo: Bool = true,
        interrupt: @escaping (GoldenStaging.Step) throws -> Void = { _ in }
    ) throws -> Written {
        guard let manifest = try FrameManifest.read(folder: run, label: run.path) else {
            throw DiffInputError(file: run.path, message: "no \(RunFolder.manifestName) (an incomplete run)")
        }
        guard !manifest.frames.isEmpty else {
            throw DiffInputError(file: run.path, message: "the run has no frames to record")
        }
        let staging = try GoldenStaging(golden: golden, interrupt: interrupt)
        defer { staging.discard() }
        var written = Written()
        let stored: FrameManifest
        var keep: Set<String> = []
        switch format {
        case .video:
            stored = try recordVideo(
                manifest, run: run, golden: golden, staging: staging, keepVideo: keepVideo, written: &written)
        case .png:
            stored = try recordPNG(manifest, run: run, staging: staging, written: &written, keep: &keep)
        }
        for log in logs { try stageLog(log, run: run, golden: golden, staging: staging, written: &written) }
        let folder = RunFolder(golden).framesFolder
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        where !keep.contains(name) {
            written.removed.append(RunFolder.framesName + "/" + name)
        }
        if format == .png,
            FileManager.default.fileExists(atPath: golden.appendingPathComponent(GoldenVideo.fileName).path)
        {
            written.removed.append(GoldenVideo.fileName)
        }
        // The manifest goes last, so a staged golden interrupted mid-write never looks complete.
        if try staging.write(Data(stored.json.utf8), as: RunFolder.manifestName) {
            written.written.append(RunFolder.manifestName)
        }
        if written.changed { try staging.commit() }
        return written
    }

    /// Stages the log `name` gzip-compressed (`name.gz`, a sixth of the plain size or less): the run's, or when the
    /// run lacks it the old golden's. An old golden's compressed log whose text is unchanged keeps its bytes (another
    /// libdeflate may compress the same text differently); a plain log the old golden kept is replaced.
    private static func stageLog(
        _ name: String, run: URL, golden: URL, staging: GoldenStaging, written: inout Written
    ) throws {
        let packedName = name + CompressedLog.suffix
        let oldPacked = RunFolder(golden).file(packedName)
        guard
            let text = try CompressedLog.contents(of: RunFolder(run).file(name))
                ?? CompressedLog.contents(of: RunFolder(golden).file(name))
        else { return }
        var bytes: Data?
        if let old = (try? RegularFile.read(oldPacked.path, limit: RegularFile.Limit.log).get()).map({ Data($0) }),
            (try? CompressedLog.inflate(old, label: oldPacked.path)) == text
        {
            bytes = old
        }
        if try staging.write(bytes ?? CompressedLog.deflate(text), as: packedName) {
            written.written.append(packedName)
        }
        if FileManager.default.fileExists(atPath: golden.appendingPathComponent(name).path) {
            written.removed.append(name)
        }
    }

    /// Stages the run's frames as one video and returns the golden's manifest.
    private static func recordVideo(
        _ manifest: FrameManifest, run: URL, golden: URL, staging: GoldenStaging, keepVideo: Bool,
        written: inout Written
    ) throws -> FrameManifest {
        let pixels = manifest.frames.map(\.pixels)
        let name = GoldenVideo.fileName
        let old = try? FrameManifest.read(folder: golden, label: golden.path)
        let oldVideo = golden.appendingPathComponent(name)
        var video: FrameManifest.Video
        if keepVideo, let old, let kept = old.video, old.frames.map(\.pixels) == pixels,
            let bytes = try? RegularFile.read(oldVideo.path, limit: RegularFile.Limit.video, followingLinks: false)
                .get()
        {
            // Same pixels: the old video stays byte for byte.
            video = kept
            _ = try staging.write(Data(bytes), as: name)
        } else if let runVideo = manifest.video {
            // A compact run folder (a failing check's `run/`): its video was checked when it was encoded.
            video = runVideo
            let bytes = try read(RunFolder(run).file(runVideo.file), limit: RegularFile.Limit.video)
            if try staging.write(bytes, as: name) { written.written.append(name) }
        } else {
            let files = manifest.frames.map { run.appendingPathComponent($0.file) }
            var size = (width: 0, height: 0)
            let changed = try staging.produce(name) { target in
                size = try GoldenVideo.encode(frames: files, pixels: pixels, to: target, label: golden.path)
            }
            if changed { written.written.append(name) }
            video = FrameManifest.Video(file: name, codec: GoldenVideo.codec, width: size.width, height: size.height)
        }
        video.file = name
        let frames = pixels.map { FrameManifest.Frame(file: name, pixels: $0) }
        return FrameManifest(
            tool: manifest.tool, version: manifest.version, scenario: manifest.scenario,
            scenarioHash: manifest.scenarioHash, drawing: manifest.drawing, frames: frames, video: video)
    }

    /// Stages each distinct frame once as a PNG under `frames/` and returns the golden's manifest.
    private static func recordPNG(
        _ manifest: FrameManifest, run: URL, staging: GoldenStaging, written: inout Written, keep: inout Set<String>
    ) throws -> FrameManifest {
        var firstByHash: [String: Int] = [:]
        var frames: [FrameManifest.Frame] = []
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
            let bytes = try read(RunFolder(run).file(frame.file), limit: RegularFile.Limit.image)
            if try staging.write(bytes, as: name) { written.written.append(name) }
        }
        return FrameManifest(
            tool: manifest.tool, version: manifest.version, scenario: manifest.scenario,
            scenarioHash: manifest.scenarioHash, drawing: manifest.drawing, frames: frames)
    }

    /// A run file's bytes (at most `limit`), or an error naming it and the cause in one line.
    static func read(_ url: URL, limit: Int) throws(OutputError) -> Data {
        Data(try RegularFile.contents(url.path, limit: limit))
    }

    /// Whether `golden` holds a recorded golden (has a manifest), after finishing a swap that was interrupted.
    package static func exists(_ golden: URL) -> Bool {
        GoldenStaging.recover(golden)
        return FileManager.default.fileExists(atPath: RunFolder(golden).manifest.path)
    }
}
