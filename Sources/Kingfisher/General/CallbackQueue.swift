/// Where Kingfisher calls a completion.
public enum CallbackQueue: Sendable {
    /// Always later, on the main queue.
    case mainAsync
    /// At once when already on the main thread, else later on the main queue.
    case mainCurrentOrAsync
    /// On whatever thread finished the work.
    case untouch
    /// On `queue`.
    case dispatch(DispatchQueue)

    /// Runs `block` as this queue says.
    public func execute(_ block: @escaping @Sendable () -> Void) {
        switch self {
        case .mainAsync: DispatchQueue.main.async { block() }
        case .mainCurrentOrAsync: MainQueue.runOrAsync(block)
        case .untouch: block()
        case .dispatch(let queue): queue.async { block() }
        }
    }

    /// The queue itself (the main queue for the main cases).
    public var queue: DispatchQueue {
        switch self {
        case .mainAsync, .mainCurrentOrAsync, .untouch: .main
        case .dispatch(let queue): queue
        }
    }
}
