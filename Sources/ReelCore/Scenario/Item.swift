/// One item of the gallery: a stable id, an image URL and text.
public struct Item: Sendable, Hashable {
    public var id: ItemID
    package var url: String
    package var title: String
    package var subtitle: String?
    package var version: Int
    /// The image's size in pixels when the source says so (used by self-sizing layouts).
    package var size: PixelSize?
    /// The URL the app requests the image at when it is not `url` (one it rewrote); the request, the cache key and the
    /// logs carry it. Only on the copy of an item a load is started with (`requested(at:)`).
    package var requestURL: String?

    package init(
        id: ItemID, url: String, title: String, subtitle: String? = nil, version: Int = 1, size: PixelSize? = nil
    ) {
        self.id = id
        self.url = url
        self.title = title
        self.subtitle = subtitle
        self.version = version
        self.size = size
    }

    /// This item requested at `url`: the app's own URL for its image (one it rewrote), which the request, the cache
    /// key and the logs carry.
    package func requested(at url: String) -> Item {
        var item = self
        item.requestURL = url == self.url ? nil : url
        return item
    }

    /// The URL scheme of the embedded synthetic source; the runner maps it to the loopback server.
    package static let embeddedScheme = "reel-embedded"

    /// The synthetic item at `index`: id "n", served by the embedded image server (at `imageSize` px square if set).
    package static func synthetic(index: Int, imageSize: Int? = nil) -> Item {
        let query = imageSize.map { "?w=\($0)&h=\($0)" } ?? ""
        return Item(
            id: ItemID(String(index)), url: "\(embeddedScheme):/image/\(index).png\(query)",
            title: "Photo \(index)", subtitle: "Synthetic image #\(index)"
        )
    }
}
