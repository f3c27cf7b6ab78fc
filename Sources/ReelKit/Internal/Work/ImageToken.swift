import Foundation
import ReelCore
import Synchronization

/// The bytes `URLSession.data(from:)` hands the user's code for an image reel's pipeline fetched: a compact, self-
/// describing token of the image's ground truth (item, URL, thumbnail size, and the item's own URL when the app
/// requested another). The real bytes went through libcurl
/// and the decoder into the frame renderer; user code only passes them to `UIImage(data:)`.
enum ImageToken {
    private static let magic = "reel-image\u{0}"

    /// Tokens made lately, both ways: a run hands out the same few hundred tokens again and again (every cache hit,
    /// every delivery), and building or parsing one costs more than a lookup. Cleared when it grows past `limit`.
    private struct Recent {
        var dataByTag: [ImageTag: Data] = [:]
        var tagByData: [Data: ImageTag] = [:]
    }

    private static let recent = Mutex(Recent())
    private static let limit = 8_192

    /// The token for `tag`.
    static func data(for tag: ImageTag) -> Data {
        if let data = recent.withLock({ $0.dataByTag[tag] }) { return data }
        let size = tag.key.size
        // The item's own URL follows when the app requested the image at another.
        let fields =
            [tag.itemID.rawValue, tag.key.url, "\(size.width)", "\(size.height)"] + (tag.itemURL.map { [$0] } ?? [])
        let data = Data((magic + fields.joined(separator: "\u{0}")).utf8)
        recent.withLock { recent in
            if recent.dataByTag.count >= limit { recent = Recent() }
            recent.dataByTag[tag] = data
            recent.tagByData[data] = tag
        }
        return data
    }

    /// The tag a token stands for, or nil for any other bytes.
    static func tag(from data: Data) -> ImageTag? {
        if let tag = recent.withLock({ $0.tagByData[data] }) { return tag }
        guard data.count > magic.utf8.count, let text = String(data: data, encoding: .utf8), text.hasPrefix(magic)
        else { return nil }
        let fields = text.dropFirst(magic.count).split(separator: "\u{0}", omittingEmptySubsequences: false)
        guard fields.count == 4 || fields.count == 5, let width = Int(fields[2]), let height = Int(fields[3]) else {
            return nil
        }
        let key = ImageKey(url: String(fields[1]), size: PixelSize(width: width, height: height))
        return ImageTag(
            itemID: ItemID(String(fields[0])), key: key, itemURL: fields.count == 5 ? String(fields[4]) : nil)
    }
}
