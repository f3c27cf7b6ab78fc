import Synchronization

/// A request's handle on its download: `cancel()` stops this request (the shared download goes on while another
/// request waits on it).
public final class DownloadTask: Sendable {
    private struct Handle {
        var sessionTask: SessionDataTask?
        var cancelToken: SessionDataTask.CancelToken?
    }

    private let handle: Mutex<Handle>

    init(sessionTask: SessionDataTask, cancelToken: SessionDataTask.CancelToken) {
        handle = Mutex(Handle(sessionTask: sessionTask, cancelToken: cancelToken))
    }

    /// The shared download.
    public var sessionTask: SessionDataTask? { handle.withLock { $0.sessionTask } }
    /// This request's token in it.
    public var cancelToken: SessionDataTask.CancelToken? { handle.withLock { $0.cancelToken } }

    /// Cancels this request: its completion gets `KingfisherError.requestError(reason: .taskCancelled)`.
    public func cancel() {
        guard let sessionTask, let cancelToken else { return }
        sessionTask.cancel(token: cancelToken)
    }
}

/// What a download gives: the image made by the request's processor and the data downloaded.
public struct ImageLoadingResult: Sendable {
    /// The processed image.
    public let image: KFCrossPlatformImage
    /// The URL downloaded.
    public let url: URL?
    /// The downloaded bytes.
    public let originalData: Data

    /// A result of `image` from `originalData` at `url`.
    public init(image: KFCrossPlatformImage, url: URL? = nil, originalData: Data) {
        self.image = image
        self.url = url
        self.originalData = originalData
    }
}

/// Kingfisher 4's name for the task `setImage` returns (`cancel()` stops it), kept for apps written for it.
public typealias RetrieveImageTask = DownloadTask
