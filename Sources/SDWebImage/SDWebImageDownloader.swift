import Synchronization

/// What the downloader calls when a download is done: the image, its data, the error, and whether it finished.
public typealias SDWebImageDownloaderCompletedBlock =
    @Sendable (
        _ image: UIImage?, _ data: Data?, _ error: (any Error)?, _ finished: Bool
    ) -> Void

/// Downloads images through `URLSession.shared` (reel's pipeline and network model): requests of one URL share one
/// download, a status outside 200–399 is `invalidDownloadStatusCode`, bytes that are no image `badImageData`, and a
/// cancelled request gets `URLError(.cancelled)` at once (the download stops when no request waits on it).
public final class SDWebImageDownloader: @unchecked Sendable {
    // @unchecked Sendable: the running downloads are behind a Mutex, the rest immutable.

    /// The app's shared downloader, one per reel run.
    public static var shared: SDWebImageDownloader { sharedDownloader.value }
    private static let sharedDownloader = AppLocal { SDWebImageDownloader() }

    /// One download and the requests waiting on it.
    final class Download: Sendable {
        let url: URL
        let requests = Mutex<[(token: Int, thumbnail: CGSize?, completed: SDWebImageDownloaderCompletedBlock)]>([])
        let task = Mutex<URLSessionDataTask?>(nil)

        init(url: URL) {
            self.url = url
        }
    }

    private let running = Mutex<(downloads: [URL: Download], nextToken: Int)>(([:], 0))

    public init() {}

    /// Downloads `url` (a thumbnail of `thumbnailPixelSize` when given) and calls `completedBlock` on a background
    /// queue when done; nil for a nil URL (after calling it with `invalidURL`).
    @discardableResult
    public func downloadImage(
        with url: URL?, options: SDWebImageOptions = [], context: SDWebImageContext? = nil,
        progress progressBlock: SDImageLoaderProgressBlock? = nil,
        completed completedBlock: SDWebImageDownloaderCompletedBlock? = nil
    ) -> SDWebImageDownloadToken? {
        guard let url else {
            completedBlock?(nil, nil, SDWebImageError(.invalidURL, "Image url is nil"), true)
            return nil
        }
        let thumbnail = context?[.imageThumbnailPixelSize] as? CGSize
        let completed = completedBlock ?? { _, _, _, _ in }
        let (download, token, isNew) = running.withLock { running -> (Download, Int, Bool) in
            running.nextToken += 1
            if let existing = running.downloads[url] { return (existing, running.nextToken, false) }
            let made = Download(url: url)
            running.downloads[url] = made
            return (made, running.nextToken, true)
        }
        download.requests.withLock { $0.append((token, thumbnail, completed)) }
        if isNew {
            let task = URLSession.shared.dataTask(with: url) { [self] data, response, error in
                forget(download)
                let requests = download.requests.withLock { requests in
                    defer { requests = [] }
                    return requests
                }
                for request in requests {
                    let (image, failure) = Self.result(data: data, response: response, error: error, request.thumbnail)
                    request.completed(image, data, failure, true)
                }
            }
            download.task.withLock { $0 = task }
            task.resume()
        }
        return SDWebImageDownloadToken(downloader: self, download: download, token: token, url: url)
    }

    /// Cancels the request of `token`: its block gets `URLError(.cancelled)`; the download stops when it was the last.
    func cancel(_ token: Int, of download: Download) {
        let (removed, emptied) = download.requests.withLock { requests -> (SDWebImageDownloaderCompletedBlock?, Bool) in
            guard let index = requests.firstIndex(where: { $0.token == token }) else { return (nil, false) }
            return (requests.remove(at: index).completed, requests.isEmpty)
        }
        guard let removed else { return }
        removed(nil, nil, URLError(.cancelled), true)
        if emptied {
            forget(download)
            download.task.withLock { $0 }?.cancel()
        }
    }

    /// Cancels every download.
    public func cancelAllDownloads() {
        for download in running.withLock({ Array($0.downloads.values) }) {
            for token in download.requests.withLock({ $0.map(\.token) }) { cancel(token, of: download) }
        }
    }

    /// How many downloads run.
    public var currentDownloadCount: UInt { UInt(running.withLock { $0.downloads.count }) }

    private func forget(_ download: Download) {
        running.withLock { running in
            if running.downloads[download.url] === download { running.downloads[download.url] = nil }
        }
    }

    private static func result(data: Data?, response: URLResponse?, error: (any Error)?, _ thumbnail: CGSize?)
        -> (UIImage?, (any Error)?)
    {
        if let error { return (nil, error) }
        if let http = response as? HTTPURLResponse, !(200..<400).contains(http.statusCode) {
            return (
                nil,
                SDWebImageError(
                    .invalidDownloadStatusCode,
                    "Download marked as failed because of invalid response status code "
                        + "\(http.statusCode)", statusCode: http.statusCode)
            )
        }
        guard let data, !data.isEmpty, let image = UIImage(data: data) else {
            return (nil, SDWebImageError(.badImageData, "Downloaded image decode failed"))
        }
        return (thumbnail.flatMap { image.preparingThumbnail(of: $0) } ?? image, nil)
    }
}

/// A request's handle on its download.
public final class SDWebImageDownloadToken: SDWebImageOperation {
    private let downloader: SDWebImageDownloader
    private let download: SDWebImageDownloader.Download
    private let token: Int
    /// The URL downloaded.
    public let url: URL?

    init(downloader: SDWebImageDownloader, download: SDWebImageDownloader.Download, token: Int, url: URL) {
        self.downloader = downloader
        self.download = download
        self.token = token
        self.url = url
    }

    /// Cancels this request (see `SDWebImageDownloader`).
    public func cancel() { downloader.cancel(token, of: download) }
}
