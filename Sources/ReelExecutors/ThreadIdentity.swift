#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The calling thread as a number, to tell the simulation's thread from every other.
enum ThreadIdentity {
    /// The current thread's id (never 0).
    static var current: UInt {
        #if canImport(Glibc)
            UInt(pthread_self())
        #else
            UInt(bitPattern: pthread_self())
        #endif
    }
}
