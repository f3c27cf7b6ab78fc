import CCurl
import Foundation
import ReelFiles

/// The loader thread's state and run loop: the multi handle, the pending queue and the active transfers.
///
/// `@unchecked Sendable`: `CurlImageLoader.init` creates it and hands it to the loader thread's
/// block without keeping a reference, so after that hand-off only the loader thread touches it.
final class CurlTransferLoop: @unchecked Sendable {
    private let multi: UnsafeMutableRawPointer
    private let mailbox: LoaderMailbox
    private let limits: LoaderLimits
    private let observer: LoaderObserver
    private var pending = PendingQueue()
    private var active: [UInt64: CurlTransfer] = [:]

    init(multi: UnsafeMutableRawPointer, mailbox: LoaderMailbox, limits: LoaderLimits, observer: LoaderObserver) {
        self.multi = multi
        self.mailbox = mailbox
        self.limits = limits
        self.observer = observer
    }

    /// Runs until a shutdown command arrives, then aborts everything and frees the multi handle.
    func run() {
        mailbox.attachLoopThread()
        while handleCommands() {
            startPending()
            var running: Int32 = 0
            _ = reel_curl_multi_perform(multi, &running)
            if collectFinished() {
                continue  // Slots freed: start waiting loads before sleeping.
            }
            _ = reel_curl_multi_poll(multi, nil, 0, 100, nil)
        }
        for transfer in Array(active.values) {
            abort(transfer)
        }
        _ = pending.removeAll()
        mailbox.detachMulti()
        reel_curl_multi_cleanup(multi)
        mailbox.markExited()
    }

    // MARK: Private

    /// Applies queued commands; returns false on shutdown.
    private func handleCommands() -> Bool {
        for command in mailbox.takeCommands() {
            switch command {
            case .start(let request, let generation, let completion):
                enqueue(request, generation: generation, completion: completion)
            case .cancel(let id, let generation):
                if !pending.remove(id: id, generation: generation),
                    let transfer = active[id], transfer.generation == generation
                {
                    abort(transfer)
                }
            case .shutdown:
                return false
            }
        }
        return true
    }

    /// Queues a load whose URL is acceptable; fails the others at once.
    private func enqueue(_ request: ImageLoadRequest, generation: UInt64, completion: @escaping LoadCompletion) {
        switch URLPolicy.validate(request.url, fileRoot: limits.fileRoot) {
        case .success(let url):
            pending.enqueue(PendingLoad(request: request, url: url, generation: generation, completion: completion))
        case .failure(let error):
            mailbox.deliver(id: request.id, generation: generation, result: .failure(error), completion: completion)
        }
    }

    /// Moves loads from the pending queue into the multi handle while slots are free.
    private func startPending() {
        while active.count < max(1, limits.maxConcurrent), let load = pending.dequeue() {
            let request = load.request
            guard mailbox.isLive(id: request.id, generation: load.generation) else { continue }
            if let path = load.url.localPath {
                // A local file is read here at once, never through libcurl: nothing can keep its slot busy.
                observer.transferStarted(request)
                let result = Self.readFile(path, url: load.url.url, maxBytes: limits.maxBytes)
                mailbox.deliver(
                    id: request.id, generation: load.generation, result: result, completion: load.completion)
                continue
            }
            let transfer: CurlTransfer
            do throws(ImageLoadError) {
                transfer = try CurlTransfer(
                    request: request, url: load.url, generation: load.generation,
                    limits: limits, completion: load.completion
                )
            } catch {
                mailbox.deliver(
                    id: request.id, generation: load.generation, result: .failure(error), completion: load.completion)
                continue
            }
            let code = reel_curl_multi_add_handle(multi, transfer.easyHandle)
            guard code == CURLM_OK else {
                transfer.close()
                let error = ImageLoadError.transport(
                    code: Int32(code.rawValue), message: String(cString: reel_curl_multi_strerror(code)))
                mailbox.deliver(
                    id: request.id, generation: load.generation, result: .failure(error), completion: load.completion)
                continue
            }
            active[request.id] = transfer
            observer.transferStarted(request)
        }
    }

    /// A `file:` load: the bytes of a regular file, or the failure libcurl's FILE protocol reports (code 37,
    /// `couldn't read file`) with the reason, e.g. `is a FIFO, not a regular file`.
    static func readFile(_ path: String, url: String, maxBytes: Int) -> Result<FetchedData, ImageLoadError> {
        switch RegularFile.read(path, limit: maxBytes) {
        case .success(let bytes):
            return .success(FetchedData(bytes: bytes, httpStatus: 0, effectiveURL: url))
        case .failure(let refusal) where refusal.exceededLimit:
            return .failure(.tooLarge(limit: maxBytes))
        case .failure(let refusal):
            let code = Int32(CURLE_FILE_COULDNT_READ_FILE.rawValue)
            return .failure(.transport(code: code, message: "couldn't read file '\(path)': \(refusal.reason)"))
        }
    }

    /// Removes finished transfers and delivers their results; returns whether any finished.
    private func collectFinished() -> Bool {
        var finished = false
        var remaining: Int32 = 0
        while let message = reel_curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
            let code = message.pointee.data.result
            var context: UnsafeMutableRawPointer?
            _ = reel_curl_easy_getinfo_pointer(easy, CURLINFO_PRIVATE, &context)
            _ = reel_curl_multi_remove_handle(multi, easy)
            guard let context else { continue }
            let transfer = CurlTransfer.from(context)
            let result = transfer.result(for: code)
            active.removeValue(forKey: transfer.request.id)
            transfer.close()
            finished = true
            mailbox.deliver(
                id: transfer.request.id, generation: transfer.generation,
                result: result, completion: transfer.completion
            )
        }
        return finished
    }

    /// Removes an unfinished transfer from the multi handle without delivering anything.
    private func abort(_ transfer: CurlTransfer) {
        _ = reel_curl_multi_remove_handle(multi, transfer.easyHandle)
        active.removeValue(forKey: transfer.request.id)
        transfer.close()
        observer.transferAborted(transfer.request)
    }
}
