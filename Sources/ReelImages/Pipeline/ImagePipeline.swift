import Dispatch
import Foundation
import ReelCore
import ReelGraphics

/// The real image pipeline behind the simulation: fetch (any `ImageLoading`) → decode (PNG, or JPEG with DCT scaling)
/// → thumbnail at the cell's pixel size, off the simulation thread. Results wait, keyed by task, until the
/// simulation's asset barrier asks.
package final class ImagePipeline: Sendable {
    /// What a task produced.
    package enum Result: Sendable, Equatable {
        /// The thumbnail, the size of the body it was decoded from, and the source image's pixel count.
        case image(Bitmap, bytes: Int, sourcePixels: Int)
        case failure(LoadFailure)
    }

    private enum Slot {
        case pending
        case done(Result, at: ContinuousClock.Instant)
    }

    let loader: any ImageLoading
    let maxPixels: Int
    let resolveURL: @Sendable (String) -> String
    let decodeQueue = DispatchQueue(label: "reel.decode", qos: .userInitiated, attributes: .concurrent)
    /// How long `result(for:)` waits before it reports a stuck transfer as a failure.
    let barrierTimeout: Duration
    private let condition = NSCondition()
    // Safe: `condition` guards `slots`; every read and write happens between lock() and unlock().
    nonisolated(unsafe) private var slots: [LoadTaskID: Slot] = [:]

    /// A pipeline over `loader`; `resolveURL` maps scenario URLs (e.g. the embedded scheme) to real ones.
    package init(
        loader: any ImageLoading, maxPixels: Int, barrierTimeout: Duration = .seconds(120),
        resolveURL: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.loader = loader
        self.maxPixels = maxPixels
        self.barrierTimeout = barrierTimeout
        self.resolveURL = resolveURL
    }

    /// Starts the real transfer for a task at once; its result is kept until asked for or cancelled.
    package func start(_ request: ReelCore.LoadRequest) {
        condition.lock()
        slots[request.task] = .pending
        condition.unlock()
        let loadRequest = ImageLoadRequest(
            id: UInt64(request.task.number), url: resolveURL(request.url),
            priority: request.priority == .high ? .high : .low
        )
        let size = request.size
        let maxPixels = maxPixels
        loader.start(loadRequest) { [self] fetched in
            switch fetched {
            case .failure(let error):
                finish(request.task, .failure(error.loadFailure))
            case .success(let data):
                decodeQueue.async { [self] in
                    finish(request.task, Self.prepare(data.bytes, size: size, maxPixels: maxPixels))
                }
            }
        }
    }

    /// Aborts a task's transfer and forgets its result.
    package func cancel(task: LoadTaskID) {
        loader.cancel(id: UInt64(task.number))
        condition.lock()
        slots[task] = nil
        condition.unlock()
    }

    /// Blocks until the task's result is in hand (the asset barrier), then hands it over and forgets it.
    package func result(for task: LoadTaskID) -> Result {
        // Wall time bounds only how long a stuck transfer can hold the run; it never decides what a frame shows
        // unless a transfer really hangs past the limit (curl's own timeouts end it long before).
        let deadline = Date(timeIntervalSinceNow: Double(barrierTimeout.components.seconds))
        condition.lock()
        defer { condition.unlock() }
        while true {
            switch slots[task] {
            case .done(let result, _):
                slots[task] = nil
                return result
            case .none:
                return .failure(.internalError("task \(task) was never started"))
            case .pending:
                if !condition.wait(until: deadline) {
                    slots[task] = nil
                    return .failure(.noResult(seconds: barrierTimeout.components.seconds))
                }
            }
        }
    }

    /// The task's result and when it arrived, if it is in hand already; hands it over and forgets it.
    package func poll(task: LoadTaskID) -> (result: Result, arrival: ContinuousClock.Instant)? {
        condition.lock()
        defer { condition.unlock() }
        guard case .done(let result, let arrival) = slots[task] else { return nil }
        slots[task] = nil
        return (result, arrival)
    }

    /// Stops the loader.
    package func shutdown() {
        loader.shutdown()
    }

    private func finish(_ task: LoadTaskID, _ result: Result) {
        condition.lock()
        if case .pending = slots[task] {
            // The arrival instant is only used by the explicit wall-clock mode (`--clock wall`).
            slots[task] = .done(result, at: ContinuousClock().now)
            condition.broadcast()
        }
        condition.unlock()
    }

    /// Decodes bytes and makes the thumbnail; every problem becomes a typed failure.
    static func prepare(_ bytes: [UInt8], size: PixelSize, maxPixels: Int) -> Result {
        do {
            let decoded = try ImageDecoder.thumbnailAndSourceSize(
                bytes, width: size.width, height: size.height, maxPixels: maxPixels)
            return .image(
                decoded.thumbnail, bytes: bytes.count, sourcePixels: decoded.sourceWidth * decoded.sourceHeight)
        } catch {
            return .failure(error.loadFailure)
        }
    }
}
