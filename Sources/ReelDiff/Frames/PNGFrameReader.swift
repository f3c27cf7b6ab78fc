import Foundation
import ReelGraphics

#if canImport(Glibc)
    import Glibc

    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin

    private let systemRead = Darwin.read
#endif

/// Reads PNG frame files into `PixelImage`s for comparison: the file reading and error wording of `reel diff`; the
/// decoding is reel's one PNG reader, `PNGDecoder` (fast path for reel's own frames, libpng for any other PNG).
public enum PNGFrameReader {
    /// Reads and decodes `url`; `name` is how messages refer to the file.
    public static func read(_ url: URL, name: String? = nil) throws(DiffInputError) -> PixelImage {
        let label = name ?? url.path
        return try decode(try bytes(of: url, name: label), name: label)
    }

    /// The file's bytes, or an error naming it.
    public static func bytes(of url: URL, name: String) throws(DiffInputError) -> [UInt8] {
        // Non-blocking: opening a FIFO must not wait for a writer (it is then refused as not a regular file).
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason =
                errno == ENOENT
                ? "no such file (expected a PNG)" : "cannot open the file (\(String(cString: strerror(errno))))"
            throw DiffInputError(file: name, message: reason)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw DiffInputError(file: name, message: "cannot read the file") }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            throw DiffInputError(file: name, message: "expected a PNG file, found a folder")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let kind = info.st_mode & S_IFMT == S_IFIFO ? "a FIFO" : "a special file"
            throw DiffInputError(file: name, message: "expected a PNG file, found \(kind)")
        }
        let size = Int(info.st_size)
        var failed = false
        let data = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let count = systemRead(descriptor, buffer.baseAddress! + done, size - done)
                if count <= 0 {
                    failed = count < 0
                    break
                }
                done += count
            }
            initialized = done
        }
        guard !failed else {
            throw DiffInputError(file: name, message: "cannot read the file (\(String(cString: strerror(errno))))")
        }
        return data
    }

    /// Decodes PNG bytes with reel's PNG reader (`PNGDecoder`); `name` labels errors.
    public static func decode(_ data: [UInt8], name: String) throws(DiffInputError) -> PixelImage {
        guard PNGDecoder.isPNG(data) else {
            throw DiffInputError(
                file: name,
                message: "not a PNG (\(data.isEmpty ? "empty file" : "no PNG signature")); expected an 8-bit PNG image")
        }
        do {
            let decoded = try PNGDecoder.decodePixels(data)
            return PixelImage(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
        } catch {
            throw DiffInputError(file: name, message: "unreadable PNG (\(error.description))")
        }
    }

    /// Decodes two PNGs on two threads (the two sides of a comparison); `nameA`/`nameB` label errors.
    public static func decodePair(
        _ a: [UInt8], name nameA: String, _ b: [UInt8], name nameB: String
    ) throws(DiffInputError) -> (PixelImage, PixelImage) {
        let results = ParallelSlots.map(2) { side in
            Result { () throws(DiffInputError) -> PixelImage in
                side == 0 ? try decode(a, name: nameA) : try decode(b, name: nameB)
            }
        }
        return (try results[0].get(), try results[1].get())
    }

    /// Width and height from the IHDR chunk, without decoding.
    public static func size(_ data: [UInt8]) -> (width: Int, height: Int)? {
        PNGDecoder.size(data)
    }
}
