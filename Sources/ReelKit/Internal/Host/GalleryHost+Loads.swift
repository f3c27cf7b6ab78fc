import ReelCore

extension GalleryHost {
    /// `URLSession.data(from:)` started: answer from the memory cache, or subscribe to the pipeline for the cell
    /// the task runs for (or for the model, from a prefetch or a task of no cell).
    func start(_ load: PendingLoad, origin: CellOrigin?) {
        guard let world else {
            report(.escape, "URLSession.data(from: \(load.url)) was called outside reel's frame loop")
            load.finish(.failure(URLError(.notConnectedToInternet)))
            return
        }
        if load.isCancelled {
            load.finish(.failure(URLError(.cancelled)))
            return
        }
        guard let matched = truth.item(forURL: load.url.absoluteString) else {
            report(.error, "URLSession.data(from: \(load.url)): \(truth.unmatched(load.url.absoluteString))")
            load.finish(.failure(URLError(.resourceUnavailable)))
            return
        }
        // The app's URL (one it rewrote, `?w=400&dpr=2`) is what is cached, requested and logged, for its item.
        let item = matched.requested(at: load.url.absoluteString)
        let cell = origin.flatMap { cells.contains($0.cell) ? $0.cell : nil }
        // The index the load starts at: the cell's (whatever item it was configured with), else the item's.
        let index = cell.flatMap { world.cell($0).itemIndex } ?? world.index(ofItem: item.id) ?? 0
        // A URLCache miss for this URL in this turn was the lookup; the session does not look again.
        if !loadBook.takeMiss(item.url), let tag = world.cachedImage(for: item) {
            if let cell { world.setSubscription(nil, of: cell) }
            load.finish(.success(response(for: tag, url: load.url)))
            return
        }
        loadBook.noteFailure(of: item.id, nil)
        let subscription = world.startLoad(for: item, index: index, cell: cell)
        if let cell { world.setSubscription(subscription, of: cell) }
        load.started(subscription: subscription)
        loadBook.wait(load, for: subscription)
    }

    /// `URLCache.shared.cachedResponse(for:)`: the image if it is in reel's memory cache (a counted lookup).
    func cachedResponse(for url: URL, origin: CellOrigin?) -> CachedURLResponse? {
        guard let world, let matched = truth.item(forURL: url.absoluteString) else { return nil }
        let item = matched.requested(at: url.absoluteString)
        guard let tag = world.cachedImage(for: item) else {
            loadBook.noteMiss(item.url)
            return nil
        }
        if let cell = origin.flatMap({ cells.contains($0.cell) ? $0.cell : nil }) {
            world.setSubscription(nil, of: cell)
        }
        let (data, response) = response(for: tag, url: url)
        return CachedURLResponse(response: response, data: data)
    }

    /// A load finished in the pipeline: resume the task that awaits it. A choice point of the schedule: its
    /// continuation runs in this call (the default), or is held back until the frame's cells are updated (the main
    /// thread was busy with layout, reuse and `prepareForReuse` when the completion arrived).
    func deliver(_ completion: LoadCompletion) {
        if let chooser = session.chooser, loadBook.isWaiting(completion.subscription),
            chooser.choose(.continuationAfterReuse, among: 2) == 1
        {
            session.holdingNewJobs { loadFinished(completion) }
        } else {
            loadFinished(completion)
        }
    }

    /// A load finished in the pipeline: resume the task that awaits it.
    func loadFinished(_ completion: LoadCompletion) {
        guard let load = loadBook.take(completion.subscription) else { return }
        switch completion.content {
        case .image(let tag):
            loadBook.noteFailure(of: tag.itemID, nil)
            load.finish(.success(response(for: tag, url: load.url)))
        case .failed(let tag, let reason):
            loadBook.noteFailure(of: tag.itemID, (tag, reason))
            markCells(representing: tag.itemID)
            if case .httpStatus(let status) = reason {
                load.finish(
                    .success((Data(), HTTPURLResponse(url: load.url, statusCode: status, expectedContentLength: 0))))
            } else if case .modelledHTTPStatus(let status) = reason {
                load.finish(
                    .success((Data(), HTTPURLResponse(url: load.url, statusCode: status, expectedContentLength: 0))))
            } else {
                load.finish(.failure(URLError(Self.errorCode(for: reason))))
            }
        case .empty, .placeholder:
            load.finish(.failure(URLError(.unknown)))
        }
    }

    /// The load of `itemID` failed: the cells that represent it are read again at the end of the call, so a cell whose
    /// code leaves its placeholder (and never writes its image view after the failure) shows the failed state, as
    /// the user sees it. The catalogue's cells decide what a failure shows themselves (some bugs drop failures).
    private func markCells(representing itemID: ItemID) {
        guard !isCatalogue, let world else { return }
        for cellID in cells.ids where world.cell(cellID).itemID == itemID { markDirty(cellID) }
    }

    /// A task awaiting `load` was cancelled: leave the pipeline (the transfer stops when nobody else waits) and
    /// throw `URLError(.cancelled)` into it.
    func cancel(_ load: PendingLoad) {
        if let subscription = load.subscription, completionWins(over: subscription) {
            // The completion already in flight wins: the load stays subscribed and the task gets its result.
            return
        }
        if let subscription = load.subscription, loadBook.take(subscription) != nil {
            world?.cancelLoad(subscription)
        }
        load.finish(.failure(URLError(.cancelled)))
    }

    /// A choice point of the schedule: whether a cancel loses to `subscription`'s completion, which is due before the
    /// next frame (already in flight). Only while the load still waits for the pipeline.
    private func completionWins(over subscription: SubscriptionID) -> Bool {
        guard let chooser = session.chooser, let world, loadBook.isWaiting(subscription),
            world.completesByNextFrame(subscription)
        else { return false }
        return chooser.choose(.cancelAfterCompletion, among: 2) == 1
    }

    /// Cancellations that came from another thread, finished now that the world is reachable.
    func finishCancelledElsewhere() {
        for load in loadBook.takeCancelledElsewhere() { cancel(load) }
    }

    private func response(for tag: ImageTag, url: URL) -> (Data, URLResponse) {
        let data = ImageToken.data(for: tag)
        return (data, HTTPURLResponse(url: url, statusCode: 200, expectedContentLength: Int64(data.count)))
    }

    private static func errorCode(for reason: LoadFailure) -> URLError.Code {
        switch reason {
        case .timedOut, .modelledTimeout, .noResult: .timedOut
        case .connectionReset, .modelledConnectionReset: .networkConnectionLost
        case .connectionRefused: .cannotConnectToHost
        case .tooLarge: .dataLengthExceedsMaximum
        case .refusedScheme, .outsideFileRoot, .invalidURL: .unsupportedURL
        case .tooManyRedirects: .httpTooManyRedirects
        case .decode: .cannotDecodeContentData
        default: .cannotLoadFromNetwork
        }
    }
}
