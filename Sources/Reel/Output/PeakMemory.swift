import Foundation
import ReelFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// This process's peak resident memory so far, for the summary's `"run"` section and `make bench`.
package enum PeakMemory {
    /// The peak resident set size in MB, or nil where it cannot be read.
    ///
    /// On Linux it is `VmHWM` of `/proc/self/status`: the high-water mark of this program's own memory since it
    /// started. (`getrusage`'s `ru_maxrss` also counts the memory of the parent that spawned it, which the child
    /// shares until `exec`, so a small run started by a large process would report the large one.) On macOS it is
    /// `ru_maxrss`, in bytes there.
    package static func megabytes() -> Double? {
        #if canImport(Glibc)
            // A procfs file: `stat` gives it size 0, and `RegularFile` reads on to its end.
            guard let status = try? RegularFile.readText("/proc/self/status", limit: RegularFile.Limit.status).get(),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
            else { return nil }
            return kilobytes / 1024
        #elseif canImport(Darwin)
            var usage = rusage()
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
            return Double(usage.ru_maxrss) / 1_048_576
        #else
            return nil
        #endif
    }
}
