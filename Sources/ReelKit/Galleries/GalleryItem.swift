import Foundation
import ReelCore

/// One item of the scenario as the gallery's model sees it. reel knows what its cell should show: the image at
/// `imageURL` and `title`.
public struct GalleryItem: Sendable, Hashable, Identifiable {
    public let id: String
    public let title: String
    public let subtitle: String?
    /// The image URL as the scenario gives it; `imageURL` parses it when asked, so that a 100k-item gallery does
    /// not hold 100k `URL` objects (22 MB) it reads only for the cells on screen.
    let url: String
    /// The image's size in pixels, when the scenario says (items given with `width` and `height`, and synthetic
    /// items of self-sizing templates): what an app's API tells it, for layouts that size cells by the photo.
    public let imageSize: CGSize?

    /// The item's image.
    public var imageURL: URL { URL(string: url) ?? URL(fileURLWithPath: "/") }

    init(_ item: Item) {
        id = item.id.rawValue
        url = item.url
        title = item.title
        subtitle = item.subtitle
        imageSize = item.size.map { CGSize(width: Double($0.width), height: Double($0.height)) }
    }
}
