import Foundation
import ReelDiff
import ReelFiles
import ReelGraphics
import ReelRender
import Synchronization

/// Small lossy JPEG previews of a run's distinct frames, as data URLs, for the report's scrubber: each frame shrunk by
/// a whole factor to about the preview width (a block mean), so a preview costs about a millisecond. A run that just
/// finished made them while its frames were in memory (`RunRecord.previews`); an older run's are made from its PNGs.
enum Filmstrip {
    /// JPEG quality of the previews.
    static let quality = 70

    /// The whole factor that shrinks a frame `frameWidth` pixels wide to at most about `width` (at least 1).
    static func factor(frameWidth: Int, width: Int) -> Int {
        max(1, Int((Double(frameWidth) / Double(max(1, width))).rounded()))
    }

    /// For each frame, the index of its preview, and the previews (one per drawn frame, repeats share it).
    static func make(_ run: RunRecord, width: Int, progress: @Sendable (Int) -> Void) throws -> (
        frames: [Int], images: [String]
    ) {
        let manifest = try? FrameManifest.read(folder: run.directory, label: run.directory.path)
        if let manifest, let video = manifest.video {
            return try fromVideo(run, manifest: manifest, video: video, width: width, progress: progress)
        }
        if let manifest, let recording = manifest.recording {
            return try fromRecording(run, manifest: manifest, file: recording, width: width, progress: progress)
        }
        var originals: [Int] = []
        var imageOf = [Int](repeating: 0, count: run.frameCount)
        var slot: [Int: Int] = [:]
        for frame in 0..<run.frameCount {
            let source = run.repeatOf[frame] ?? frame
            if let existing = slot[source] {
                imageOf[frame] = existing
            } else {
                slot[source] = originals.count
                imageOf[frame] = originals.count
                originals.append(source)
            }
        }
        let results = Mutex([Int: Result<String, OutputError>]())
        let done = Atomic<Int>(0)
        let sources = originals
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let frame = sources[index]
            let outcome = Result { () throws(OutputError) -> String in
                if let bytes = run.previews[frame] { return dataURL(bytes) }
                return try preview(run.frameFiles[frame], width: width)
            }
            results.withLock { $0[index] = outcome }
            progress(done.add(1, ordering: .relaxed).newValue)
        }
        let images = try results.withLock { results in
            try (0..<sources.count).map { index throws(OutputError) -> String in
                guard let result = results[index] else {
                    throw OutputError(path: run.directory.path, message: "missing preview")
                }
                return try result.get()
            }
        }
        return (imageOf, images)
    }

    /// The previews of a failing check's run kept as a recording: frames with equal pixel hashes share one preview;
    /// those the run made while it drew them are used, the others are drawn again from the recording.
    private static func fromRecording(
        _ run: RunRecord, manifest: FrameManifest, file: String, width: Int, progress: @Sendable (Int) -> Void
    ) throws -> (frames: [Int], images: [String]) {
        let (imageOf, wanted) = distinct(manifest.frames.map(\.pixels))
        let missing = wanted.filter { run.previews[$0] == nil }
        var made = run.previews
        if !missing.isEmpty {
            let url = run.directory.appendingPathComponent(file)
            let player = try FrameRecordingPlayer(
                try run.recording ?? FrameRecording.read(url), pixelHashes: manifest.frames.map(\.pixels),
                label: url.path)
            let drawn = try player.play(missing) { _, frame, _, _ in
                guard let bytes = encode(frame.shrunk(by: factor(frameWidth: frame.surface.width, width: width))) else {
                    throw OutputError(path: url.path, message: "preview encoding failed")
                }
                return bytes
            }
            made.merge(drawn) { old, _ in old }
        }
        progress(wanted.count)
        return (imageOf, wanted.map { dataURL(made[$0] ?? []) })
    }

    /// For each frame, the number of the first frame with its pixel hash among `wanted`, and those first frames.
    private static func distinct(_ hashes: [String]) -> (imageOf: [Int], wanted: [Int]) {
        var slot: [String: Int] = [:]
        var imageOf: [Int] = []
        var wanted: [Int] = []
        for (index, hash) in hashes.enumerated() {
            if let existing = slot[hash] {
                imageOf.append(existing)
            } else {
                slot[hash] = wanted.count
                imageOf.append(wanted.count)
                wanted.append(index)
            }
        }
        return (imageOf, wanted)
    }

    /// The previews of a compact run (a failing check's): its video decoded once, frames with equal pixel hashes
    /// sharing one preview, a few frames at a time.
    private static func fromVideo(
        _ run: RunRecord, manifest: FrameManifest, video: FrameManifest.Video, width: Int,
        progress: @Sendable (Int) -> Void
    ) throws -> (frames: [Int], images: [String]) {
        let (imageOf, wanted) = distinct(manifest.frames.map(\.pixels))
        // A failing check made the previews while it wrote the video.
        let made = wanted.compactMap { run.previews[$0] }
        if made.count == wanted.count {
            progress(made.count)
            return (imageOf, made.map(dataURL))
        }
        let url = run.directory.appendingPathComponent(video.file)
        let reader: VideoFrameReader
        do {
            reader = try VideoFrameReader(
                video: url, width: video.width, height: video.height, count: manifest.frames.count, frames: wanted,
                label: url.path)
        } catch {
            throw OutputError(path: url.path, message: error.message)
        }
        defer { reader.finish() }
        var images: [String] = []
        while images.count < wanted.count {
            var batch: [Bitmap] = []
            while batch.count < 8, images.count + batch.count < wanted.count {
                let frame: VideoFrameReader.RGBFrame?
                do { frame = try reader.nextRGB() } catch { throw OutputError(path: url.path, message: error.message) }
                guard let frame else { throw OutputError(path: url.path, message: "the video ends early") }
                batch.append(bitmap(rgb: frame.rgb, width: video.width, height: video.height))
            }
            let done = Mutex([Int: Result<String, OutputError>]())
            let bitmaps = batch
            DispatchQueue.concurrentPerform(iterations: bitmaps.count) { index in
                let outcome = Result { () throws(OutputError) -> String in try preview(bitmaps[index], width: width) }
                done.withLock { $0[index] = outcome }
            }
            for index in bitmaps.indices {
                guard let result = done.withLock({ $0[index] }) else {
                    throw OutputError(path: url.path, message: "missing preview")
                }
                images.append(try result.get())
            }
            progress(images.count)
        }
        return (imageOf, images)
    }

    /// An opaque cairo-layout bitmap (B, G, R, A bytes) of packed RGB rows.
    private static func bitmap(rgb: [UInt8], width: Int, height: Int) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        rgb.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for i in 0..<(width * height) {
                    target[i * 4] = source[i * 3 + 2]
                    target[i * 4 + 1] = source[i * 3 + 1]
                    target[i * 4 + 2] = source[i * 3]
                }
            }
        }
        return Bitmap(width: width, height: height, stride: width * 4, pixels: pixels)
    }

    /// One frame file shrunk to about `width` pixels wide, as a `data:image/jpeg;base64,…` URL.
    static func preview(_ file: URL, width: Int) throws(OutputError) -> String {
        let bitmap: Bitmap
        do {
            bitmap = try PNGDecoder.decode(try RegularFile.read(file.path, limit: RegularFile.Limit.image).get())
        } catch {
            throw OutputError(path: file.path, message: "cannot read the frame: \(error)")
        }
        return try preview(bitmap, width: width, label: file.path)
    }

    /// A decoded frame shrunk to about `width` pixels wide, as a `data:image/jpeg;base64,…` URL.
    static func preview(_ bitmap: Bitmap, width: Int, label: String = "frame") throws(OutputError) -> String {
        let small = bitmap.shrunk(by: factor(frameWidth: bitmap.width, width: width))
        guard let bytes = encode(small) else {
            throw OutputError(path: label, message: "preview encoding failed")
        }
        return dataURL(bytes)
    }

    /// A shrunk frame's preview bytes (nil when the encoder fails). JPEG: libwebp's lossy encoder made files ~40%
    /// smaller but took 14 ms a preview against under 1 ms, more than the rest of a render's work per frame.
    static func encode(_ small: Bitmap) -> [UInt8]? { JPEGEncoder.encode(small, quality: quality) }

    static func dataURL(_ bytes: [UInt8]) -> String { "data:image/jpeg;base64," + Data(bytes).base64EncodedString() }
}
