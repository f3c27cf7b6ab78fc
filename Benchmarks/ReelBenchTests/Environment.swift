#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Test switches read from the environment.
enum Environment {
    /// True when REEL_BENCH is set: enables the timing printout.
    static var benchmark: Bool { getenv("REEL_BENCH") != nil }
}
