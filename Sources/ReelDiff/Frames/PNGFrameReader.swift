import Foundation
import ReelFiles
import ReelGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads PNG frame files into `PixelImage`s for comparison: the file reading and error wording of `reel diff`; the
/// decoding is reel's one PNG reader, `PNGDecoder` (fast path for reel's own frames, libpng for any other PNG).
package enum PNGFrameReader {
    /// Reads and decodes `url`; `name` is how messages refer to the file.
    package static func read(_ url: URL, name: String? = nil) throws(DiffInputError) -> PixelImage {
        let label = name ?? url.path
        return try decode(try bytes(of: url, name: label), name: label)
    }

    /// The file's bytes, or an error naming it. Read as a regular file without blocking (`RegularFile`): a FIFO
    /// is refused, not waited on.
    package static func bytes(of url: URL, name: String) throws(DiffInputError) -> [UInt8] {
        switch RegularFile.read(url.path) {
        case .success(let bytes): return bytes
        case .failure(let refusal):
            let message: String
            switch refusal.cause {
            case .open(ENOENT): message = "no such file (expected a PNG)"
            case .open(let code): message = "cannot open the file (\(RegularFile.text(code)))"
            case .status, .tooLong, .notUTF8: message = "cannot read the file"
            case .notRegular(S_IFDIR): message = "expected a PNG file, found a folder"
            case .notRegular(S_IFIFO): message = "expected a PNG file, found a FIFO"
            case .notRegular: message = "expected a PNG file, found a special file"
            case .read(let code): message = "cannot read the file (\(RegularFile.text(code)))"
            }
            throw DiffInputError(file: name, message: message)
        }
    }

    /// Decodes PNG bytes with reel's PNG reader (`PNGDecoder`); `name` labels errors.
    package static func decode(_ data: [UInt8], name: String) throws(DiffInputError) -> PixelImage {
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
    package static func decodePair(
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
    package static func size(_ data: [UInt8]) -> (width: Int, height: Int)? {
        PNGDecoder.size(data)
    }
}
