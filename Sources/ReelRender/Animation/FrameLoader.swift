import Foundation
import ReelGraphics

/// Decodes frame files and scales them to the animation's size (cairo, a good filter). Decoded frames are kept up to
/// a byte budget, so that the attempts of a size budget decode each file once.
final class FrameLoader {
    /// The frames' own size.
    let sourceWidth: Int
    let sourceHeight: Int
    private var decoded: [URL: Bitmap] = [:]
    private var decodedBytes = 0
    private let byteBudget: Int
    private var scaled: (key: String, bitmap: Bitmap)?

    /// A loader for frames the size of `first` (read to learn it); `byteBudget` bounds the decoded frames kept.
    init(first: URL, byteBudget: Int = 1 << 30) throws {
        self.byteBudget = byteBudget
        let head = try Self.decode(first)
        sourceWidth = head.width
        sourceHeight = head.height
        keep(head, for: first)
    }

    /// The frame at `file`, at `width` × `height` pixels; throws when it cannot be read or has another size.
    func bitmap(_ file: URL, width: Int, height: Int) throws -> Bitmap {
        let key = "\(width)x\(height) \(file.path)"
        if let scaled, scaled.key == key { return scaled.bitmap }
        let source: Bitmap
        if let kept = decoded[file] {
            source = kept
        } else {
            source = try Self.decode(file)
            keep(source, for: file)
        }
        guard source.width == sourceWidth, source.height == sourceHeight else {
            throw AnimationError(
                path: file.path, message: "size \(source.width)×\(source.height) differs from the first frame's "
                    + "\(sourceWidth)×\(sourceHeight)")
        }
        let result =
            width == sourceWidth && height == sourceHeight
            ? source : Thumbnailer.aspectFill(source, width: width, height: height)
        scaled = (key, result)
        return result
    }

    private func keep(_ bitmap: Bitmap, for file: URL) {
        guard decodedBytes + bitmap.byteCount <= byteBudget else { return }
        decoded[file] = bitmap
        decodedBytes += bitmap.byteCount
    }

    /// Decodes one PNG frame file.
    static func decode(_ file: URL) throws -> Bitmap {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw AnimationError(path: file.path, message: "cannot read the frame")
        }
        do {
            return try PNGDecoder.decode([UInt8](data))
        } catch {
            throw AnimationError(path: file.path, message: "cannot decode the frame: \(error)")
        }
    }
}
