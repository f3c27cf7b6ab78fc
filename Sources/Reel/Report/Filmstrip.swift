import Foundation
import ReelGraphics
import ReelRender
import Synchronization

/// Small lossy WebP previews of a run's distinct frames, as data URLs, for the report's scrubber.
enum Filmstrip {
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
        let sources = originals.map { run.frameFiles[$0] }
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let outcome = Result { () throws(OutputError) -> String in try preview(sources[index], width: width) }
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

    /// One frame scaled to `width` pixels wide, as a `data:image/webp;base64,…` URL.
    static func preview(_ file: URL, width: Int) throws(OutputError) -> String {
        let bitmap: Bitmap
        do {
            bitmap = try PNGDecoder.decode([UInt8](try Data(contentsOf: file)))
        } catch {
            throw OutputError(path: file.path, message: "cannot read the frame: \(error)")
        }
        let targetWidth = min(width, bitmap.width)
        let height = max(1, Int((Double(bitmap.height) * Double(targetWidth) / Double(bitmap.width)).rounded()))
        let small = Thumbnailer.aspectFill(bitmap, width: targetWidth, height: height)
        guard let bytes = WebPStill.encode(small, quality: 80) else {
            throw OutputError(path: file.path, message: "WebP encoding failed")
        }
        return "data:image/webp;base64," + Data(bytes).base64EncodedString()
    }
}
