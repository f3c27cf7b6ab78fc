import CDeflate

/// `PNGDecoder`'s fast path for the PNGs reel writes itself: 8-bit RGB or RGBA, not interlaced, with no chunk that
/// changes colours (palette, transparency, gamma, chromaticities, ICC profile, significant bits). The image data is
/// inflated with libdeflate and unfiltered in Swift, several times faster than libpng. Every critical chunk's CRC is
/// checked; anything the fast path does not handle, or any doubt (a bad CRC, missing IEND, data that does not
/// inflate to exactly the image), returns nil so that libpng decodes the file and words any error.
enum PNGFastPath {
    /// What the chunks say: the size, channels per pixel and where the compressed image data is.
    struct Layout {
        var width: Int
        var height: Int
        var channels: Int
        var idat: [Range<Int>]
    }

    /// Decodes to packed native-endian 0xAARRGGBB pixels (premultiplied), or nil when libpng should decode.
    static func packed(_ data: [UInt8], maxPixels: Int) -> (width: Int, height: Int, pixels: [UInt32])? {
        data.withUnsafeBytes { raw -> (width: Int, height: Int, pixels: [UInt32])? in
            guard let layout = layout(raw, maxPixels: maxPixels), var inflated = inflate(raw, layout) else {
                return nil
            }
            let count = layout.width * layout.height
            var unfiltered = false
            let pixels = [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
                unfiltered = unfilter(&inflated, layout, into: out.baseAddress!)
                initialized = count
            }
            return unfiltered ? (layout.width, layout.height, pixels) : nil
        }
    }

    /// Decodes to a cairo ARGB32 bitmap, or nil when libpng should decode.
    static func bitmap(_ data: [UInt8], maxPixels: Int) -> Bitmap? {
        data.withUnsafeBytes { raw -> Bitmap? in
            guard let layout = layout(raw, maxPixels: maxPixels),
                Bitmap.argb32Stride(width: layout.width) == layout.width * 4, var inflated = inflate(raw, layout)
            else { return nil }
            let count = layout.width * layout.height
            var unfiltered = false
            let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
                out.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count) { pixels in
                    unfiltered = unfilter(&inflated, layout, into: pixels)
                }
                initialized = count * 4
            }
            guard unfiltered else { return nil }
            return Bitmap(width: layout.width, height: layout.height, stride: layout.width * 4, pixels: bytes)
        }
    }

    /// Walks the chunks after the signature; nil unless the file is one the fast path decodes exactly as libpng would.
    static func layout(_ raw: UnsafeRawBufferPointer, maxPixels: Int) -> Layout? {
        func load32(_ offset: Int) -> Int {
            Int(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        var offset = 8
        var layout: Layout?
        var ended = false
        while !ended, offset + 12 <= raw.count {
            let length = load32(offset)
            let type = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let body = offset + 8
            guard length <= raw.count - body - 4 else { return nil }
            let critical = raw[offset + 4] & 0x20 == 0
            if critical, !crcMatches(raw, chunk: offset, length: length) { return nil }
            switch type {
            case chunk("IHDR"):
                guard layout == nil, length == 13 else { return nil }
                let (depth, colour) = (raw[body + 8], raw[body + 9])
                let (compression, filter, interlace) = (raw[body + 10], raw[body + 11], raw[body + 12])
                guard depth == 8, colour == 2 || colour == 6, compression == 0, filter == 0, interlace == 0 else {
                    return nil
                }
                let (width, height) = (load32(body), load32(body + 4))
                let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
                guard width > 0, height > 0, !overflow, pixels <= maxPixels else { return nil }
                layout = Layout(width: width, height: height, channels: colour == 2 ? 3 : 4, idat: [])
            case chunk("IDAT"):
                guard layout != nil else { return nil }
                layout?.idat.append(body..<body + length)
            case chunk("IEND"):
                ended = true
            case chunk("PLTE"), chunk("tRNS"), chunk("gAMA"), chunk("cHRM"), chunk("iCCP"), chunk("sBIT"):
                return nil
            default:
                // Another critical chunk libpng would have to understand: let it decide.
                if critical { return nil }
            }
            offset = body + length + 4
        }
        guard ended, let layout, !layout.idat.isEmpty else { return nil }
        return layout
    }

    /// The inflated scanlines (one filter byte + a row of pixels, per row), or nil unless they fill the image exactly.
    private static func inflate(_ raw: UnsafeRawBufferPointer, _ layout: Layout) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        let count = layout.height * (layout.width * layout.channels + 1)
        var status = LIBDEFLATE_BAD_DATA
        let inflated = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            var actual = 0
            if layout.idat.count == 1 {
                let range = layout.idat[0]
                status = libdeflate_zlib_decompress(
                    decompressor, raw.baseAddress! + range.lowerBound, range.count, out.baseAddress, count, &actual
                )
            } else {
                let joined = layout.idat.flatMap { Array(raw[$0]) }
                status = joined.withUnsafeBytes {
                    libdeflate_zlib_decompress(decompressor, $0.baseAddress, $0.count, out.baseAddress, count, &actual)
                }
            }
            if status == LIBDEFLATE_SUCCESS, actual != count { status = LIBDEFLATE_SHORT_OUTPUT }
            initialized = status == LIBDEFLATE_SUCCESS ? count : 0
        }
        return status == LIBDEFLATE_SUCCESS ? inflated : nil
    }

    private static func unfilter(
        _ inflated: inout [UInt8], _ layout: Layout, into out: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        inflated.withUnsafeMutableBufferPointer { data in
            PNGUnfilter.run(
                data.baseAddress!, width: layout.width, height: layout.height, channels: layout.channels, into: out
            )
        }
    }

    /// Whether the CRC stored after the chunk at `offset` matches its type and data (libdeflate's CRC-32).
    private static func crcMatches(_ raw: UnsafeRawBufferPointer, chunk offset: Int, length: Int) -> Bool {
        let stored = UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: offset + 8 + length, as: UInt32.self))
        return libdeflate_crc32(0, raw.baseAddress! + offset + 4, length + 4) == stored
    }

    /// A chunk type as the native-endian UInt32 its four bytes load as.
    private static func chunk(_ name: StaticString) -> UInt32 {
        name.withUTF8Buffer { UnsafeRawBufferPointer($0).loadUnaligned(as: UInt32.self) }
    }
}
