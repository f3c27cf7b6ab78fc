#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A slot holding one session per thread (POSIX thread-specific data): what "the session active on this thread" is
/// read from, on every job enqueued and every view made, without a lock.
///
/// The slot holds the session unretained: `SimulationExecutors.activate`, the only writer, holds it for as long as
/// it is in the slot and clears the slot before it returns.
final class ThreadLocalSession: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed with \(status)")
        self.key = key
    }

    /// The calling thread's session, if any.
    var value: ExecutorSession? {
        get {
            pthread_getspecific(key).map { Unmanaged<ExecutorSession>.fromOpaque($0).takeUnretainedValue() }
        }
        set {
            let pointer = newValue.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
            pthread_setspecific(key, pointer)
        }
    }
}
