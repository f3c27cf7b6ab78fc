import CDeflate
import Foundation
import ReelGraphics
#if canImport(Glibc)
import Glibc

private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin

private let systemRead = Darwin.read
#endif

/// Reads PNG files into `PixelImage`s: 8-bit RGB and RGBA non-interlaced PNGs (what reel and most tools write) are
/// inflated with libdeflate and unfiltered here; any other PNG goes through libpng (`PNGDecoder`).
public enum PNGFrameReader {
    /// Reads and decodes `url`; `name` is how messages refer to the file.
    public static func read(_ url: URL, name: String? = nil) throws(DiffInputError) -> PixelImage {
        let label = name ?? url.path
        return try decode(try bytes(of: url, name: label), name: label)
    }

    /// The file's bytes, or an error naming it.
    public static func bytes(of url: URL, name: String) throws(DiffInputError) -> [UInt8] {
        let descriptor = open(url.path, O_RDONLY)
        guard descriptor >= 0 else {
            let reason = errno == ENOENT ? "no such file (expected a PNG)" : "cannot open the file (\(String(cString: strerror(errno))))"
            throw DiffInputError(file: name, message: reason)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw DiffInputError(file: name, message: "cannot read the file") }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw DiffInputError(file: name, message: "expected a PNG file, found a folder") }
        let size = Int(info.st_size)
        var failed = false
        let data = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let count = systemRead(descriptor, buffer.baseAddress! + done, size - done)
                if count <= 0 { failed = count < 0; break }
                done += count
            }
            initialized = done
        }
        guard !failed else { throw DiffInputError(file: name, message: "cannot read the file (\(String(cString: strerror(errno))))") }
        return data
    }

    /// Decodes PNG bytes; `name` labels errors.
    public static func decode(_ data: [UInt8], name: String) throws(DiffInputError) -> PixelImage {
        guard PNGDecoder.isPNG(data) else {
            throw DiffInputError(file: name, message: "not a PNG (\(data.isEmpty ? "empty file" : "no PNG signature")); expected an 8-bit PNG image")
        }
        let fast: Result<PixelImage, DiffInputError>? = data.withUnsafeBytes { raw in fastDecode(raw, name: name) }
        if let fast { return try fast.get() }
        do {
            return PixelImage(try PNGDecoder.decode(data))
        } catch {
            throw DiffInputError(file: name, message: "unreadable PNG (\(error.description))")
        }
    }

    /// Width and height from the IHDR chunk, without decoding.
    public static func size(_ data: [UInt8]) -> (width: Int, height: Int)? {
        guard data.count >= 24, PNGDecoder.isPNG(data), Array(data[12..<16]) == Array("IHDR".utf8) else { return nil }
        return (Int(bigEndian32(data, 16)), Int(bigEndian32(data, 20)))
    }

    private static func bigEndian32(_ data: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8 | UInt32(data[offset + 3])
    }

    /// The fast path; nil when the PNG is a kind it does not handle (libpng takes over).
    private static func fastDecode(_ raw: UnsafeRawBufferPointer, name: String) -> Result<PixelImage, DiffInputError>? {
        func load32(_ offset: Int) -> Int { Int(UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
        var offset = 8
        var header: (width: Int, height: Int, channels: Int)?
        var idat: [Range<Int>] = []
        while offset + 12 <= raw.count {
            let length = load32(offset)
            let type = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
            let body = offset + 8
            guard length <= raw.count - body - 4 else { return .failure(truncated(name)) }
            switch type {
            case chunk("IHDR"):
                guard length == 13 else { return .failure(DiffInputError(file: name, message: "unreadable PNG (bad IHDR)")) }
                let (depth, colour, interlace) = (raw[body + 8], raw[body + 9], raw[body + 12])
                guard depth == 8, colour == 2 || colour == 6, interlace == 0 else { return nil }
                header = (load32(body), load32(body + 4), colour == 2 ? 3 : 4)
            case chunk("IDAT"):
                idat.append(body..<body + length)
            case chunk("IEND"):
                offset = raw.count
                continue
            case chunk("PLTE"), chunk("tRNS"):
                return nil
            default:
                break
            }
            offset = body + length + 4
        }
        guard let header, !idat.isEmpty else { return .failure(truncated(name)) }
        let (width, height, channels) = header
        guard width > 0, height > 0, width <= 1 << 16, height <= 1 << 16 else {
            return .failure(DiffInputError(file: name, message: "unsupported PNG size \(width)×\(height)"))
        }
        let rowBytes = width * channels
        let inflatedCount = height * (rowBytes + 1)
        let compressed: [UInt8] = idat.count == 1 ? [] : idat.flatMap { Array(raw[$0]) }
        var status = LIBDEFLATE_BAD_DATA
        var inflated = [UInt8](unsafeUninitializedCapacity: inflatedCount) { buffer, initialized in
            let out = UnsafeMutableRawBufferPointer(buffer)
            status = inflate(raw, idat: idat, compressed: compressed, into: out)
            initialized = status == LIBDEFLATE_SUCCESS ? inflatedCount : 0
        }
        guard status == LIBDEFLATE_SUCCESS else {
            return .failure(DiffInputError(file: name, message: "unreadable PNG (image data does not inflate to \(width)×\(height) pixels)"))
        }
        var ok = false
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, initialized in
            ok = inflated.withUnsafeMutableBufferPointer { data in
                PNGUnfilter.run(data.baseAddress!, width: width, height: height, channels: channels, into: out.baseAddress!)
            }
            initialized = width * height
        }
        guard ok else { return .failure(DiffInputError(file: name, message: "unreadable PNG (unknown row filter)")) }
        return .success(PixelImage(width: width, height: height, pixels: pixels))
    }

    /// Inflates the IDAT data into `out`, which must be filled exactly.
    private static func inflate(_ raw: UnsafeRawBufferPointer, idat: [Range<Int>], compressed: [UInt8], into out: UnsafeMutableRawBufferPointer) -> libdeflate_result {
        guard let decompressor = libdeflate_alloc_decompressor() else { return LIBDEFLATE_INSUFFICIENT_SPACE }
        defer { libdeflate_free_decompressor(decompressor) }
        var actual = 0
        let result: libdeflate_result
        if idat.count == 1 {
            let range = idat[0]
            result = libdeflate_zlib_decompress(decompressor, raw.baseAddress! + range.lowerBound, range.count, out.baseAddress, out.count, &actual)
        } else {
            result = compressed.withUnsafeBytes { libdeflate_zlib_decompress(decompressor, $0.baseAddress, $0.count, out.baseAddress, out.count, &actual) }
        }
        return result == LIBDEFLATE_SUCCESS && actual != out.count ? LIBDEFLATE_SHORT_OUTPUT : result
    }

    private static func truncated(_ name: String) -> DiffInputError {
        DiffInputError(file: name, message: "unreadable PNG (truncated or missing image data)")
    }

    /// A chunk type as the native-endian UInt32 its four bytes load as.
    private static func chunk(_ name: StaticString) -> UInt32 {
        name.withUTF8Buffer { UnsafeRawBufferPointer($0).loadUnaligned(as: UInt32.self) }
    }
}
