import Foundation
import ReelExecutors
import Synchronization

/// A queue of operations, shaped like Foundation's for the way cells use it: `OperationQueue.main.addOperation { … }`
/// after a load, or a queue of the app's own for decoding. It shadows Foundation's `OperationQueue` for code that
/// imports ReelKit.
///
/// On the simulation's thread each operation is a main-actor job of the active session, run in FIFO order with every
/// other job when the frame loop drains the queue (reel's one thread is the main queue and every queue's thread, so
/// an operation may touch views on any queue, which UIKit would not allow off the main queue). Elsewhere (no session)
/// operations run on the process's main actor, as `OperationQueue.main` would run them.
public final class OperationQueue: Sendable {
    private struct State {
        var name: String?
        var maxConcurrentOperationCount = OperationQueue.defaultMaxConcurrentOperationCount
        /// Bumped by `cancelAllOperations`: operations added before it do not run.
        var generation = 0
        var pending = 0
    }

    /// The default for `maxConcurrentOperationCount` (as many as the system allows).
    public static let defaultMaxConcurrentOperationCount = -1

    /// The queue of the main thread (on reel's clock in a simulation). Each simulation has its own, as each app has;
    /// code outside a simulation shares one.
    public static var main: OperationQueue { SimulationExecutors.active.map(perSessionMain.value(in:)) ?? outsideMain }

    private static let outsideMain = makeMain()
    private static let perSessionMain = SessionLocal { makeMain() }

    /// A main queue: serial, with the name Foundation gives it.
    static func makeMain() -> OperationQueue {
        let queue = OperationQueue()
        queue.name = "NSOperationQueue Main Queue"
        queue.maxConcurrentOperationCount = 1
        return queue
    }

    private let state = Mutex(State())

    /// A new queue of the app's own.
    public init() {}

    /// The queue's name.
    public var name: String? {
        get { state.withLock { $0.name } }
        set { state.withLock { $0.name = newValue } }
    }

    /// Kept for code that sets it; operations run one at a time on reel's thread whatever it is.
    public var maxConcurrentOperationCount: Int {
        get { state.withLock { $0.maxConcurrentOperationCount } }
        set { state.withLock { $0.maxConcurrentOperationCount = newValue } }
    }

    /// Operations added and not yet run (or skipped after `cancelAllOperations`).
    public var operationCount: Int { state.withLock { $0.pending } }

    /// Adds an operation that runs `block`.
    public func addOperation(_ block: @escaping @MainActor @Sendable () -> Void) {
        let generation = state.withLock { state -> Int in
            state.pending += 1
            return state.generation
        }
        let operation: @MainActor @Sendable () -> Void = { [self] in
            let current = state.withLock { state -> Bool in
                state.pending -= 1
                return state.generation == generation
            }
            if current { block() }
        }
        if let session = SimulationExecutors.active {
            SessionWork.main(on: session, operation)
        } else {
            Task { @MainActor in operation() }
        }
    }

    /// Adds `operation` (an `Operation` subclass of the app's, a `BlockOperation`): it starts in its turn, as a
    /// job of reel's clock, unless it was cancelled first; its `start()` runs its `main()` and its completion block.
    /// Dependencies are not waited for beyond the queue's order: add an operation after those it depends on.
    public func addOperation(_ operation: Operation) {
        let pending = PendingOperation(operation)
        state.withLock { $0.pending += 1 }
        waiting.withLock { $0.append(pending) }
        let run: @MainActor @Sendable () -> Void = { [self] in
            state.withLock { $0.pending -= 1 }
            waiting.withLock { $0.removeAll { $0 === pending } }
            if !pending.operation.isCancelled { pending.operation.start() }
        }
        if let session = SimulationExecutors.active {
            SessionWork.main(on: session, run)
        } else {
            Task { @MainActor in run() }
        }
    }

    /// Adds each of `operations` in order (`waitUntilFinished` is not waited on: reel's one thread would block).
    public func addOperations(_ operations: [Operation], waitUntilFinished wait: Bool) {
        for operation in operations { addOperation(operation) }
    }

    /// The `Operation`s added and not yet started.
    public var operations: [Operation] { waiting.withLock { $0.map(\.operation) } }

    /// Operations added so far and not yet started do not run; `Operation`s among them are cancelled.
    public func cancelAllOperations() {
        state.withLock { $0.generation += 1 }
        for pending in waiting.withLock({ $0 }) { pending.operation.cancel() }
    }

    /// The `Operation`s added and not yet started.
    private let waiting = Mutex<[PendingOperation]>([])
}

/// An `Operation` waiting in a queue.
// @unchecked Sendable: Foundation's `Operation` is made to be cancelled from any thread and started by its queue; the
// box only carries it to the job that starts it.
private final class PendingOperation: @unchecked Sendable {
    let operation: Operation

    init(_ operation: Operation) { self.operation = operation }
}
