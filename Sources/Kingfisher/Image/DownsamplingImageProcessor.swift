/// Decodes the data straight to a thumbnail of `size` points (Kingfisher's recommended processor for cells: less
/// memory than decoding the whole image). The thumbnail is the same photo, so reel classifies it as its item's.
public struct DownsamplingImageProcessor: ImageProcessor {
    /// The thumbnail's size in points.
    public let size: CGSize
    public let identifier: String

    /// A processor making thumbnails of `size` points.
    public init(size: CGSize) {
        self.size = size
        identifier = "com.onevcat.Kingfisher.DownsamplingImageProcessor(\(size))"
    }

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        switch item {
        case .image(let image): image.preparingThumbnail(of: size)
        case .data(let data): KFCrossPlatformImage(data: data)?.preparingThumbnail(of: size)
        }
    }
}

/// Rounds the image's corners (drawn as the image with its corners clipped; the photo stays its item's).
public struct RoundCornerImageProcessor: ImageProcessor {
    /// The corner radius in points.
    public let cornerRadius: CGFloat
    /// The size the image is drawn at first, if any.
    public let targetSize: CGSize?
    public let identifier: String

    /// A processor rounding corners by `cornerRadius` points, at `targetSize` when given.
    public init(cornerRadius: CGFloat, targetSize: CGSize? = nil) {
        self.cornerRadius = cornerRadius
        self.targetSize = targetSize
        identifier =
            "com.onevcat.Kingfisher.RoundCornerImageProcessor(\(cornerRadius)"
            + (targetSize.map { "_\($0))" } ?? ")")
    }

    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        let image: KFCrossPlatformImage?
        switch item {
        case .image(let decoded): image = decoded
        case .data(let data): image = KFCrossPlatformImage(data: data)
        }
        guard let image else { return nil }
        return targetSize.flatMap { image.preparingThumbnail(of: $0) } ?? image
    }
}
