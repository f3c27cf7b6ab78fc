/// Changes a downloaded image before it is cached and shown; its identifier is part of the cache key.
public protocol ImageFilter: Sendable {
    /// The change.
    var filter: @Sendable (UIImage) -> UIImage { get }
    /// Names the filter and its settings.
    var identifier: String { get }
}

extension ImageFilter {
    /// The type's name and its settings.
    public var identifier: String { "\(type(of: self))" }
}

/// A filter of a size (its identifier names the size).
public protocol Sizable {
    /// The size.
    var size: CGSize { get }
}

extension ImageFilter where Self: Sizable {
    /// The type's name and size.
    public var identifier: String { "\(type(of: self))-size:(\(Int(size.width))x\(Int(size.height)))" }
}

/// A filter of a corner radius.
public protocol Roundable {
    /// The radius.
    var radius: CGFloat { get }
}

extension ImageFilter where Self: Roundable {
    /// The type's name and radius.
    public var identifier: String { "\(type(of: self))-radius:(\(Int(radius.rounded())))" }
}

/// Scales to `size` (the photo, at another size).
public struct ScaledToSizeFilter: ImageFilter, Sizable {
    public let size: CGSize
    public init(size: CGSize) { self.size = size }
    public var filter: @Sendable (UIImage) -> UIImage { { [size] in $0.preparingThumbnail(of: size) ?? $0 } }
}

/// Scales to fit `size`, keeping the aspect ratio.
public struct AspectScaledToFitSizeFilter: ImageFilter, Sizable {
    public let size: CGSize
    public init(size: CGSize) { self.size = size }
    public var filter: @Sendable (UIImage) -> UIImage { { [size] in $0.preparingThumbnail(of: size) ?? $0 } }
}

/// Scales to fill `size`, keeping the aspect ratio and clipping the rest.
public struct AspectScaledToFillSizeFilter: ImageFilter, Sizable {
    public let size: CGSize
    public init(size: CGSize) { self.size = size }
    public var filter: @Sendable (UIImage) -> UIImage { { [size] in $0.preparingThumbnail(of: size) ?? $0 } }
}

/// Rounds the corners by `radius` points (the photo, clipped).
public struct RoundedCornersFilter: ImageFilter, Roundable {
    public let radius: CGFloat
    public let divideRadiusByImageScale: Bool
    public init(radius: CGFloat, divideRadiusByImageScale: Bool = false) {
        self.radius = radius
        self.divideRadiusByImageScale = divideRadiusByImageScale
    }
    public var filter: @Sendable (UIImage) -> UIImage { { $0 } }
    public var identifier: String {
        "RoundedCornersFilter-radius:(\(Int(radius.rounded())))-divided:(\(divideRadiusByImageScale))"
    }
}

/// Scales to fill `size`, then rounds the corners by `radius`.
public struct AspectScaledToFillSizeWithRoundedCornersFilter: ImageFilter, Sizable, Roundable {
    public let size: CGSize
    public let radius: CGFloat
    public init(size: CGSize, radius: CGFloat, divideRadiusByImageScale: Bool = false) {
        self.size = size
        self.radius = radius
    }
    public var filter: @Sendable (UIImage) -> UIImage { { [size] in $0.preparingThumbnail(of: size) ?? $0 } }
    public var identifier: String {
        "AspectScaledToFillSizeWithRoundedCornersFilter-size:(\(Int(size.width))x\(Int(size.height)))-radius:"
            + "(\(Int(radius.rounded())))"
    }
}

/// Clips the image to a circle.
public struct CircleFilter: ImageFilter {
    public init() {}
    public var filter: @Sendable (UIImage) -> UIImage { { $0 } }
}
