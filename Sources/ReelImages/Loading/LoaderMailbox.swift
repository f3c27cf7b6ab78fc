import CCurl
import Foundation

/// The completion type every load uses.
typealias LoadCompletion = @Sendable (Result<FetchedData, ImageLoadError>) -> Void

/// A command for the loader thread.
enum LoaderCommand: Sendable {
    /// Queue a load; `generation` tells this start apart from earlier starts with the same id.
    case start(ImageLoadRequest, generation: UInt64, completion: LoadCompletion)
    /// Abort the load started as `generation`, pending or active.
    case cancel(id: UInt64, generation: UInt64)
    /// Abort everything and leave the loop.
    case shutdown
}

/// The state shared by callers and the loader thread: the command queue, which loads are
/// still live (may still complete), and the hand-shakes that make `cancel` and `shutdown` exact.
///
/// `@unchecked Sendable`: every stored `var` is read and written only while holding
/// `condition` (see `locked`); `condition` itself is thread-safe.
final class LoaderMailbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var commands: [LoaderCommand] = []
    /// id → generation of loads whose completion may still be called.
    private var live: [UInt64: UInt64] = [:]
    private var nextGeneration: UInt64 = 0
    /// The id whose completion is running right now on the loader thread.
    private var delivering: UInt64?
    private var isShutdown = false
    private var hasExited = false
    private var loopThread: pthread_t?
    /// The multi handle, for `curl_multi_wakeup`; nil once the loop is about to clean it up.
    private var multi: UnsafeMutableRawPointer?

    init(multi: UnsafeMutableRawPointer) {
        self.multi = multi
    }

    // MARK: Caller side

    /// Queues a start; returns false (and queues nothing) once shut down.
    func submit(_ request: ImageLoadRequest, completion: @escaping LoadCompletion) -> Bool {
        locked {
            guard !isShutdown else { return false }
            if let old = live[request.id] {
                commands.append(.cancel(id: request.id, generation: old))
            }
            nextGeneration += 1
            live[request.id] = nextGeneration
            commands.append(.start(request, generation: nextGeneration, completion: completion))
            wakeLocked()
            return true
        }
    }

    /// Marks `id` dead, queues the abort, and waits while its completion is running on another thread.
    func cancel(id: UInt64) {
        locked {
            if let generation = live.removeValue(forKey: id) {
                commands.append(.cancel(id: id, generation: generation))
                wakeLocked()
            }
            while delivering == id && !isLoopThreadLocked() {
                condition.wait()
            }
        }
    }

    /// Marks everything dead, queues the shutdown and (off the loader thread) waits for the loop to exit.
    func shutdown() {
        locked {
            if !isShutdown {
                isShutdown = true
                live.removeAll()
                commands.append(.shutdown)
                wakeLocked()
            }
            guard !isLoopThreadLocked() else { return }
            while !hasExited {
                condition.wait()
            }
        }
    }

    // MARK: Loader-thread side

    /// Records the calling thread as the loader thread.
    func attachLoopThread() {
        locked {
            loopThread = pthread_self()
            condition.broadcast()
        }
    }

    /// Removes and returns every queued command, oldest first.
    func takeCommands() -> [LoaderCommand] {
        locked {
            defer { commands.removeAll(keepingCapacity: true) }
            return commands
        }
    }

    /// Whether the load `generation` of `id` may still complete.
    func isLive(id: UInt64, generation: UInt64) -> Bool {
        locked { live[id] == generation }
    }

    /// Calls `completion` outside the lock, unless the load was cancelled or superseded first.
    func deliver(
        id: UInt64, generation: UInt64, result: Result<FetchedData, ImageLoadError>, completion: LoadCompletion
    ) {
        let shouldDeliver: Bool = locked {
            guard live[id] == generation else { return false }
            live.removeValue(forKey: id)
            delivering = id
            return true
        }
        guard shouldDeliver else { return }
        completion(result)
        locked {
            delivering = nil
            condition.broadcast()
        }
    }

    /// Stops wake-ups before the multi handle is cleaned up.
    func detachMulti() {
        locked { multi = nil }
    }

    /// Marks the loop as finished and releases every waiter.
    func markExited() {
        locked {
            hasExited = true
            condition.broadcast()
        }
    }

    // MARK: Private

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    private func wakeLocked() {
        if let multi {
            _ = reel_curl_multi_wakeup(multi)
        }
    }

    private func isLoopThreadLocked() -> Bool {
        guard let loopThread else { return false }
        return pthread_equal(loopThread, pthread_self()) != 0
    }
}
