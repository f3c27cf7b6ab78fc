import Foundation
import ReelGraphics

/// Decodes frame files and scales them to the animation's size (cairo, a good filter). Decoded frames, and scaled
/// frames of the last size asked for, are kept up to a byte budget each, so that the passes of the GIF writer and the
/// attempts of a size budget decode and scale each file once.
final class FrameLoader {
    /// The frames' own size.
    let sourceWidth: Int
    let sourceHeight: Int
    private var decoded: [URL: Bitmap] = [:]
    private var decodedBytes = 0
    private let byteBudget: Int
    private var scaled: [URL: Bitmap] = [:]
    private var scaledBytes = 0
    private var scaledSize = (width: 0, height: 0)

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
        if scaledSize != (width, height) {
            scaled = [:]
            scaledBytes = 0
            scaledSize = (width, height)
        }
        if let kept = scaled[file] { return kept }
        let source: Bitmap
        if let kept = decoded[file] {
            source = kept
        } else {
            source = try Self.decode(file)
            keep(source, for: file)
        }
        guard source.width == sourceWidth, source.height == sourceHeight else {
            let size = "\(source.width)×\(source.height)"
            throw AnimationError(
                path: file.path, message: "size \(size) differs from the first frame's \(sourceWidth)×\(sourceHeight)")
        }
        guard width != sourceWidth || height != sourceHeight else { return source }
        let result = Thumbnailer.aspectFill(source, width: width, height: height)
        if scaledBytes + result.byteCount <= byteBudget {
            scaled[file] = result
            scaledBytes += result.byteCount
        }
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
