import Foundation
import ReelCore
import ReelFiles
import ReelGraphics
import ReelRender

/// Renders and encodes frames on worker threads while the simulation runs ahead, and writes `frame-NNNNN.png`.
/// What is written never depends on which worker finished first: each frame's bytes depend only on its state.
final class FrameWriter: Sendable {
    /// One output frame to draw: its index and its panels (one for `render`, several for `compare`).
    struct Job: Sendable {
        var index: Int
        var panels: [PanelFrame]
    }

    /// What became of a frame.
    struct Record: Sendable {
        var index: Int
        var pixelHash: String
        var byteCount: Int
        /// False when the frame's pixels matched `knownPixels` (or differed, without `writesChangedFrames`), so no
        /// file was written for it.
        var written = true
        /// Set when the frame draws exactly what an earlier frame drew, and its file is a copy of that one.
        var repeatOf: Int?
        var drawSeconds: Double
        var encodeSeconds: Double
        var cairoWriterSeconds: Double?
        /// The report's preview of the frame (a JPEG `previewWidth` wide), when previews were asked for.
        var preview: [UInt8]? = nil
    }

    private struct State {
        var queue: [Job] = []
        var records: [Int: Record] = [:]
        var repeats: [(index: Int, of: Int)] = []
        /// The last frames encoded, by pixel hash: a frame drawing the same pixels reuses their bytes.
        var recent: [(pixelHash: String, bytes: [UInt8])] = []
        var failure: String?
        var closed = false
        var alive = 0
        /// Whether a frame's pixels differed from `knownPixels` (a check that will most likely fail).
        var differed = false
    }

    let directory: URL
    let capacity: Int
    let measureCairoWriter: Bool
    /// Pixel hashes by frame index of frames that need no file (see `RunOptions.knownPixels`).
    let knownPixels: [String]
    /// Whether a frame whose pixels differ from `knownPixels` is encoded and written (else only hashed and previewed).
    let writesChangedFrames: Bool
    /// The width of the report's frame previews to make from each drawn frame while it is in memory (nil: none).
    let previewWidth: Int?
    private let condition = NSCondition()
    // Safe: `condition` guards `state`; it is only read or written between lock() and unlock().
    nonisolated(unsafe) private var state = State()

    /// Starts `workers` threads, each with its own renderer from `makeRenderer`.
    init(
        workers: Int, directory: URL, measureCairoWriter: Bool = false, knownPixels: [String] = [],
        writesChangedFrames: Bool = true, previewWidth: Int? = nil,
        makeRenderer: @escaping @Sendable () throws -> any FrameDrawing
    ) {
        self.directory = directory
        self.capacity = max(2, workers * 2)
        self.measureCairoWriter = measureCairoWriter
        self.knownPixels = knownPixels
        self.writesChangedFrames = writesChangedFrames
        self.previewWidth = previewWidth
        state.alive = workers
        for number in 0..<workers {
            let thread = Thread { [self] in work(makeRenderer: makeRenderer) }
            thread.name = "reel.frames.\(number)"
            thread.start()
        }
    }

    static func fileName(_ index: Int) -> String { RunFolder.frameName(index) }

    /// Queues a frame, waiting while the workers are `capacity` frames behind.
    func submit(_ job: Job) throws {
        condition.lock()
        defer { condition.unlock() }
        while state.queue.count >= capacity && state.failure == nil && state.alive > 0 { condition.wait() }
        if let failure = state.failure { throw OutputError(path: directory.path, message: failure) }
        state.queue.append(job)
        condition.broadcast()
    }

    /// Records that frame `index` repeats frame `of`; its file is copied when all frames are done.
    func submitRepeat(_ index: Int, of original: Int) {
        condition.lock()
        state.repeats.append((index, original))
        condition.unlock()
    }

    /// Waits for the workers, writes repeated frames, and returns every frame's record in order.
    func finish() throws -> [Record] {
        condition.lock()
        state.closed = true
        condition.broadcast()
        while state.alive > 0 { condition.wait() }
        let snapshot = state
        condition.unlock()
        if let failure = snapshot.failure { throw OutputError(path: directory.path, message: failure) }
        var records = snapshot.records
        for (index, original) in snapshot.repeats {
            guard let source = records[original] else { continue }
            guard source.written else {
                // The original has no file (it matched `knownPixels`); the repeat has the same pixels.
                records[index] = Record(
                    index: index, pixelHash: source.pixelHash, byteCount: 0, written: false, repeatOf: original,
                    drawSeconds: 0, encodeSeconds: 0, cairoWriterSeconds: nil)
                continue
            }
            let bytes = try RegularFile.contents(
                directory.appendingPathComponent(Self.fileName(original)).path, limit: RegularFile.Limit.image)
            try AtomicFile.write(Data(bytes), to: directory.appendingPathComponent(Self.fileName(index)))
            records[index] = Record(
                index: index, pixelHash: source.pixelHash, byteCount: source.byteCount, repeatOf: original,
                drawSeconds: 0, encodeSeconds: 0, cairoWriterSeconds: nil
            )
        }
        return records.keys.sorted().compactMap { records[$0] }
    }

