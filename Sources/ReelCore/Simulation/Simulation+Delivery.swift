extension Simulation {
    /// Delivers every task due by `t`, in due order, each at its own due time; freed slots start queued tasks then.
    mutating func deliverDue(through t: Double, outcome: (LoadRequest) -> LoadOutcome) {
        while let task = loads.nextDue(through: t) {
            now = task.due ?? t
            let request = LoadRequest(
                task: task.id, url: task.key.url, size: task.key.size, itemID: task.itemID, priority: task.priority
            )
            var result = task.outcome ?? outcome(request)
            if let failure = task.draw?.failure { result = .failure(failure) }
            let network = loads.network
            if task.outcome == nil, task.draw?.addsTransferTime == true, case .success(let bytes, _) = result,
                let due = task.due, network.transferMs(bytes: bytes) > 0
            {
                // First byte is in: the body takes bytes ÷ bandwidth more before it is delivered.
                loads.hold(task.id, outcome: result, until: due + network.transferMs(bytes: bytes))
                continue
            }
            deliver(task, result: result)
            loads.startQueued(recorder: &recorder)
        }
    }

    private mutating func deliver(_ task: LoadScheduler.Task, result: LoadOutcome) {
        let tag = ImageTag(itemID: task.itemID, key: task.key)
        let content: CellContent
        switch result {
        case .success(let bytes, let pixels):
            let costs = mainThread.costs
            if costs.decodeOnMain { mainThread.spend(Double(pixels) / 1_000_000 * costs.decodeMsPerMegapixel) }
            recorder.note(.delivered(bytes: bytes))
            content = .image(tag)
            for key in loads.cache(task.key, for: task.itemID, recorder: &recorder) {
                if prefetcher.consumeUnseen(key) { recorder.note(.prefetchWasted) }
            }
            if case .prefetch = task.origin, !loads.cellWaits(for: task), loads.isCached(task.key) {
                prefetcher.noteUnseen(task.key)
            }
        case .failure(let reason):
            recorder.note(.failed(reason.kind))
            content = .failed(tag, reason: reason)
        }
        let bytes: Int = if case .success(let bytes, _) = result { bytes } else { 0 }
        let failure: LoadFailure? = if case .failure(let reason) = result { reason } else { nil }
        let trace = NetworkTrace.Entry(
            url: task.key.url, attempt: task.attempt, latencyMs: now - (task.started ?? now), bytes: bytes,
            failure: failure
        )
        let subscriptions = loads.complete(task, trace: trace)
        record(.deliver(task: task.id, itemID: task.itemID, failure: failure, subscribers: subscriptions.count))
        let strategy = self.strategy
        for subscription in subscriptions {
            var completion = LoadCompletion(
                subscription: subscription.id, cellID: nil, itemID: subscription.itemID,
                itemIndex: subscription.itemIndex, content: content
            )
            deliveringFor = subscription.itemID
            defer { deliveringFor = nil }
            switch subscription.owner {
            case .cell(let cell):
                completion.cellID = cell
                strategy.loadFinished(completion, in: &self)
            case .model:
                strategy.loadFinished(completion, in: &self)
            case .prefetch(let itemID):
                prefetcher.finished(subscription.id, for: itemID)
                strategy.prefetchFinished(completion, in: &self)
            }
        }
    }
}
