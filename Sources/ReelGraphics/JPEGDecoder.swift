import CTurboJPEG

/// Decodes JPEGs with libjpeg-turbo's tj2 API into opaque ARGB32, DCT-scaled down towards a target size when given one.
///
/// Colour: RGB/YCbCr and grayscale JPEGs are converted by libjpeg-turbo straight into cairo's byte order with alpha
/// 0xFF (TJPF_BGRA on little-endian: the TJPF_BGRX layout with X guaranteed 0xFF, so no extra pass). CMYK/YCCK
/// JPEGs, which libjpeg-turbo 2.1 refuses to convert to RGB, are decoded to CMYK and converted here with the
/// naive, uncalibrated formula libjpeg-turbo itself uses (R = C·K/255, …, for Adobe-style inverted CMYK, which is
/// what Photoshop and libjpeg-turbo write); no ICC colour management.
///
/// Warnings: libjpeg-turbo finishes a truncated or damaged stream with a *warning* (TJERR_WARNING, e.g.
/// "Premature end of JPEG file", "Corrupt JPEG data: bad Huffman code") after inventing the missing pixels (grey).
/// reel reports such an image as failed, so every warning from tjDecompress2 becomes `.corrupt(message)`. The tj2
/// API only keeps the *first* warning's text, so warnings cannot be told apart reliably; the cost is that a stream
/// whose only flaw is a missing EOI marker is refused too.
package enum JPEGDecoder {
    /// Flags for tjDecompress2: fast integer IDCT (TJFLAG_ACCURATEDCT off) and a cap on progressive scans.
    static let decompressFlags: Int32 = TJFLAG_FASTDCT | TJFLAG_LIMITSCANS

    /// True when the data starts with FF D8 FF (the SOI marker followed by another marker).
    package static func isJPEG(_ data: [UInt8]) -> Bool {
        data.count >= 3 && data.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// Decodes to opaque ARGB32; reads the header first and throws `.tooManyPixels` before allocating pixels when
    /// width*height > maxPixels; with a target size, decodes at the smallest DCT scale that still covers it
    /// (aspect-fill).
    package static func decode(
        _ data: [UInt8], maxPixels: Int = 50_000_000, targetWidth: Int? = nil, targetHeight: Int? = nil
    ) throws(ImageDecodeError) -> Bitmap {
        guard isJPEG(data) else { throw .unsupportedFormat(ImageDecodeError.sniff(data)) }
        let result = data.withUnsafeBytes { raw in
            decode(raw, maxPixels: maxPixels, targetWidth: targetWidth, targetHeight: targetHeight)
        }
        return try result.get()
    }

    /// The size `decode` would produce for these arguments, from the header alone (same checks, no pixel buffer).
    package static func plannedSize(
        _ data: [UInt8], maxPixels: Int = 50_000_000, targetWidth: Int? = nil, targetHeight: Int? = nil
    ) throws(ImageDecodeError) -> (width: Int, height: Int) {
        guard isJPEG(data) else { throw .unsupportedFormat(ImageDecodeError.sniff(data)) }
        let result = data.withUnsafeBytes { raw in
            Result { () throws(ImageDecodeError) -> (width: Int, height: Int) in
                let (_, header) = try open(raw, maxPixels: maxPixels)
                return scaledSize(
                    width: header.width, height: header.height, targetWidth: targetWidth, targetHeight: targetHeight)
            }
        }
        return try result.get()
    }

    /// The smallest libjpeg-turbo scaling (≤ 1) whose TJSCALED output is ≥ the target on both axes; full size when
    /// none is, or with no target (nil or ≤ 0 leaves an axis unconstrained).
    static func scaledSize(width: Int, height: Int, targetWidth: Int?, targetHeight: Int?) -> (width: Int, height: Int)
    {
        let wantedWidth = targetWidth.map { max(0, $0) } ?? 0
        let wantedHeight = targetHeight.map { max(0, $0) } ?? 0
        guard wantedWidth > 0 || wantedHeight > 0 else { return (width, height) }
        let factors = TurboJPEGHandle.scalingFactors
            .filter { $0.num > 0 && $0.num <= $0.denom }
            .sorted { $0.num * $1.denom < $1.num * $0.denom }
        for factor in factors {
            let scaledWidth = TurboJPEGHandle.scaled(width, num: factor.num, denom: factor.denom)
            let scaledHeight = TurboJPEGHandle.scaled(height, num: factor.num, denom: factor.denom)
            if scaledWidth >= wantedWidth, scaledHeight >= wantedHeight { return (scaledWidth, scaledHeight) }
        }
        return (width, height)
    }

    /// A decompressor and the validated header: non-empty frame, within the pixel limit.
    private static func open(
        _ raw: UnsafeRawBufferPointer, maxPixels: Int
    ) throws(ImageDecodeError) -> (TurboJPEGHandle, TurboJPEGHandle.Header) {
        let handle: TurboJPEGHandle
        let header: TurboJPEGHandle.Header
        do {
            handle = try TurboJPEGHandle(.decompress)
            header = try handle.readHeader(raw)
        } catch {
            throw .corrupt(error.message)
        }
        // tjDecompressHeader3 succeeds without filling the size for a tables-only (or cut-short) stream.
        guard header.width > 0, header.height > 0 else {
            throw .corrupt("no image frame in the JPEG data (tables-only or truncated before the frame header)")
        }
        let (pixelCount, overflow) = header.width.multipliedReportingOverflow(by: header.height)
        guard !overflow, pixelCount <= maxPixels else {
            throw .tooManyPixels(width: header.width, height: header.height, limit: maxPixels)
        }
        return (handle, header)
    }

    /// Header, limit, scaling, then pixels, all while `raw` is borrowed.
    private static func decode(
        _ raw: UnsafeRawBufferPointer, maxPixels: Int, targetWidth: Int?, targetHeight: Int?
    ) -> Result<Bitmap, ImageDecodeError> {
        let handle: TurboJPEGHandle
        let header: TurboJPEGHandle.Header
        do {
            (handle, header) = try open(raw, maxPixels: maxPixels)
        } catch {
            return .failure(error)
        }
        let (width, height) = scaledSize(
            width: header.width, height: header.height, targetWidth: targetWidth, targetHeight: targetHeight)
        let stride = Bitmap.argb32Stride(width: width)
        guard stride >= width * 4, stride <= Int(Int32.max) else {
            return .failure(.tooManyPixels(width: header.width, height: header.height, limit: maxPixels))
        }
        let format = header.isCMYK ? REEL_TJPF_CMYK : TurboJPEGHandle.nativeARGB32Format
        var failure: TurboJPEGHandle.Failure?
        // No zero fill: on success tjDecompress2 writes every byte (stride == 4·width); on failure the array is
        // dropped.
        let pixels = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, initialized in
            initialized = buffer.count
            guard let base = buffer.baseAddress else { return }
            do throws(TurboJPEGHandle.Failure) {
                try handle.decompress(
                    raw, into: UnsafeMutableRawPointer(base), width: width, pitch: stride, height: height,
                    pixelFormat: format, flags: decompressFlags)
            } catch {
                failure = error
                return
            }
            if header.isCMYK {
                convertInvertedCMYK(UnsafeMutableRawPointer(base), width: width, height: height, stride: stride)
            }
        }
        if let failure {
            if failure.isWarning {
                return .failure(.corrupt("\(failure.message) (libjpeg-turbo warning: truncated or damaged data)"))
            }
            return .failure(.corrupt(failure.message))
        }
        return .success(Bitmap(width: width, height: height, stride: stride, pixels: pixels))
    }

    /// Rewrites Adobe-style (inverted) C,M,Y,K bytes as opaque native-endian ARGB32, in place: R = C·K/255 and so on.
    private static func convertInvertedCMYK(_ base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        for row in 0..<height {
            let line = base + row * stride
            for x in 0..<width {
                let offset = x &* 4
                let c = UInt32(line.load(fromByteOffset: offset, as: UInt8.self))
                let m = UInt32(line.load(fromByteOffset: offset + 1, as: UInt8.self))
                let y = UInt32(line.load(fromByteOffset: offset + 2, as: UInt8.self))
                let k = UInt32(line.load(fromByteOffset: offset + 3, as: UInt8.self))
                let value = 0xFF00_0000 | scale(c, k) << 16 | scale(m, k) << 8 | scale(y, k)
                line.storeBytes(of: value, toByteOffset: offset, as: UInt32.self)
            }
        }
    }

    /// Rounded a·b/255.
    @inline(__always)
    private static func scale(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let temp = a * b + 0x80
        return (temp + (temp >> 8)) >> 8
    }
}
