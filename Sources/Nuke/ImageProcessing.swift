/// Changes an image after decoding; its identifier is part of the memory cache's key.
public protocol ImageProcessing: Sendable {
    /// The processed image, or nil when it cannot be processed.
    func process(_ image: PlatformImage) -> PlatformImage?
    /// Names the processor and its settings.
    var identifier: String { get }
}

/// Nuke's processors.
public enum ImageProcessors {
    /// Scales the image to `size` (the photo, at another size).
    public struct Resize: ImageProcessing, Hashable {
        /// How the image fits the size.
        public enum ContentMode: Sendable, Hashable { case aspectFill, aspectFit }
        /// Whether `size` is in points or pixels.
        public enum Unit: Sendable, Hashable { case points, pixels }

        public let size: CGSize
        public let unit: Unit
        public let contentMode: ContentMode
        public let crop: Bool
        public let upscale: Bool

        /// Resizes to `size`.
        public init(
            size: CGSize, unit: Unit = .points, contentMode: ContentMode = .aspectFill, crop: Bool = false,
            upscale: Bool = false
        ) {
            self.size = size
            self.unit = unit
            self.contentMode = contentMode
            self.crop = crop
            self.upscale = upscale
        }

        /// Resizes to `width`, keeping the aspect ratio.
        public init(width: CGFloat, unit: Unit = .points, upscale: Bool = false) {
            self.init(size: CGSize(width: width, height: 4096), unit: unit, contentMode: .aspectFit, upscale: upscale)
        }

        public func process(_ image: PlatformImage) -> PlatformImage? { image.preparingThumbnail(of: size) ?? image }

        public var identifier: String {
            "com.github.kean/nuke/resize?s=\(size),cm=\(contentMode),crop=\(crop),upscale=\(upscale)"
        }

        public static func == (lhs: Resize, rhs: Resize) -> Bool { lhs.identifier == rhs.identifier }
        public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    }

    /// Rounds the corners (the photo, clipped).
    public struct RoundedCorners: ImageProcessing {
        public let radius: CGFloat
        public init(radius: CGFloat) { self.radius = radius }
        public func process(_ image: PlatformImage) -> PlatformImage? { image }
        public var identifier: String { "com.github.kean/nuke/rounded_corners?radius=\(radius)" }
    }

    /// Clips the image to a circle (the photo, clipped).
    public struct Circle: ImageProcessing {
        public init() {}
        public func process(_ image: PlatformImage) -> PlatformImage? { image }
        public var identifier: String { "com.github.kean/nuke/circle" }
    }
}

extension ImageProcessing where Self == ImageProcessors.Resize {
    /// `ImageProcessors.Resize(size:…)`.
    public static func resize(
        size: CGSize, unit: ImageProcessors.Resize.Unit = .points,
        contentMode: ImageProcessors.Resize.ContentMode = .aspectFill, crop: Bool = false, upscale: Bool = false
    ) -> ImageProcessors.Resize {
        ImageProcessors.Resize(size: size, unit: unit, contentMode: contentMode, crop: crop, upscale: upscale)
    }

    /// `ImageProcessors.Resize(width:…)`.
    public static func resize(width: CGFloat, unit: ImageProcessors.Resize.Unit = .points, upscale: Bool = false)
        -> ImageProcessors.Resize
    {
        ImageProcessors.Resize(width: width, unit: unit, upscale: upscale)
    }
}

extension ImageProcessing where Self == ImageProcessors.RoundedCorners {
    /// `ImageProcessors.RoundedCorners(radius:)`.
    public static func roundedCorners(radius: CGFloat) -> ImageProcessors.RoundedCorners {
        ImageProcessors.RoundedCorners(radius: radius)
    }
}

extension ImageProcessing where Self == ImageProcessors.Circle {
    /// `ImageProcessors.Circle()`.
    public static func circle() -> ImageProcessors.Circle { ImageProcessors.Circle() }
}
