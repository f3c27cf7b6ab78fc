#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CPU time the calling thread has used, to tell a call that computed for long from one that waited.
enum ThreadCPUTime {
    /// Milliseconds of CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`); 0 where the clock is unavailable.
    static func milliseconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}
