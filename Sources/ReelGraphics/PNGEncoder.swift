import CDeflate
import Glibc

/// Fast PNG encoder: 8-bit RGB (colour type 2), one IDAT. The default method is fpnge's idea, the Paeth filter on
/// every row and a zero-run Huffman deflate block (`ZeroRunDeflate`); libdeflate at a chosen level and row filter
/// is the other (charts, images served to the simulation, diff images, and the options `make bench` measures).
package struct PNGEncoder: Sendable {
    /// The PNG row filter applied to every row (one filter byte per row).
    package enum RowFilter: UInt8, Sendable, CaseIterable {
        /// Raw bytes.
        case none = 0
        /// Difference from the pixel to the left.
        case sub = 1
        /// Difference from the pixel above.
        case up = 2
        /// Difference from the Paeth predictor of left, above and upper-left.
        case paeth = 4
    }

    /// How the filtered rows are compressed.
    package enum Method: Sendable, Equatable {
        /// Paeth filter, literals and zero runs under one Huffman code: about twice as fast as libdeflate level 1 on
        /// reel frames, files ~17% larger (see docs/performance.md).
        case zeroRun
        /// libdeflate at `level` (1 = fastest) after `filter`.
        case libdeflate(level: Int, filter: RowFilter)
    }

    /// How this encoder compresses.
    package let method: Method

    /// The zero-run encoder: what `reel` writes frames with.
    package init() {
        method = .zeroRun
    }

    /// libdeflate at `compressionLevel` with no row filter (each level above 1 costs ~1–2 ms per frame for 2–3%
    /// smaller files).
    package init(compressionLevel: Int) {
        self.init(compressionLevel: compressionLevel, filter: .none)
    }

    /// libdeflate at `compressionLevel` after `filter`.
    package init(compressionLevel: Int, filter: RowFilter) {
        method = .libdeflate(level: compressionLevel, filter: filter)
    }

    /// Encodes a cairo ARGB32/RGB24 buffer (alpha ignored; frames are opaque). Returns the PNG bytes and a 128-bit hash
    /// (XXH3-128, hex, 32 chars) of the RGB pixel rows it encoded.
    package func encode(data: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int) -> EncodedPNG {
        encode(data: data, width: width, height: height, stride: stride, workspace: PNGWorkspace())
    }

    /// Encodes like `encode(data:width:height:stride:)`, reusing `workspace`'s buffers (one workspace per thread).
    package func encode(data: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, workspace: PNGWorkspace)
        -> EncodedPNG
    {
        let pixelHash = load(data: data, width: width, height: height, stride: stride, into: workspace)
        return EncodedPNG(bytes: encodeLoaded(workspace), pixelHash: pixelHash)
    }

    /// Encodes a bitmap (alpha ignored).
    package func encode(_ bitmap: Bitmap) -> EncodedPNG {
        precondition(bitmap.isWellFormed, "malformed bitmap")
        return bitmap.pixels.withUnsafeBytes {
            encode(data: $0, width: bitmap.width, height: bitmap.height, stride: bitmap.stride)
        }
    }

    /// Encodes a surface's current contents (flushes first; alpha ignored).
    package func encode(_ surface: CairoSurface) -> EncodedPNG {
        encode(surface, workspace: PNGWorkspace())
    }

    /// Encodes a surface's current contents, reusing `workspace`'s buffers.
    package func encode(_ surface: CairoSurface, workspace: PNGWorkspace) -> EncodedPNG {
        let pixelHash = load(surface, into: workspace)
        return EncodedPNG(bytes: encodeLoaded(workspace), pixelHash: pixelHash)
    }

    /// The PNG file of a surface's current contents, without the pixel hash `encode` also returns. With libdeflate and
    /// no row filter each row is converted straight into the scanlines libdeflate reads (no frame-sized copy, no
    /// hash): the embedded server makes one per image it serves. The bytes are `encode`'s.
    package func fileBytes(_ surface: CairoSurface, workspace: PNGWorkspace = PNGWorkspace()) -> [UInt8] {
        guard case .libdeflate(let level, RowFilter.none) = method else {
            return encode(surface, workspace: workspace).bytes
        }
        return surface.withUnsafeData { data, stride in
            let (width, height) = (surface.width, surface.height)
            precondition(width > 0 && height > 0, "PNG needs a non-empty image")
            let lineBytes = width * 3 + 1
            let count = height * lineBytes
            let compressor = workspace.compressor(level: level)
            workspace.reserve(filtered: count + 32, scratch: compressor.zlibBound(count))
            let lines = workspace.filtered.baseAddress.unsafelyUnwrapped
            let source = data.baseAddress.unsafelyUnwrapped
            for row in 0..<height {
                let line = lines + row * lineBytes
                // Set after the row above was converted: that conversion may write one byte past its row, here.
                line.storeBytes(of: RowFilter.none.rawValue, as: UInt8.self)
                PNGRowFilters.convert(source + row * stride, width: width, into: line + 1)
            }
            let size = compressor.zlibCompress(
                UnsafeRawBufferPointer(start: lines, count: count), into: workspace.scratch)
            precondition(size > 0, "libdeflate_zlib_compress exceeded its own bound")
            return Self.assemble(
                idat: UnsafeRawBufferPointer(start: workspace.scratch.baseAddress, count: size), width: width,
                height: height)
        }
    }

    /// Converts a surface's pixels into `workspace` and returns their pixel hash, without encoding: call
    /// `encodeLoaded` for the PNG only when it is needed (a frame equal to its golden, or to a frame just encoded,
    /// needs none).
    package func load(_ surface: CairoSurface, into workspace: PNGWorkspace) -> String {
        load(LayeredFrame(surface: surface), into: workspace)
    }

    /// `load` of a layered frame: its surface's rows with its copies' bitmaps in place.
    package func load(_ frame: LayeredFrame, into workspace: PNGWorkspace) -> String {
        workspace.prepare(width: frame.surface.width, height: frame.surface.height)
        return hashRows(of: frame) { UnsafeMutableRawPointer(workspace.row($0)) }
    }

    /// The XXH3-128 of a surface's packed RGB rows (what `load` returns) without keeping them: each row is converted
    /// into one small buffer that stays in cache and hashed. A passing check needs only this for a frame whose hash the
    /// golden has; writing every row into a frame-sized workspace was a third of the conversion's time.
    package func pixelHash(_ surface: CairoSurface) -> String {
        pixelHash(LayeredFrame(surface: surface))
    }

    /// `pixelHash` of a layered frame: its surface's rows with its copies' bitmaps in place.
    package func pixelHash(_ frame: LayeredFrame) -> String {
        // One spare byte: the conversion may write one byte past the row.
        let row = UnsafeMutableRawPointer.allocate(byteCount: frame.surface.width * 3 + 1, alignment: 16)
        defer { row.deallocate() }
        return hashRows(of: frame) { _ in row }
    }

    /// Converts the frame's rows to RGB, each where `destination` says, and returns the XXH3-128 of the rows.
    private func hashRows(of frame: LayeredFrame, destination: (Int) -> UnsafeMutableRawPointer) -> String {
        let width = frame.surface.width
        precondition(width > 0 && frame.surface.height > 0, "PNG needs a non-empty image")
        guard let hasher = StreamingHash() else { fatalError("XXH3_createState failed: out of memory") }
        frame.convertRows(destination: destination, converted: { _, rgb in hasher.update(rgb, count: width * 3) })
        return hasher.hexDigest()
    }

    /// Converts a cairo buffer into `workspace` as packed RGB rows; returns the XXH3-128 of those rows.
    package func load(
        data: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, into workspace: PNGWorkspace
    ) -> String {
        precondition(width > 0 && height > 0, "PNG needs a non-empty image")
        precondition(stride >= width * 4 && data.count >= stride * (height - 1) + width * 4, "buffer too small")
        guard let hasher = StreamingHash() else { fatalError("XXH3_createState failed: out of memory") }
        workspace.prepare(width: width, height: height)
        let source = data.baseAddress.unsafelyUnwrapped
        let rowBytes = width * 3
        for row in 0..<height {
            let rgb = workspace.row(row)
            PNGRowFilters.convert(source + row * stride, width: width, into: rgb)
            hasher.update(rgb, count: rowBytes)
        }
        return hasher.hexDigest()
    }

    /// The PNG file of the frame `workspace` last loaded.
    package func encodeLoaded(_ workspace: PNGWorkspace) -> [UInt8] {
        switch method {
        case .zeroRun: return Self.assemble(idat: Self.zeroRunStream(workspace), workspace: workspace)
        case .libdeflate(let level, let filter):
            let idat = Self.libdeflateStream(workspace, level: level, filter: filter)
            return Self.assemble(idat: idat, workspace: workspace)
        }
    }

    /// Filters row `row` of the loaded frame into `out` (filter byte first).
    @inline(__always)
    static func filter(
        _ row: Int, _ filter: RowFilter, in workspace: PNGWorkspace, into out: UnsafeMutablePointer<UInt8>
    ) {
        let rgb = UnsafePointer(workspace.row(row))
        let above = UnsafePointer(workspace.row(row - 1))
        let count = workspace.rowBytes
        out[0] = filter.rawValue
        switch filter {
        case .none: (out + 1).update(from: rgb, count: count)
        case .sub: PNGRowFilters.sub(rgb, count: count, into: out + 1)
        case .up: PNGRowFilters.up(rgb, above: above, count: count, into: out + 1)
        case .paeth where memcmp(rgb, above, count) == 0:
            // Paeth of a row equal to the row above is all zeros (the predictor is always the byte above).
            (out + 1).update(repeating: 0, count: count)
        case .paeth: PNGRowFilters.paeth(rgb, above: above, count: count, into: out + 1)
        }
    }

    /// The zlib stream of the zero-run method, in `workspace.scratch`.
    static func zeroRunStream(_ workspace: PNGWorkspace) -> UnsafeRawBufferPointer {
        let (height, lineBytes) = (workspace.height, workspace.rowBytes + 1)
        // Worst case: every byte a 15-bit literal, plus the header and the eight bytes `BitWriter` stores past the
        // stream's end.
        workspace.reserve(filtered: lineBytes + 32, scratch: height * lineBytes * 2 + 4096)
        let line = workspace.filtered.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var frequencies = [Int](repeating: 0, count: 286)
        frequencies.withUnsafeMutableBufferPointer { counts in
            for row in Swift.stride(from: 0, to: height, by: 4) {
                filter(row, .paeth, in: workspace, into: line)
                ZeroRunDeflate.count(line, lineBytes, into: counts.baseAddress!)
            }
        }
        let code = ZeroRunDeflate(frequencies: frequencies)
        var writer = BitWriter(start: workspace.scratch.baseAddress!)
        code.writeHeader(&writer)
        var adler: UInt32 = 1
        for row in 0..<height {
            filter(row, .paeth, in: workspace, into: line)
            adler = libdeflate_adler32(adler, line, lineBytes)
            code.encode(line, lineBytes, into: &writer)
        }
        code.finish(&writer, adler: adler)
        let start = workspace.scratch.baseAddress!
        return UnsafeRawBufferPointer(start: start, count: writer.out - start)
    }

    /// The zlib stream libdeflate makes of the filtered rows, in `workspace.scratch`.
    static func libdeflateStream(_ workspace: PNGWorkspace, level: Int, filter rowFilter: RowFilter)
        -> UnsafeRawBufferPointer
    {
        let (height, lineBytes) = (workspace.height, workspace.rowBytes + 1)
        let compressor = workspace.compressor(level: level)
        let filteredCount = height * lineBytes
        workspace.reserve(filtered: filteredCount + 32, scratch: compressor.zlibBound(filteredCount))
        let lines = workspace.filtered.baseAddress!.assumingMemoryBound(to: UInt8.self)
        for row in 0..<height {
            filter(row, row == 0 && rowFilter == .up ? .none : rowFilter, in: workspace, into: lines + row * lineBytes)
        }
        let count = compressor.zlibCompress(
            UnsafeRawBufferPointer(start: lines, count: filteredCount), into: workspace.scratch)
        precondition(count > 0, "libdeflate_zlib_compress exceeded its own bound")
        return UnsafeRawBufferPointer(start: workspace.scratch.baseAddress, count: count)
    }
}
