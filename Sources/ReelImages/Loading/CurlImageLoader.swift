import CCurl
import Foundation

/// libcurl multi-handle loader running on its own Thread.
///
/// One dedicated thread drives `curl_multi_poll`; `start`, `cancel` and `shutdown` queue
/// commands and wake it with `curl_multi_wakeup`. At most `limits.maxConcurrent` transfers run
/// at once; the rest wait by priority (high first), then in arrival order. Completions run on
/// the loader thread, outside every internal lock; a completion may call back into the loader.
package final class CurlImageLoader: ImageLoading {
    /// The limits every transfer of this loader obeys.
    package let limits: LoaderLimits
    private let mailbox: LoaderMailbox

    /// Starts the loader thread; throws `.transport` if libcurl cannot be initialised.
    package convenience init(limits: LoaderLimits = .init()) throws(ImageLoadError) {
        try self.init(limits: limits, observer: LoaderObserver())
    }

    /// Starts the loader thread, reporting transfer starts and aborts to `observer` (for tests).
    init(limits: LoaderLimits, observer: LoaderObserver) throws(ImageLoadError) {
        let global = CurlGlobal.initResult
        guard global == CURLE_OK else {
            throw .transport(code: Int32(global.rawValue), message: "curl_global_init failed")
        }
        guard let multi = reel_curl_multi_init() else {
            throw .transport(code: Int32(CURLE_FAILED_INIT.rawValue), message: "curl_multi_init failed")
        }
        self.limits = limits
        mailbox = LoaderMailbox(multi: multi)
        let loop = CurlTransferLoop(multi: multi, mailbox: mailbox, limits: limits, observer: observer)
        let thread = Thread { loop.run() }
        thread.name = "reel.curl-loader"
        thread.start()
    }

    deinit {
        shutdown()
    }

    /// Queues `request`; after `shutdown` the completion fails at once with `.transport(code: -1, …)`.
    package func start(
        _ request: ImageLoadRequest, completion: @escaping @Sendable (Result<FetchedData, ImageLoadError>) -> Void
    ) {
        guard mailbox.submit(request, completion: completion) else {
            completion(.failure(.transport(code: -1, message: "loader is shut down")))
            return
        }
    }

    /// After cancel returns, the completion for that id is never called and the transfer is aborted (removed from the
    /// multi handle).
    ///
    /// If that completion is running on the loader thread at this moment, `cancel` waits for it to return
    /// (unless called from the loader thread itself, e.g. from a completion).
    package func cancel(id: UInt64) {
        mailbox.cancel(id: id)
    }

    /// Stops the thread, aborts all transfers; idempotent. Also called from deinit.
    package func shutdown() {
        mailbox.shutdown()
    }
}

/// Process-wide libcurl initialisation, done once.
enum CurlGlobal {
    /// The result of the single `curl_global_init` call (Swift runs a static initialiser exactly once, thread-safely).
    static let initResult: CURLcode = reel_curl_global_init_default()
}
