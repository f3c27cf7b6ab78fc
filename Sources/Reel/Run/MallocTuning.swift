#if canImport(Glibc)
    import CMalloc
#endif

/// How a reel process asks glibc's allocator to keep freed memory for reuse and to hold fewer arenas. The `reel`
/// command (`ReelTool.main`) applies it first thing; a program that runs reel in-process, such as `make bench`'s
/// scale cases, may do the same. Nothing on other C libraries.
///
/// - Reuse: reel allocates many same-sized large blocks over a run: a decoded frame (5 MB at 780×1688), a synthetic
///   512×512 image and its surface (1 MB each), PNG workspaces. glibc serves every block over its adaptive mmap
///   threshold (128 KiB at first) with a fresh `mmap` and returns it with `munmap` on free, so each one is paid again
///   in page faults and zeroed pages: 10–20% of a `reel diff` of far-apart frames and of a passing `reel check` went
///   to the kernel (docs/performance.md). Serving blocks up to 32 MiB (glibc's largest threshold on 64-bit) from the
///   heap, and trimming it only when 256 MiB lie free at its top, lets the next frame reuse the last one's pages.
/// - Arenas: glibc gives each thread that allocates its own arena, up to 8 per core, and an arena keeps what was
///   freed in it. A run has a dozen threads (frame workers, the cooperative pool, the embedded server's executor and
///   event loop, curl), and the 100k-item scale case peaked 6 MB higher with 16 arenas than with 2, which were no
///   slower in `reel render` and `reel check` of the quickstart.
package enum MallocTuning {
    /// Applies the settings; call once, before the run's threads start.
    package static func apply() {
        #if canImport(Glibc)
            _ = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024)
            _ = mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024)
            _ = mallopt(M_ARENA_MAX, 2)
        #endif
    }
}
