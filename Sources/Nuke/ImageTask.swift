import Synchronization

/// A running load. `cancel()` stops it, and the pipeline then delivers no callback for it (Nuke's guarantee); the
/// download stops when no other task waits on it.
public final class ImageTask: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: the mutable state is behind a Mutex.

    /// The task's state.
    public enum State: Sendable { case running, cancelled, completed }

    private struct Inner {
        var state = State.running
        var priority: ImageRequest.Priority
        var dataTask: URLSessionDataTask?
    }

    /// A number the pipeline gives each task, unique in the run.
    public let taskId: Int64
    /// The request.
    public let request: ImageRequest
    private let inner: Mutex<Inner>

    init(taskId: Int64, request: ImageRequest) {
        self.taskId = taskId
        self.request = request
        inner = Mutex(Inner(priority: request.priority))
    }

    /// The task's state.
    public var state: State { inner.withLock { $0.state } }

    /// Whether the task was cancelled.
    public var isCancelled: Bool { state == .cancelled }

    /// The priority (reel's pipeline orders loads by its own model).
    public var priority: ImageRequest.Priority {
        get { inner.withLock { $0.priority } }
        set { inner.withLock { $0.priority = newValue } }
    }

    /// Cancels the task: no callback follows.
    public func cancel() {
        let task = inner.withLock { inner -> URLSessionDataTask? in
            guard inner.state == .running else { return nil }
            inner.state = .cancelled
            return inner.dataTask
        }
        task?.cancel()
    }

    func attach(_ task: URLSessionDataTask) { inner.withLock { $0.dataTask = task } }

    /// Marks the task completed; false when it was cancelled (then nothing is delivered).
    func complete() -> Bool {
        inner.withLock { inner in
            guard inner.state == .running else { return false }
            inner.state = .completed
            return true
        }
    }

    public static func == (lhs: ImageTask, rhs: ImageTask) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "ImageTask(id: \(taskId))" }
}
