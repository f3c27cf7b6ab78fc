import Foundation
import ReelFiles
import ReelGraphics

/// Decodes frame files and scales them to the animation's size (cairo, a good filter). Frames are kept, up to one
/// byte budget for all of them, so that the passes of the GIF writer and the attempts of a size budget decode and
/// scale the first frames once and read the others again: the memory an animation takes does not grow with its
/// frames or their size (a run of 473 frames at 780 × 1688 px is 2.5 GB decoded).
final class FrameLoader {
    /// The bytes of kept frames, by default: with the frame being encoded and the encoder's own buffers, `reel
    /// animate` stays under 300 MB.
    static let defaultByteBudget = 96 << 20

    /// The frames' own size.
    let sourceWidth: Int
    let sourceHeight: Int
    private var decoded: [URL: Bitmap] = [:]
    private var scaled: [URL: Bitmap] = [:]
    private var keptBytes = 0
    private let byteBudget: Int
    private var scaledSize = (width: 0, height: 0)

    /// A loader for frames the size of `first` (read to learn it); `byteBudget` bounds the frames kept.
    init(first: URL, byteBudget: Int = FrameLoader.defaultByteBudget) throws {
        self.byteBudget = byteBudget
        let head = try Self.decode(first)
        sourceWidth = head.width
        sourceHeight = head.height
        keep(head, for: first, in: &decoded)
    }

    /// The frame at `file`, at `width` × `height` pixels; throws when it cannot be read or has another size. At
    /// another size than the frames', the scaled frames are kept and the decoded ones are not.
    func bitmap(_ file: URL, width: Int, height: Int) throws -> Bitmap {
        let same = width == sourceWidth && height == sourceHeight
        if !same, scaledSize != (width, height) {
            // A new size (the next attempt of a size budget): the frames of the last size are of no more use.
            keptBytes -= scaled.values.reduce(0) { $0 + $1.byteCount }
            scaled = [:]
            scaledSize = (width, height)
        }
        if !same, let kept = scaled[file] { return kept }
        let source: Bitmap
        if let kept = decoded[file] {
            source = kept
        } else {
            source = try Self.decode(file)
            if same { keep(source, for: file, in: &decoded) }
        }
        guard source.width == sourceWidth, source.height == sourceHeight else {
            let size = "\(source.width)×\(source.height)"
            throw AnimationError(
                path: file.path, message: "size \(size) differs from the first frame's \(sourceWidth)×\(sourceHeight)")
        }
        guard !same else { return source }
        let result = Thumbnailer.aspectFill(source, width: width, height: height)
        keep(result, for: file, in: &scaled)
        return result
    }

    private func keep(_ bitmap: Bitmap, for file: URL, in store: inout [URL: Bitmap]) {
        guard keptBytes + bitmap.byteCount <= byteBudget else { return }
        store[file] = bitmap
        keptBytes += bitmap.byteCount
    }

    /// Decodes one PNG frame file.
    static func decode(_ file: URL) throws -> Bitmap {
        let bytes = try Self.bytes(of: file)
        do {
            return try PNGDecoder.decode(bytes)
        } catch {
            throw AnimationError(path: file.path, message: "cannot decode the frame: \(error)")
        }
    }

    /// One frame file's bytes, or an error naming it: `FILE: cannot read the frame (REASON)`.
    static func bytes(of file: URL) throws(AnimationError) -> [UInt8] {
        switch RegularFile.read(file.path, limit: RegularFile.Limit.image) {
        case .success(let bytes): return bytes
        case .failure(let refusal): throw AnimationError(path: file.path, message: "cannot read the frame (\(refusal))")
        }
    }
}
