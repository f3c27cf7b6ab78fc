// reel's Kingfisher: the API of Kingfisher 8 (https://github.com/onevcat/Kingfisher, MIT licence, © Wei Wang) that
// gallery cells use, written for ReelKit so `import Kingfisher` compiles unchanged and loads through reel's pipeline,
// network model and clock. The semantics follow Kingfisher's source and documentation; the code is reel's own.
@_exported import ReelKit

/// The image type on this platform.
public typealias KFCrossPlatformImage = UIImage
/// The colour type on this platform.
public typealias KFCrossPlatformColor = UIColor
/// The image view type on this platform.
public typealias KFCrossPlatformImageView = UIImageView
/// The view type on this platform.
public typealias KFCrossPlatformView = UIView
/// The button type on this platform.
public typealias KFCrossPlatformButton = UIButton

/// Kingfisher's namespace on a value: `imageView.kf.setImage(with:)`.
public struct KingfisherWrapper<Base>: @unchecked Sendable {
    // @unchecked Sendable, as Kingfisher declares it: the wrapper only carries `base`, and every member that touches a
    // view is main-actor isolated.
    /// The wrapped value.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// A class whose instances have the `kf` namespace.
public protocol KingfisherCompatible: AnyObject {}

/// A value type whose values have the `kf` namespace.
public protocol KingfisherCompatibleValue {}

extension KingfisherCompatible {
    /// Kingfisher's members for this object.
    public var kf: KingfisherWrapper<Self> {
        get { KingfisherWrapper(self) }
        set {}
    }
}

extension KingfisherCompatibleValue {
    /// Kingfisher's members for this value.
    public var kf: KingfisherWrapper<Self> {
        get { KingfisherWrapper(self) }
        set {}
    }
}

extension KFCrossPlatformImage: KingfisherCompatible {}
extension KFCrossPlatformImageView: KingfisherCompatible {}
extension KFCrossPlatformButton: KingfisherCompatible {}
