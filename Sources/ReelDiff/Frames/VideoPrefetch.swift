import Foundation

/// Takes the frames a comparison needs from its videos on a thread of its own, a few frames ahead of the comparison:
/// ffmpeg keeps decoding while the frames already taken are compared, instead of waiting on a pipe that fills after
/// a fraction of a frame. This thread only reads: ffmpeg and it are the chain every frame goes through in turn, and
/// when it also made each frame an image, the comparison waited on it a quarter of its time. The comparing threads
/// convert (`HandedFrame.image()`). At most `depth` pairs are held at once.
final class VideoPrefetch: @unchecked Sendable {
    // Safe: `condition` guards `state`, read and written only between lock() and unlock(); the readers are used by the
    // prefetch thread alone until it ends, and `finish()` stops them only after it has.
    typealias Pair = (expected: VideoFrameReader.HandedFrame?, actual: VideoFrameReader.HandedFrame?)

    private struct State {
        var ready: [Pair] = []
        var failure: DiffInputError?
        var done = false
        var stopped = false
    }

    private let condition = NSCondition()
    private var state = State()
    private let readers: [VideoFrameReader?]
    /// Whether the prefetch thread was started (it sets `state.done` when it ends).
    private var started = false

    /// Starts taking, in order, frame `numbers[i].expected` from `readers[0]` and `numbers[i].actual` from
    /// `readers[1]` (nil: that side is not a video) for each pair. `finish()` must be called when done.
    init(readers: [VideoFrameReader?], numbers: [(expected: Int?, actual: Int?)], depth: Int) {
        self.readers = readers
        guard readers.contains(where: { $0 != nil }) else {
            state.ready = numbers.map { _ in (nil, nil) }
            state.done = true
            return
        }
        started = true
        let thread = Thread { [unowned self] in self.run(numbers, depth: depth) }
        thread.name = "reel.video-prefetch"
        thread.start()
    }

    /// The prefetch thread: takes each pair, waiting while `depth` are ready and not taken.
    private func run(_ numbers: [(expected: Int?, actual: Int?)], depth: Int) {
        for number in numbers {
            let pair = Result { () throws(DiffInputError) -> Pair in
                (try Self.take(number.expected, from: readers[0]), try Self.take(number.actual, from: readers[1]))
            }
            condition.lock()
            while state.ready.count >= depth && !state.stopped { condition.wait() }
            if state.stopped {
                condition.unlock()
                break
            }
            switch pair {
            case .success(let images): state.ready.append(images)
            case .failure(let error): state.failure = error
            }
            condition.broadcast()
            let failed = state.failure != nil
            condition.unlock()
            if failed { break }
        }
        condition.lock()
        state.done = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next pair, in order; nil after the last. A frame the videos could not give is the error.
    func next() throws(DiffInputError) -> Pair? {
        condition.lock()
        defer { condition.unlock() }
        while state.ready.isEmpty && state.failure == nil && !state.done { condition.wait() }
        if !state.ready.isEmpty {
            let pair = state.ready.removeFirst()
            condition.broadcast()
            return pair
        }
        if let failure = state.failure { throw failure }
        return nil
    }

    /// Stops taking frames, waits for the thread, and stops the decoders.
    func finish() {
        condition.lock()
        state.stopped = true
        condition.broadcast()
        while !state.done && started { condition.wait() }
        condition.unlock()
        for reader in readers { reader?.finish() }
    }

    /// Frame `number` from `reader` (frames come in increasing order); nil when the side is not a video.
    private static func take(_ number: Int?, from reader: VideoFrameReader?) throws(DiffInputError)
        -> VideoFrameReader.HandedFrame?
    {
        guard let number, let reader else { return nil }
        guard let frame = try reader.nextHanded() else {
            throw DiffInputError(file: "video", message: "ended before frame \(number)")
        }
        guard frame.index == number else {
            throw DiffInputError(file: "video", message: "gave frame \(frame.index) where \(number) was expected")
        }
        return frame
    }
}
