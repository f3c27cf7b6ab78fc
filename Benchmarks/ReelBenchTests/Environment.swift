import Glibc

/// Test switches read from the environment.
enum Environment {
    /// True when REEL_BENCH is set: enables the timing printout.
    static var benchmark: Bool { getenv("REEL_BENCH") != nil }
}
