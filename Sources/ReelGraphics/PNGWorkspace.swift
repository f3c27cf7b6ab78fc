import CPixelOps

/// Buffers and compressors that `PNGEncoder` reuses across frames on one thread, and the frame it last loaded.
///
/// Fresh multi-megabyte buffers cost page faults on every frame (about 1–2 ms for a 780×1688 frame); a worker
/// that keeps one workspace pays them once. Not Sendable: use one per thread.
package final class PNGWorkspace {
    /// libdeflate compressors by level, made when first used.
    private var compressors: [Int: DeflateCompressor] = [:]
    /// The loaded frame as packed RGB rows, each with 16 zero bytes before it and 16 spare bytes after it, below a
    /// zero row: the filters read their left and upper neighbours without bounds checks, SIMD loads may overrun.
    private(set) var rgb = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    /// The filtered scanlines (libdeflate encoders), or one filtered row (the zero-run encoder).
    private(set) var filtered = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    /// The compressed stream.
    private(set) var scratch = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    /// The size of the loaded frame.
    private(set) var width = 0
    private(set) var height = 0

    /// A workspace (the level is no longer needed: compressors are made per level on demand).
    package init(compressionLevel: Int = 1) {}

    deinit {
        rgb.deallocate()
        filtered.deallocate()
        scratch.deallocate()
    }

    /// Bytes of one packed RGB row.
    var rowBytes: Int { width * 3 }
    /// Distance between rows in `rgb`.
    var rgbStride: Int { (rowBytes + 32 + 15) & ~15 }

    /// The first byte of row `row` (-1 is the zero row above the image).
    func row(_ row: Int) -> UnsafeMutablePointer<UInt8> {
        (rgb.baseAddress! + (row + 1) * rgbStride + 16).assumingMemoryBound(to: UInt8.self)
    }

    /// Makes room for a `width`×`height` frame; the padding is zeroed whenever the row layout changes.
    func prepare(width: Int, height: Int) {
        let needed = (height + 1) * ((width * 3 + 32 + 15) & ~15) + 32
        if rgb.count < needed {
            rgb.deallocate()
            rgb = .allocate(byteCount: needed, alignment: 16)
            rgb.initializeMemory(as: UInt8.self, repeating: 0)
        } else if width != self.width {
            rgb.initializeMemory(as: UInt8.self, repeating: 0)
        }
        self.width = width
        self.height = height
    }

    /// The loaded frame's pixels as opaque native-endian 0xFFRRGGBB values, row after row with no padding (what a
    /// comparison reads): converted from the RGB rows `PNGEncoder.load` wrote and hashed, so a frame checked by its
    /// hash needs no second pass over its surface.
    package func argbPixels() -> [UInt32] {
        let (width, height) = (self.width, self.height)
        return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            if let target = buffer.baseAddress {
                for y in 0..<height { reel_rgb_to_argb(row(y), target + y * width, width) }
            }
            initialized = width * height
        }
    }

    /// Makes sure `filtered` and `scratch` hold at least these sizes (contents are not kept).
    func reserve(filtered filteredCount: Int, scratch scratchCount: Int) {
        if filtered.count < filteredCount {
            filtered.deallocate()
            filtered = .allocate(byteCount: filteredCount, alignment: 16)
        }
        if scratch.count < scratchCount {
            scratch.deallocate()
            scratch = .allocate(byteCount: scratchCount, alignment: 16)
        }
    }

    /// The libdeflate compressor for `level` (made on first use).
    func compressor(level: Int) -> DeflateCompressor {
        if let compressor = compressors[level] { return compressor }
        guard let compressor = DeflateCompressor(level: level) else {
            fatalError("libdeflate_alloc_compressor failed: out of memory")
        }
        compressors[level] = compressor
        return compressor
    }
}
