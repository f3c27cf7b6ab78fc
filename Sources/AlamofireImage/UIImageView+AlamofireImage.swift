import Synchronization

extension UIImageView {
    /// How a downloaded image appears: UIKit's transitions, set when they start (the image is the view's from then).
    public enum ImageTransition: Sendable {
        case noTransition
        case crossDissolve(TimeInterval)
        case curlDown(TimeInterval)
        case curlUp(TimeInterval)
        case flipFromBottom(TimeInterval)
        case flipFromLeft(TimeInterval)
        case flipFromRight(TimeInterval)
        case flipFromTop(TimeInterval)

        /// The transition's length in seconds.
        public var duration: TimeInterval {
            switch self {
            case .noTransition: 0
            case .crossDissolve(let seconds), .curlDown(let seconds), .curlUp(let seconds),
                .flipFromBottom(let seconds), .flipFromLeft(let seconds), .flipFromRight(let seconds),
                .flipFromTop(let seconds):
                seconds
            }
        }
    }
}

/// `imageView.af.setImage(withURL:)` as AlamofireImage implements it: a request of the URL the view already loads is
/// refused (`requestCancelled`); otherwise the view's previous request is cancelled, a cached image (by URL and
/// filter) is set at once, else the placeholder (when one is given — nil leaves the image as it is) and a download
/// whose image is set only if the view's active request is still this one (same URL and receipt).
@MainActor
extension AlamofireExtension where ExtendedType: UIImageView {
    /// The downloader every image view uses unless it has its own (`ImageDownloader.default`).
    public static var sharedImageDownloader: ImageDownloader {
        get { DownloaderSetting.shared.value.downloader ?? .default }
        set { DownloaderSetting.shared.value.downloader = newValue }
    }

    /// The view's own downloader, if set.
    public var imageDownloader: ImageDownloader? {
        get { type.associatedValues["af.imageDownloader"] as? ImageDownloader }
        nonmutating set { type.associatedValues["af.imageDownloader"] = newValue }
    }

    /// The view's running request.
    public var activeRequestReceipt: RequestReceipt? {
        get { type.associatedValues["af.activeRequestReceipt"] as? RequestReceipt }
        nonmutating set { type.associatedValues["af.activeRequestReceipt"] = newValue }
    }

    /// Loads `url` into the view (see the extension).
    public func setImage(
        withURL url: URL, cacheKey: String? = nil, placeholderImage: UIImage? = nil, filter: (any ImageFilter)? = nil,
        progress: ImageDownloader.ProgressHandler? = nil, progressQueue: DispatchQueue = DispatchQueue.main,
        imageTransition: UIImageView.ImageTransition = .noTransition, runImageTransitionIfCached: Bool = false,
        completion: (@MainActor @Sendable (AFIDataResponse<UIImage>) -> Void)? = nil
    ) {
        setImage(
            withURLRequest: URLRequest(url: url), cacheKey: cacheKey, placeholderImage: placeholderImage,
            filter: filter, progress: progress, progressQueue: progressQueue, imageTransition: imageTransition,
            runImageTransitionIfCached: runImageTransitionIfCached, completion: completion)
    }

