import Foundation
import ReelCore

/// The bytes `URLSession.data(from:)` hands the user's code for an image reel's pipeline fetched: a compact, self-
/// describing token of the image's ground truth (item, URL, thumbnail size). The real bytes went through libcurl
/// and the decoder into the frame renderer; user code only passes them to `UIImage(data:)`.
enum ImageToken {
    private static let magic = "reel-image\u{0}"

    /// The token for `tag`.
    static func data(for tag: ImageTag) -> Data {
        let size = tag.key.size
        return Data((magic + [tag.itemID, tag.key.url, "\(size.width)", "\(size.height)"].joined(separator: "\u{0}")).utf8)
    }

    /// The tag a token stands for, or nil for any other bytes.
    static func tag(from data: Data) -> ImageTag? {
        guard data.count > magic.utf8.count, let text = String(data: data, encoding: .utf8), text.hasPrefix(magic)
        else { return nil }
        let fields = text.dropFirst(magic.count).split(separator: "\u{0}", omittingEmptySubsequences: false)
        guard fields.count == 4, let width = Int(fields[2]), let height = Int(fields[3]) else { return nil }
        let key = ImageKey(url: String(fields[1]), size: PixelSize(width: width, height: height))
        return ImageTag(itemID: String(fields[0]), key: key)
    }
}
