import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics

extension GoldenCheck {
    /// Turns a failing check's run folder into a compact one: every frame of the run in one lossless video
    /// (`run/frames.mkv`, the manifest rewritten to name it) and no PNG left in `run/frames/`, so no frame is stored
    /// twice. The run was rendered against the golden's hashes, so it wrote PNGs only for frames that differ; the
    /// others are the golden's frames, taken from the golden (each checked against the run's hash for it). Returns
    /// the report's previews of the run's distinct frames (by frame index), made from the frames on their way to the
    /// encoder, so that the report does not decode the video again.
    static func compactRun(_ run: URL, golden: URL, previewWidth: Int = Report.Options.defaultPreviewWidth) throws
        -> [Int: [UInt8]]
    {
        guard let manifest = try FrameManifest.read(folder: run, label: run.path), manifest.video == nil,
            !manifest.frames.isEmpty
        else { return [:] }
        let expected = try FrameSet.open(golden.path)
        let files = FileManager.default
        let fromRun = manifest.frames.map { files.fileExists(atPath: run.appendingPathComponent($0.file).path) }
        let needed = fromRun.indices.filter { !fromRun[$0] }
        if let missing = needed.first(where: { $0 >= expected.frames.count }) {
            throw DiffInputError(file: run.path, message: "frame \(missing) is neither in the run nor in the golden")
        }
        var size: (width: Int, height: Int)
        if let first = fromRun.firstIndex(of: true) {
            let bytes = try PNGFrameReader.bytes(of: run.appendingPathComponent(manifest.frames[first].file), name: "")
            size = PNGFrameReader.size(bytes) ?? (0, 0)
        } else if let video = expected.video {
            size = (video.width, video.height)
        } else {
            let image = try PNGFrameReader.read(expected.frames[0].file)
            size = (image.width, image.height)
        }
        let reader = try expected.video.map { video in
            try VideoFrameReader(
                video: video.file, width: video.width, height: video.height, frames: needed, label: golden.path)
        }
        defer { reader?.finish() }
        let name = GoldenVideo.fileName
        let target = run.appendingPathComponent(name)
        var previews: [Int: [UInt8]] = [:]
        var previewed = Set<String>()
        func source(_ index: Int) throws -> [UInt8] {
            if fromRun[index] {
                return try PNGFrameReader.read(run.appendingPathComponent(manifest.frames[index].file)).rgb
            }
            guard let reader else { return try PNGFrameReader.read(expected.frames[index].file).rgb }
            guard let frame = try reader.nextRGB(), frame.index == index else {
                throw DiffInputError(file: golden.path, message: "the golden video has no frame \(index)")
            }
            return frame.rgb
        }
        try GoldenVideo.encode(
            count: manifest.frames.count, width: size.width, height: size.height,
            pixels: manifest.frames.map(\.pixels), to: target, label: run.path
        ) { index in
            let rgb = try source(index)
            // One preview per distinct frame, as the report shows them (frames with equal pixels share one).
            if previewed.insert(manifest.frames[index].pixels).inserted, rgb.count == size.width * size.height * 3 {
                previews[index] = Filmstrip.previewBytes(
                    rgb: rgb, width: size.width, height: size.height, previewWidth: previewWidth)
            }
            return rgb
        }
        let compact = FrameManifest(
            tool: manifest.tool, version: manifest.version, scenario: manifest.scenario,
            scenarioHash: manifest.scenarioHash, frames: manifest.frames.map { .init(file: name, pixels: $0.pixels) },
            video: .init(file: name, codec: GoldenVideo.codec, width: size.width, height: size.height))
        try AtomicFile.write(Data(compact.json.utf8), to: RunFolder(run).manifest)
        try? files.removeItem(at: RunFolder(run).frames)
        return previews
    }
}
