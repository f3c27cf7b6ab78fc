extension Simulation {
    /// Delivers every task due by `t`, in due order, each at its own due time; freed slots start queued tasks then.
    mutating func deliverDue(through t: Double, outcome: (LoadRequest) -> LoadOutcome) {
        while let task = scheduler.nextDue(through: t) {
            now = task.due ?? t
            let request = LoadRequest(task: task.id, url: task.key.url, size: task.key.size, itemID: task.itemID, priority: task.priority)
            var result = task.outcome ?? outcome(request)
            if let failure = task.draw?.failure { result = .failure(failure) }
            if task.outcome == nil, task.draw?.addsTransferTime == true, case .success(let bytes, _) = result,
               let due = task.due, scheduler.network.transferMs(bytes: bytes) > 0 {
                // First byte is in: the body takes bytes ÷ bandwidth more before it is delivered.
                scheduler.hold(task.id, outcome: result, until: due + scheduler.network.transferMs(bytes: bytes))
                continue
            }
            deliver(task, result: result)
            startQueuedLoads()
        }
    }

    private mutating func deliver(_ task: LoadScheduler.Task, result: LoadOutcome) {
        let tag = ImageTag(itemID: task.itemID, key: task.key)
        let content: CellContent
        switch result {
        case .success(let bytes, let pixels):
            counters.requestsDelivered += 1
            if costs.decodeOnMain { spendMainThread(Double(pixels) / 1_000_000 * costs.decodeMsPerMegapixel) }
            counters.bytesFetched += bytes
            content = .image(tag)
            let dropped = cache.insert(task.key, itemID: task.itemID)
            counters.cacheEvictions += dropped.count
            evicted = evicted || !dropped.isEmpty
            for key in dropped {
                record(.evict(url: key.url))
                if prefetchedUnseen.remove(key) != nil { counters.prefetchWasted += 1 }
            }
            let cellWaits = task.subscribers.contains { id in
                switch scheduler.subscriptions[id]?.owner {
                case .cell, .model: return true
                case .prefetch, nil: return false
                }
            }
            if case .prefetch = task.origin, !cellWaits, cache.contains(task.key) { prefetchedUnseen.insert(task.key) }
        case .failure(let reason):
            counters.requestsFailed += 1
            content = .failed(tag, reason: reason)
        }
        let bytes: Int = if case .success(let bytes, _) = result { bytes } else { 0 }
        let failure: LoadFailure? = if case .failure(let reason) = result { reason } else { nil }
        deliveries.append(NetworkTrace.Entry(
            url: task.key.url, attempt: task.attempt, latencyMs: now - (task.started ?? now), bytes: bytes, failure: failure
        ))
        let subscriptions = scheduler.complete(task.id)
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
            case .cell(let cellID):
                completion.cellID = cellID
                strategy.loadFinished(completion, in: &self)
            case .model:
                strategy.loadFinished(completion, in: &self)
            case .prefetch(let itemID):
                if prefetching[itemID] == subscription.id { prefetching[itemID] = nil }
                strategy.prefetchFinished(completion, in: &self)
            }
        }
    }
}
