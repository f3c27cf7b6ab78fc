import Foundation
import ReelDiff
import ReelFiles
import ReelGraphics
import ReelRender
import Synchronization

/// Draws frames of a `FrameRecording` again, on any thread: each call takes a renderer made as the run made them from
/// a pool (one per thread drawing at a time) and checks the frame's pixel hash against the one the run's manifest
/// recorded for it, so what a recording gives back is the run's frames or an error, never other pixels.
final class FrameRecordingPlayer: Sendable {
    /// A renderer with the encoder and rows that hash what it draws.
    private final class Worker: @unchecked Sendable {
        // Safe: a worker is used by one thread at a time, the one that took it from the pool until it puts it back.
        let renderer: any FrameDrawing
        let encoder = PNGEncoder()
        let workspace = PNGWorkspace()

        init(_ renderer: any FrameDrawing) { self.renderer = renderer }
    }

    let recording: FrameRecording
    /// The run's pixel hash of each frame (its manifest's).
    let pixelHashes: [String]
    let label: String
    private let makeRenderer: @Sendable () throws -> any FrameDrawing
    private let pool = Mutex<[Worker]>([])

    /// A player of `recording`, whose frames must have `pixelHashes`; `label` names the run in errors.
    init(_ recording: FrameRecording, pixelHashes: [String], label: String) throws(DiffInputError) {
        guard recording.header.frames.count == pixelHashes.count else {
            throw DiffInputError(
                file: label,
                message:
                    "the recording holds \(recording.header.frames.count) frames, the manifest \(pixelHashes.count)")
        }
        self.recording = recording
        self.pixelHashes = pixelHashes
        self.label = label
        makeRenderer = recording.makeRenderer()
    }

    /// Draws frame `index` (a repeated frame draws the frame it repeats), checks its hash and hands it to `visit`
    /// with the encoder and workspace holding its RGB rows (`PNGEncoder.encodeLoaded` writes them as a PNG).
    func draw<Made>(
        _ index: Int, _ visit: (_ frame: LayeredFrame, _ encoder: PNGEncoder, _ rows: PNGWorkspace) throws -> Made
    ) throws -> Made {
        guard pixelHashes.indices.contains(index), let panels = recording.panels(of: recording.source(of: index))
        else { throw DiffInputError(file: label, message: "the recording has no frame \(index)") }
        let worker = try take()
        defer { pool.withLock { $0.append(worker) } }
        let frame = worker.renderer.drawLayered(panels)
        let hash = worker.encoder.load(frame, into: worker.workspace)
        guard hash == pixelHashes[index] else {
            throw DiffInputError(
                file: label,
                message:
                    "frame \(index) drawn from the recording has pixels \(hash), the manifest says "
                    + "\(pixelHashes[index]) (a recording is drawn again by the reel version that wrote it, "
                    + "\(recording.header.version))")
        }
        return try visit(frame, worker.encoder, worker.workspace)
    }

    /// The pixels of frame `index`, for a comparison.
    func pixels(of index: Int) throws -> PixelImage {
        try draw(index) { frame, _, rows in
            PixelImage(width: frame.surface.width, height: frame.surface.height, pixels: rows.argbPixels())
        }
    }

    /// Draws the frames numbered `indices` on every core and returns what `visit` made of each, by frame number;
    /// the first error in the order of `indices` is thrown.
    func play<Made: Sendable>(
        _ indices: [Int],
        visit:
            @Sendable (_ index: Int, _ frame: LayeredFrame, _ encoder: PNGEncoder, _ rows: PNGWorkspace) throws
            -> Made
    ) throws -> [Int: Made] {
        let results = Mutex([Result<Made, any Error>?](repeating: nil, count: indices.count))
        DispatchQueue.concurrentPerform(iterations: indices.count) { slot in
            let index = indices[slot]
            let outcome = Result { try draw(index) { try visit(index, $0, $1, $2) } }
            results.withLock { $0[slot] = outcome }
        }
        let done = results.withLock { $0 }
        var made: [Int: Made] = [:]
        for (slot, index) in indices.enumerated() {
            guard let result = done[slot] else {
                throw OutputError(path: label, message: "frame \(index) was not drawn")
            }
            made[index] = try result.get()
        }
        return made
    }

    /// A worker from the pool, or a new one.
    private func take() throws -> Worker {
        if let worker = pool.withLock({ $0.popLast() }) { return worker }
        do {
            return Worker(try makeRenderer())
        } catch {
            throw OutputError(path: label, message: "cannot create a renderer: \(error)")
        }
    }
}
