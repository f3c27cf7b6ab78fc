#if canImport(Glibc)
    import CMalloc
#endif

/// How the command-line tool asks the C allocator to keep freed memory for reuse.
///
/// reel allocates many same-sized large blocks over a run: a decoded frame (5 MB at 780×1688), a synthetic
/// 512×512 image and its surface (1 MB each), PNG workspaces. glibc serves every block over its adaptive mmap threshold
/// (128 KiB at first) with a fresh `mmap` and returns it with `munmap` on free, so each one is paid again in page
/// faults and zeroed pages: 10–20% of a `reel diff` of far-apart frames and of a passing `reel check` went to the
/// kernel (docs/performance.md). Serving blocks up to 32 MiB (glibc's largest threshold on 64-bit) from the heap, and
/// trimming the heap only when 256 MiB lie free at its top, lets the next frame reuse the last one's pages. The peak
/// memory is unchanged: a freed block is reused, not added to.
enum MallocTuning {
    /// Applies the thresholds; call once at the start of the process. Nothing on other C libraries.
    static func apply() {
        #if canImport(Glibc)
            _ = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024)
            _ = mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024)
        #endif
    }
}
