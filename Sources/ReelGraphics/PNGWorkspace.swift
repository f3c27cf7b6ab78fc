/// Buffers and a compressor that `PNGEncoder` reuses across frames on one thread.
///
/// Fresh multi-megabyte buffers cost page faults on every frame (about 1–2 ms for a 780×1688 frame); a worker
/// that keeps one workspace pays them once. Not Sendable: use one per thread.
public final class PNGWorkspace {
    let level: Int
    let compressor: DeflateCompressor
    private(set) var filtered = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    private(set) var scratch = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    private(set) var rows = UnsafeMutableRawBufferPointer(start: nil, count: 0)

    /// A workspace for encoders of `compressionLevel`.
    public init(compressionLevel: Int = 1) {
        level = compressionLevel
        guard let compressor = DeflateCompressor(level: compressionLevel) else {
            fatalError("libdeflate_alloc_compressor failed: out of memory")
        }
        self.compressor = compressor
    }

    deinit {
        filtered.deallocate()
        scratch.deallocate()
        rows.deallocate()
    }

    /// Makes sure the buffers hold at least the given sizes (contents are not kept).
    func reserve(filtered filteredCount: Int, rows rowsCount: Int) {
        if filtered.count < filteredCount {
            filtered.deallocate()
            filtered = .allocate(byteCount: filteredCount, alignment: 16)
        }
        let bound = compressor.zlibBound(filteredCount)
        if scratch.count < bound {
            scratch.deallocate()
            scratch = .allocate(byteCount: bound, alignment: 16)
        }
        if rows.count < rowsCount {
            rows.deallocate()
            rows = .allocate(byteCount: rowsCount, alignment: 16)
        }
    }
}
