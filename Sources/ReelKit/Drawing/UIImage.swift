import Dispatch
import ReelCore

/// An image. Images decoded from bytes reel served carry the item and URL they came from (their ground truth); an
/// image made any other way (a placeholder, a system symbol) is drawn as the placeholder.
public final class UIImage: Sendable {
    /// The item and thumbnail key the image was decoded from, if reel served its bytes.
    let tag: ImageTag?
    public let size: CGSize
    /// The symbol name, for `UIImage(systemName:)`.
    let symbolName: String?
    /// Whether the image is drawn as it is or as a template in the tint colour (kept; `UIImage+Rendering.swift`).
    public let renderingMode: RenderingMode

    init(tag: ImageTag?, size: CGSize, symbolName: String? = nil, renderingMode: RenderingMode = .automatic) {
        self.tag = tag
        self.size = size
        self.symbolName = symbolName
        self.renderingMode = renderingMode
    }

    /// An empty image (drawn as the placeholder).
    public convenience init() { self.init(tag: nil, size: .zero) }

    /// Decodes bytes: the bytes `URLSession.data(from:)` returned for an image decode to that image; anything else
    /// (an error page, an empty body) gives nil, as UIKit does for bytes that are not an image.
    public convenience init?(data: Data) {
        guard let tag = ImageToken.tag(from: data) else { return nil }
        self.init(tag: tag, size: CGSize(width: tag.key.size.width, height: tag.key.size.height))
    }

    /// A system symbol (drawn as the placeholder).
    public convenience init?(systemName: String) {
        self.init(tag: nil, size: CGSize(width: 24, height: 24), symbolName: systemName)
    }

    /// An image of the app's own asset catalogue or bundle, such as a placeholder (drawn as the placeholder: reel
    /// serves the item images, and a bundled image is none of them).
    public convenience init?(named name: String) {
        self.init(tag: nil, size: CGSize(width: 24, height: 24))
    }

    /// iOS 15's image preparation: the decoded image, ready to draw (same ground truth).
    public func byPreparingForDisplay() async -> UIImage? { self }

    /// iOS 15's `preparingForDisplay()`: the decoded image, ready to draw, made on the calling thread.
    public func preparingForDisplay() -> UIImage? { self }

    /// iOS 15's thumbnail preparation (reel's pipeline already delivers thumbnails at the cell's size).
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        UIImage(tag: tag, size: size, symbolName: symbolName, renderingMode: renderingMode)
    }

    /// iOS 15's `byPreparingThumbnail(ofSize:)`: `preparingThumbnail(of:)` for an `await`.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// Draws the image into the image context open on this thread (a renderer's actions, or
    /// `UIGraphicsBeginImageContext`); the image made there then carries this one's ground truth.
    public func draw(in rect: CGRect) { ImageDrawing.current?.record(self) }

    /// `draw(in:)` at the image's size.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// The image as PNG data, which `UIImage(data:)` reads back as this image (nil for an image reel did not serve).
    public func pngData() -> Data? { tag.map(ImageToken.data(for:)) }

    /// The image as JPEG data, which `UIImage(data:)` reads back as this image (nil for an image reel did not serve).
    public func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }

    /// `byPreparingForDisplay` with a completion handler, which runs later on a background queue, as UIKit's does
    /// (reel's clock in a simulation).
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self) }
    }

    /// `preparingThumbnail(of:)` with a completion handler, which runs later on a background queue, as UIKit's does
    /// (reel's clock in a simulation).
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        let thumbnail = preparingThumbnail(of: size)
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(thumbnail) }
    }
}
