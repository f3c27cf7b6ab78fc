/// Options of a load (SDWebImage's `SDWebImageOptions`, the same bits). reel's SDWebImage acts on `retryFailed`,
/// `delayPlaceholder`, `avoidAutoSetImage`, `refreshCached` (downloads again, as a server that changed would make it),
/// `fromCacheOnly`, `fromLoaderOnly`, `forceTransition`, `queryMemoryDataSync`, `queryDiskDataSync`,
/// `waitStoreCache` and `avoidAutoCancelImage`; the others change nothing reel measures (priorities and decoding are
/// the pipeline's model) and are accepted as they are.
public struct SDWebImageOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let retryFailed = SDWebImageOptions(rawValue: 1 << 0)
    public static let lowPriority = SDWebImageOptions(rawValue: 1 << 1)
    public static let progressiveLoad = SDWebImageOptions(rawValue: 1 << 2)
    public static let refreshCached = SDWebImageOptions(rawValue: 1 << 3)
    public static let continueInBackground = SDWebImageOptions(rawValue: 1 << 4)
    public static let handleCookies = SDWebImageOptions(rawValue: 1 << 5)
    public static let allowInvalidSSLCertificates = SDWebImageOptions(rawValue: 1 << 6)
    public static let highPriority = SDWebImageOptions(rawValue: 1 << 7)
    public static let delayPlaceholder = SDWebImageOptions(rawValue: 1 << 8)
    public static let transformAnimatedImage = SDWebImageOptions(rawValue: 1 << 9)
    public static let avoidAutoSetImage = SDWebImageOptions(rawValue: 1 << 10)
    public static let scaleDownLargeImages = SDWebImageOptions(rawValue: 1 << 11)
    public static let queryMemoryData = SDWebImageOptions(rawValue: 1 << 12)
    public static let queryMemoryDataSync = SDWebImageOptions(rawValue: 1 << 13)
    public static let queryDiskDataSync = SDWebImageOptions(rawValue: 1 << 14)
    public static let fromCacheOnly = SDWebImageOptions(rawValue: 1 << 15)
    public static let fromLoaderOnly = SDWebImageOptions(rawValue: 1 << 16)
    public static let forceTransition = SDWebImageOptions(rawValue: 1 << 17)
    public static let avoidDecodeImage = SDWebImageOptions(rawValue: 1 << 18)
    public static let decodeFirstFrameOnly = SDWebImageOptions(rawValue: 1 << 19)
    public static let preloadAllFrames = SDWebImageOptions(rawValue: 1 << 20)
    public static let matchAnimatedImageClass = SDWebImageOptions(rawValue: 1 << 21)
    public static let waitStoreCache = SDWebImageOptions(rawValue: 1 << 22)
    public static let transformVectorImage = SDWebImageOptions(rawValue: 1 << 23)
    public static let avoidAutoCancelImage = SDWebImageOptions(rawValue: 1 << 24)
    public static let waitTransition = SDWebImageOptions(rawValue: 1 << 25)
}

/// A key of a load's context (SDWebImage's `SDWebImageContextOption`): reel's SDWebImage reads the ones declared.
public struct SDWebImageContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The key a view keeps its load under (the view's class name by default): loads of different keys on one view
    /// do not cancel each other.
    public static let setImageOperationKey = SDWebImageContextOption(rawValue: "setImageOperationKey")
    /// The manager to load with (`SDWebImageManager.shared` by default).
    public static let customManager = SDWebImageContextOption(rawValue: "customManager")
    /// Decode to a thumbnail of at most this many pixels (a `CGSize` value): the photo, smaller.
    public static let imageThumbnailPixelSize = SDWebImageContextOption(rawValue: "imageThumbnailPixelSize")
}

/// A load's context.
public typealias SDWebImageContext = [SDWebImageContextOption: Any]
