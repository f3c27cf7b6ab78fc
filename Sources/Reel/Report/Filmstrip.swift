import Foundation
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

    /// One frame file shrunk to about `width` pixels wide, as a `data:image/jpeg;base64,…` URL.
    static func preview(_ file: URL, width: Int) throws(OutputError) -> String {
        let bitmap: Bitmap
        do {
            bitmap = try PNGDecoder.decode([UInt8](try Data(contentsOf: file)))
        } catch {
            throw OutputError(path: file.path, message: "cannot read the frame: \(error)")
        }
        let small = bitmap.shrunk(by: factor(frameWidth: bitmap.width, width: width))
        guard let bytes = encode(small) else {
            throw OutputError(path: file.path, message: "preview encoding failed")
        }
        return dataURL(bytes)
    }

    /// A shrunk frame's preview bytes (nil when the encoder fails). JPEG: libwebp's lossy encoder made files ~40%
    /// smaller but took 14 ms a preview against under 1 ms, more than the rest of a render's work per frame.
    static func encode(_ small: Bitmap) -> [UInt8]? { JPEGEncoder.encode(small, quality: quality) }

    static func dataURL(_ bytes: [UInt8]) -> String { "data:image/jpeg;base64," + Data(bytes).base64EncodedString() }
}
