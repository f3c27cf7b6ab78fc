extension Simulation: BindingWorld {
    public func cell(_ id: Int) -> Cell { cells[id - 1] }

    public func item(at index: Int) -> Item { items[index] }

    public mutating func cachedImage(forItemAt index: Int) -> ImageTag? {
        let item = items[index]
        let key = ImageKey(url: item.url, size: imageSize)
        guard cache.lookup(key) != nil else {
            counters.cacheMisses += 1
            return nil
        }
        counters.cacheHits += 1
        if prefetchedUnseen.remove(key) != nil { counters.prefetchHits += 1 }
        record(.cacheHit(itemID: item.id))
        return ImageTag(itemID: item.id, key: key)
    }

    public mutating func startLoad(forItemAt index: Int, cell cellID: Int) -> Int {
        subscribe(itemAt: index, owner: .cell(cellID), priority: .high)
    }

    public mutating func cancelLoad(_ subscription: Int) {
        guard let task = scheduler.unsubscribe(subscription) else { return }
        counters.requestsCancelled += 1
        if let started = task.started {
            counters.cancelledInFlight += 1
            if let bandwidth = scenario.network.bandwidthBytesPerSecond, let latency = task.draw?.latencyMs {
                counters.cancelledBytes += Int((max(0, now - started - latency) / 1000 * bandwidth).rounded(.down))
            }
        } else {
            counters.cancelledQueued += 1
        }
        if case .prefetch = task.origin { counters.prefetchCancelled += 1 }
        cancelledTasks.append(task.id)
        record(.cancel(task: task.id, itemID: task.itemID))
    }

    public mutating func setContent(_ content: CellContent, of cellID: Int) {
        cells[cellID - 1].content = content
    }

    public mutating func setSubscription(_ subscription: Int?, of cellID: Int) {
        cells[cellID - 1].subscription = subscription
    }

    /// Subscribes to the image of the item at `index`, logging a new request or a join.
    mutating func subscribe(itemAt index: Int, owner: LoadOwner, priority: LoadPriority) -> Int {
        let item = items[index]
        let key = ImageKey(url: item.url, size: imageSize)
        let (subscription, request) = scheduler.subscribe(
            key: key, itemID: item.id, itemIndex: index, owner: owner, priority: priority
        )
        if let request {
            counters.requestsStarted += 1
            if case .prefetch = owner { counters.prefetchRequests += 1 }
            newRequests.append(request)
            record(.request(task: request.task, itemID: item.id, url: item.url, size: imageSize, priority: priority, owner: owner))
        } else if let task = scheduler.task(ofSubscription: subscription) {
            counters.requestsJoined += 1
            record(.join(task: task.id, itemID: item.id, owner: owner))
        }
        return subscription
    }

    /// Hands free transfer slots to queued tasks at the current time.
    mutating func startQueuedLoads() {
        for task in scheduler.activate(at: now) {
            record(.start(task: task.id, due: task.due ?? now))
        }
    }

    /// Delivers every task due by `t`, in due order, each at its own due time; freed slots start queued tasks then.
    mutating func deliverDue(through t: Double, outcome: (LoadRequest) -> LoadOutcome) {
        while let task = scheduler.nextDue(through: t) {
            now = task.due ?? t
            let request = LoadRequest(task: task.id, url: task.key.url, size: task.key.size, itemID: task.itemID, priority: task.priority)
            var result = task.outcome ?? outcome(request)
            if let failure = task.draw?.failure { result = .failure(failure) }
            if task.outcome == nil, task.draw?.addsTransferTime == true, case .success(let bytes) = result,
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
        case .success(let bytes):
            counters.requestsDelivered += 1
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
                if case .cell = scheduler.subscriptions[id]?.owner { return true }
                return false
            }
            if case .prefetch = task.origin, !cellWaits, cache.contains(task.key) { prefetchedUnseen.insert(task.key) }
        case .failure(let reason):
            counters.requestsFailed += 1
            content = .failed(tag, reason: reason)
        }
        let bytes: Int = if case .success(let bytes) = result { bytes } else { 0 }
        let failureReason: String? = if case .failure(let reason) = result { reason } else { nil }
        deliveries.append(NetworkTrace.Entry(
            url: task.key.url, attempt: task.attempt, latencyMs: now - (task.started ?? now), bytes: bytes, failure: failureReason
        ))
        let subscriptions = scheduler.complete(task.id)
        let failure: String? = if case .failure(let reason) = result { reason } else { nil }
        record(.deliver(task: task.id, itemID: task.itemID, failure: failure, subscribers: subscriptions.count))
        let strategy = self.strategy
        for subscription in subscriptions {
            switch subscription.owner {
            case .cell(let cellID):
                let before = cells[cellID - 1].content
                let completion = LoadCompletion(
                    subscription: subscription.id, cellID: cellID, itemID: subscription.itemID,
                    itemIndex: subscription.itemIndex, content: content
                )
                strategy.loadFinished(completion, in: &self)
                let after = cells[cellID - 1].content
                if after != before {
                    record(.apply(cell: cellID, itemID: cells[cellID - 1].itemID, shows: after.logName, forItemID: subscription.itemID))
                }
            case .prefetch:
                if prefetching[subscription.itemIndex] == subscription.id { prefetching[subscription.itemIndex] = nil }
            }
        }
    }
}
