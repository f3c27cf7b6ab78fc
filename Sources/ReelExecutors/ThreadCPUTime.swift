#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CPU time the calling thread has used and how often it gave up the processor, to tell a call that computed for
/// long from one that waited, and both from one that only waited for the processor on a busy machine.
enum ThreadCPUTime {
    /// One reading for the calling thread.
    struct Sample {
        /// Milliseconds of CPU time.
        var milliseconds: Double
        /// How many times the thread blocked (slept, waited for a lock, a semaphore, I/O) of its own accord. Where
        /// the system does not count it per thread, `Int.max` (every long call then counts as a wait).
        var voluntarySwitches: Int
    }

    #if canImport(Glibc)
        /// Linux's `RUSAGE_THREAD`, which glibc declares only under `_GNU_SOURCE`.
        private static let rusageThread = __rusage_who_t(1)
    #endif

    /// A reading for the calling thread (one system call).
    static func sample() -> Sample {
        #if canImport(Glibc)
            var usage = rusage()
            guard getrusage(rusageThread, &usage) == 0 else { return Sample(milliseconds: 0, voluntarySwitches: 0) }
            let cpu =
                usage.ru_utime.tv_sec * 1_000_000 + usage.ru_utime.tv_usec
                + usage.ru_stime.tv_sec * 1_000_000 + usage.ru_stime.tv_usec
            return Sample(milliseconds: Double(cpu) / 1000, voluntarySwitches: usage.ru_nvcsw)
        #else
            var time = timespec()
            guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else {
                return Sample(milliseconds: 0, voluntarySwitches: .max)
            }
            return Sample(
                milliseconds: Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6, voluntarySwitches: .max)
        #endif
    }
}