    private func work(makeRenderer: @Sendable () throws -> any FrameDrawing) {
        var renderer: (any FrameDrawing)?
        do {
            renderer = try makeRenderer()
        } catch {
            fail("cannot create a renderer: \(error)")
        }
        let encoder = PNGEncoder()
        let workspace = PNGWorkspace()
        while let job = next() {
            guard let renderer else { continue }
            do {
                try draw(job, renderer: renderer, encoder: encoder, workspace: workspace)
            } catch {
                fail("frame \(job.index): \(error)")
            }
        }
        condition.lock()
        state.alive -= 1
        condition.broadcast()
        condition.unlock()
    }

    private func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while state.queue.isEmpty && !state.closed { condition.wait() }
        guard !state.queue.isEmpty, state.failure == nil else { return nil }
        let job = state.queue.removeFirst()
        condition.broadcast()
        return job
    }

    private func draw(_ job: Job, renderer: any FrameDrawing, encoder: PNGEncoder, workspace: PNGWorkspace) throws {
        // The clock only measures how long drawing and encoding take (for `make bench`); it never reaches output bytes.
        let clock = ContinuousClock()
        let drawStart = clock.now
        let frame = renderer.drawLayered(job.panels)
        let encodeStart = clock.now
        // A frame the golden has a hash for is hashed first without keeping its rows; only a frame that differs is
        // converted again into the workspace and encoded.
        let known = job.index < knownPixels.count ? knownPixels[job.index] : nil
        let pixelHash = known.map { _ in encoder.pixelHash(frame) } ?? encoder.load(frame, into: workspace)
        if let known, known != pixelHash {
            condition.lock()
            state.differed = true
            condition.unlock()
        }
        if let known, known == pixelHash || !writesChangedFrames {
            // A changed frame that is not written still gets its preview while it is in memory. Once a frame has
            // differed, a run that writes no frames (a check's) previews every frame it draws: its report will need
            // them, and drawing them again from the recording would cost more than the preview.
            let previewed = known != pixelHash || (!writesChangedFrames && differed())
            let preview = previewWidth.flatMap { width in
                previewed
                    ? Filmstrip.encode(
                        frame.shrunk(by: Filmstrip.factor(frameWidth: frame.surface.width, width: width)))
                    : nil
            }
            let record = Record(
                index: job.index, pixelHash: pixelHash, byteCount: 0, written: false, repeatOf: nil,
                drawSeconds: (encodeStart - drawStart).seconds, encodeSeconds: (clock.now - encodeStart).seconds,
                cairoWriterSeconds: nil, preview: preview)
            condition.lock()
            state.records[job.index] = record
            condition.unlock()
            return
        }
        let bytes: [UInt8]
        if let recent = recentBytes(pixelHash) {
            bytes = recent
        } else {
            if known != nil { _ = encoder.load(frame, into: workspace) }
            bytes = remember(pixelHash, encoder.encodeLoaded(workspace))
        }
        let encodeEnd = clock.now
        var cairoSeconds: Double?
        if measureCairoWriter {
            _ = CairoPNGWriter.encode(frame.flattened())
            cairoSeconds = (clock.now - encodeEnd).seconds
        }
        try AtomicFile.write(Data(bytes), to: directory.appendingPathComponent(Self.fileName(job.index)))
        // The preview is made from the drawn frame in memory: reading the PNG back and decoding it took several times
        // as long as the whole render.
        let preview = previewWidth.flatMap { width in
            Filmstrip.encode(frame.shrunk(by: Filmstrip.factor(frameWidth: frame.surface.width, width: width)))
        }
        let record = Record(
            index: job.index, pixelHash: pixelHash, byteCount: bytes.count, repeatOf: nil,
            drawSeconds: (encodeStart - drawStart).seconds, encodeSeconds: (encodeEnd - encodeStart).seconds,
            cairoWriterSeconds: cairoSeconds, preview: preview
        )
        condition.lock()
        state.records[job.index] = record
        condition.unlock()
    }

    /// Whether a frame's pixels have differed from `knownPixels` so far. The first to differ says so; which frames are
    /// drawn after it depends on the workers' timing, but a preview's bytes never do, only where it was made.
    private func differed() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return state.differed
    }

    /// The bytes of a recently encoded frame with these pixels (the encoding depends on the pixels alone).
    private func recentBytes(_ pixelHash: String) -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        return state.recent.first { $0.pixelHash == pixelHash }?.bytes
    }

    /// Keeps `bytes` as the newest of the recently encoded frames and returns them.
    private func remember(_ pixelHash: String, _ bytes: [UInt8]) -> [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        state.recent.append((pixelHash, bytes))
        if state.recent.count > 4 { state.recent.removeFirst() }
        return bytes
    }

    private func fail(_ message: String) {
        condition.lock()
        if state.failure == nil { state.failure = message }
        state.queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}

extension Duration {
    /// The duration in seconds as a Double.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
