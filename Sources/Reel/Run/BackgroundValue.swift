import Foundation
import Synchronization

/// A value worked out on a thread of its own while the caller goes on with other work; `value()` waits for it and
/// rethrows what it threw. For work whose result is needed later in the same call, such as packing a failing
/// check's recording while its frames are compared.
final class BackgroundValue<Value: Sendable>: Sendable {
    private let outcome = Mutex<Result<Value, any Error>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `work` on a new thread named `name`.
    init(_ name: String, _ work: @escaping @Sendable () throws -> Value) {
        let thread = Thread { [self] in
            let result = Result { try work() }
            outcome.withLock { $0 = result }
            finished.signal()
        }
        thread.name = name
        thread.start()
    }

    /// The value, once the work has ended (at once after the first call).
    func value() throws -> Value {
        if let known = outcome.withLock({ $0 }) { return try known.get() }
        finished.wait()
        return try outcome.withLock { $0! }.get()
    }
}