    /// Loads `urlRequest` into the view (see the extension).
    public func setImage(
        withURLRequest urlRequest: any URLRequestConvertible, cacheKey: String? = nil,
        placeholderImage: UIImage? = nil, filter: (any ImageFilter)? = nil,
        progress: ImageDownloader.ProgressHandler? = nil, progressQueue: DispatchQueue = DispatchQueue.main,
        imageTransition: UIImageView.ImageTransition = .noTransition, runImageTransitionIfCached: Bool = false,
        completion: (@MainActor @Sendable (AFIDataResponse<UIImage>) -> Void)? = nil
    ) {
        let request = urlRequest.urlRequest
        guard !isActiveRequestURL(request?.url) else {
            completion?(
                ImageDownloader.response(
                    request ?? URLRequest(url: URL(fileURLWithPath: "/")), .failure(.requestCancelled)))
            return
        }
        cancelImageRequest()
        let downloader = imageDownloader ?? Self.sharedImageDownloader
        if let request {
            let cached =
                if let cacheKey { downloader.imageCache?.image(withIdentifier: cacheKey) } else {
                    downloader.imageCache?.image(for: request, withIdentifier: filter?.identifier)
                }
            if let cached {
                let response = ImageDownloader.response(request, .success(cached))
                guard runImageTransitionIfCached else {
                    type.image = cached
                    completion?(response)
                    return
                }
                if let placeholderImage { type.image = placeholderImage }
                let view = type
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1)) {
                    MainActor.assumeIsolated {
                        guard view.af.activeRequestReceipt == nil else { return }
                        view.image = cached
                        completion?(response)
                    }
                }
                return
            }
        }
        if let placeholderImage { type.image = placeholderImage }
        let downloadID = UUID().uuidString
        let view = type
        activeRequestReceipt = downloader.download(
            urlRequest, cacheKey: cacheKey, receiptID: downloadID, filter: filter, progress: progress,
            progressQueue: progressQueue
        ) { [weak view] response in
            MainActor.assumeIsolated {
                guard let view, view.af.isActiveRequestURL(response.request?.url),
                    view.af.activeRequestReceipt?.receiptID == downloadID
                else {
                    completion?(response)
                    return
                }
                if case .success(let image) = response.result { view.image = image }
                view.af.activeRequestReceipt = nil
                completion?(response)
            }
        }
    }

    /// Cancels the view's running request (its completion gets `AFIError.requestCancelled`).
    public func cancelImageRequest() {
        guard let receipt = activeRequestReceipt else { return }
        (imageDownloader ?? Self.sharedImageDownloader).cancelRequest(with: receipt)
        activeRequestReceipt = nil
    }

    /// Whether the view's running request is of `url`.
    func isActiveRequestURL(_ url: URL?) -> Bool {
        guard let url, let active = activeRequestReceipt?.request.url else { return false }
        return active == url
    }
}

/// The app's choice of shared downloader (nil: `ImageDownloader.default`), one per reel run.
final class DownloaderSetting: Sendable {
    static let shared = AppLocal { DownloaderSetting() }

    private let chosen = Mutex<ImageDownloader?>(nil)

    var downloader: ImageDownloader? {
        get { chosen.withLock { $0 } }
        set { chosen.withLock { $0 = newValue } }
    }
}

// AlamofireImage's older spellings, deprecated in the library as here.
// swift-format-ignore: AlwaysUseLowerCamelCase
extension UIImageView {
    @available(*, deprecated, message: "Replaced by `imageView.af.setImage(withURL: ...)`")
    public func af_setImage(
        withURL url: URL, cacheKey: String? = nil, placeholderImage: UIImage? = nil, filter: (any ImageFilter)? = nil,
        progress: ImageDownloader.ProgressHandler? = nil, progressQueue: DispatchQueue = DispatchQueue.main,
        imageTransition: ImageTransition = .noTransition, runImageTransitionIfCached: Bool = false,
        completion: (@MainActor @Sendable (AFIDataResponse<UIImage>) -> Void)? = nil
    ) {
        af.setImage(
            withURL: url, cacheKey: cacheKey, placeholderImage: placeholderImage, filter: filter, progress: progress,
            progressQueue: progressQueue, imageTransition: imageTransition,
            runImageTransitionIfCached: runImageTransitionIfCached, completion: completion)
    }

    @available(*, deprecated, message: "Replaced by `imageView.af.setImage(withURLRequest: ...)`")
    public func af_setImage(
        withURLRequest urlRequest: any URLRequestConvertible, cacheKey: String? = nil,
        placeholderImage: UIImage? = nil, filter: (any ImageFilter)? = nil,
        progress: ImageDownloader.ProgressHandler? = nil, progressQueue: DispatchQueue = DispatchQueue.main,
        imageTransition: ImageTransition = .noTransition, runImageTransitionIfCached: Bool = false,
        completion: (@MainActor @Sendable (AFIDataResponse<UIImage>) -> Void)? = nil
    ) {
        af.setImage(
            withURLRequest: urlRequest, cacheKey: cacheKey, placeholderImage: placeholderImage, filter: filter,
            progress: progress, progressQueue: progressQueue, imageTransition: imageTransition,
            runImageTransitionIfCached: runImageTransitionIfCached, completion: completion)
    }

    @available(*, deprecated, message: "Replaced by `imageView.af.cancelImageRequest()`")
    public func af_cancelImageRequest() {
        af.cancelImageRequest()
    }
}
