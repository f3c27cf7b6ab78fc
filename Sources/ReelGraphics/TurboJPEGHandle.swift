import CTurboJPEG

/// Owns one TurboJPEG (tj2 API) instance: tjInitDecompress/tjInitCompress in init, tjDestroy in deinit.
///
/// Not Sendable: a tjhandle keeps per-call state (including its error string), so use one handle on one thread.
final class TurboJPEGHandle {
    /// Which kind of instance to create.
    enum Kind {
        /// tjInitDecompress.
        case decompress
        /// tjInitCompress.
        case compress
    }

    /// A failed tj call: the instance's message (tjGetErrorStr2) and whether it was only a warning (TJERR_WARNING).
    struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// libjpeg-turbo's message, e.g. "Premature end of JPEG file".
        let message: String
        /// True when tjGetErrorCode said TJERR_WARNING: the call finished but the output may be partly invented.
        let isWarning: Bool

        /// The message, marked when it was a warning.
        var description: String { isWarning ? "\(message) (libjpeg-turbo warning)" : message }
    }

    /// What tjDecompressHeader3 reports.
    struct Header: Sendable, Equatable {
        /// Full-size width in pixels (0 when the stream has no frame header, e.g. tables-only or cut short).
        let width: Int
        /// Full-size height in pixels (0 as for `width`).
        let height: Int
        /// TJSAMP_* chroma subsampling.
        let subsampling: Int32
        /// TJCS_* colorspace of the JPEG.
        let colorspace: Int32

        /// True for CMYK and YCCK JPEGs, which libjpeg-turbo 2.1 cannot convert to RGB itself.
        var isCMYK: Bool { colorspace == REEL_TJCS_CMYK || colorspace == REEL_TJCS_YCCK }
    }

    /// The owned tjhandle.
    private let raw: UnsafeMutableRawPointer

    /// Creates a decompressor or compressor; fails only when libjpeg-turbo cannot allocate one.
    init(_ kind: Kind) throws(Failure) {
        let handle =
            switch kind {
            case .decompress: tjInitDecompress()
            case .compress: tjInitCompress()
            }
        guard let handle else {
            // Instance creation errors go to the global (thread-local) message.
            throw Failure(message: Self.message(tjGetErrorStr2(nil)), isWarning: false)
        }
        raw = handle
    }

    deinit {
        tjDestroy(raw)
    }

    /// The scaling factors libjpeg-turbo's decompressor supports (e.g. 2/1 … 1/1 … 1/8), as (num, denom) pairs.
    static let scalingFactors: [(num: Int, denom: Int)] = {
        var count: Int32 = 0
        guard let list = tjGetScalingFactors(&count), count > 0 else { return [(1, 1)] }
        return UnsafeBufferPointer(start: list, count: Int(count)).map { (Int($0.num), Int($0.denom)) }
    }()

    /// ceil(dimension · num / denom), exactly as libjpeg-turbo's TJSCALED computes output sizes.
    static func scaled(_ dimension: Int, num: Int, denom: Int) -> Int {
        Int(reel_tj_scaled(Int32(clamping: dimension), tjscalingfactor(num: Int32(num), denom: Int32(denom))))
    }

    /// Reads the frame header only (no pixel memory): size, subsampling, colorspace.
    func readHeader(_ jpeg: UnsafeRawBufferPointer) throws(Failure) -> Header {
        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = -1
        var colorspace: Int32 = -1
        let status = tjDecompressHeader3(
            raw, jpeg.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt(jpeg.count),
            &width, &height, &subsampling, &colorspace)
        guard status == 0 else { throw lastFailure() }
        return Header(width: Int(width), height: Int(height), subsampling: subsampling, colorspace: colorspace)
    }

    /// tjDecompress2 into `destination` (pitch bytes per row); libjpeg-turbo picks the largest scaling that fits
    /// width×height.
    func decompress(
        _ jpeg: UnsafeRawBufferPointer, into destination: UnsafeMutableRawPointer,
        width: Int, pitch: Int, height: Int, pixelFormat: Int32, flags: Int32
    ) throws(Failure) {
        let status = tjDecompress2(
            raw, jpeg.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt(jpeg.count),
            destination.assumingMemoryBound(to: UInt8.self),
            Int32(clamping: width), Int32(clamping: pitch), Int32(clamping: height), pixelFormat, flags)
        guard status == 0 else { throw lastFailure() }
    }

    /// tjCompress2 of packed pixels (`pitch` bytes per row) into a new JPEG byte array.
    func compress(
        _ pixels: UnsafeRawBufferPointer, width: Int, pitch: Int, height: Int, pixelFormat: Int32,
        subsampling: Int32, quality: Int, flags: Int32 = 0
    ) throws(Failure) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        // libjpeg-turbo allocates (and may reallocate) the output; it is ours to tjFree in every case.
        defer { if let output { tjFree(output) } }
        let status = tjCompress2(
            raw, pixels.baseAddress?.assumingMemoryBound(to: UInt8.self),
            Int32(clamping: width), Int32(clamping: pitch), Int32(clamping: height), pixelFormat,
            &output, &size, subsampling, Int32(clamping: quality), flags)
        guard status == 0, let output else { throw lastFailure() }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// Encodes an opaque ARGB32 bitmap (alpha ignored) as a JPEG.
    static func encode(_ bitmap: Bitmap, quality: Int = 85, subsampling: Int32 = REEL_TJSAMP_420) throws(Failure)
        -> [UInt8]
    {
        guard bitmap.isWellFormed, bitmap.width > 0, bitmap.height > 0 else {
            throw Failure(message: "cannot encode a \(bitmap.width)x\(bitmap.height) bitmap", isWarning: false)
        }
        let handle = try TurboJPEGHandle(.compress)
        let result = bitmap.pixels.withUnsafeBytes { pixels in
            Result { () throws(Failure) -> [UInt8] in
                try handle.compress(
                    pixels, width: bitmap.width, pitch: bitmap.stride, height: bitmap.height,
                    pixelFormat: nativeARGB32Format, subsampling: subsampling, quality: quality)
            }
        }
        return try result.get()
    }

    /// The TJPF_* format whose byte order matches cairo's native-endian ARGB32 with the alpha byte forced to 0xFF.
    static var nativeARGB32Format: Int32 {
        #if _endian(big)
            REEL_TJPF_ARGB
        #else
            REEL_TJPF_BGRA
        #endif
    }

    /// The instance's last message and severity.
    private func lastFailure() -> Failure {
        Failure(message: Self.message(tjGetErrorStr2(raw)), isWarning: tjGetErrorCode(raw) == REEL_TJERR_WARNING)
    }

    /// A C message as a String, never empty.
    private static func message(_ text: UnsafeMutablePointer<CChar>?) -> String {
        let message = text.map { String(cString: $0) } ?? ""
        return message.isEmpty ? "libjpeg-turbo failed without a message" : message
    }
}
