extension Simulation: BindingWorld {
    public func cell(_ id: Int) -> Cell { cells[id - 1] }

    public func item(at index: Int) -> Item { items[index] }

    public func capturedItem(at index: Int) -> Item? { index < capturedItems.count ? capturedItems[index] : nil }

    public func cell(atIndex index: Int) -> Int? { displayed[index] }

    public mutating func cachedImage(for item: Item) -> ImageTag? {
        let key = imageKey(for: item)
        guard cache.lookup(key) != nil else {
            counters.cacheMisses += 1
            return nil
        }
        counters.cacheHits += 1
        if prefetchedUnseen.remove(key) != nil { counters.prefetchHits += 1 }
        record(.cacheHit(itemID: item.id))
        return ImageTag(itemID: item.id, key: key)
    }

    public mutating func startLoad(for item: Item, index: Int, cell cellID: Int) -> Int {
        subscribe(item: item, index: index, owner: .cell(cellID), priority: .high)
    }

    public mutating func startModelLoad(for item: Item, index: Int) -> Int {
        subscribe(item: item, index: index, owner: .model(item.id), priority: .high)
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
        if task.started != nil { keysCancelledThisStep.insert(task.key) }
        record(.cancel(task: task.id, itemID: task.itemID))
    }

    public mutating func setContent(_ content: CellContent, of cellID: Int) {
        let before = cells[cellID - 1].content
        cells[cellID - 1].content = content
        cellImageBytes += Self.heldBytes(content) - Self.heldBytes(before)
        if let loadFor = deliveringFor, before != content {
            record(.apply(cell: cellID, itemID: cells[cellID - 1].itemID, shows: content.logName, forItemID: loadFor))
        }
    }

    public mutating func setConfiguredItem(_ item: Item, of cellID: Int) {
        cells[cellID - 1].configuredItemID = item.id
    }

    public mutating func setSubscription(_ subscription: Int?, of cellID: Int) {
        cells[cellID - 1].subscription = subscription
    }

    public mutating func reconfigureItem(_ itemID: String) {
        guard let index = itemIndexByID[itemID], let cellID = displayed[index] ?? prepared[index] else { return }
        counters.reconfigures += 1
        record(.reconfigure(cell: cellID, itemID: itemID))
        spendMainThread(costs.configureMs)
        let strategy = self.strategy
        strategy.configure(cell: cellID, itemAt: index, in: &self)
    }

    public func prefetchedImage(atIndex index: Int) -> ImageTag? { indexKeyedPrefetches[index] }

    public mutating func storePrefetchedImage(_ tag: ImageTag, atIndex index: Int) {
        indexKeyedPrefetches[index] = tag
    }

    /// Subscribes to `item`'s image, logging a new request or a join.
    mutating func subscribe(item: Item, index: Int, owner: LoadOwner, priority: LoadPriority) -> Int {
        let key = imageKey(for: item)
        let (subscription, request) = scheduler.subscribe(key: key, itemID: item.id, itemIndex: index, owner: owner, priority: priority)
        if let request {
            counters.requestsStarted += 1
            if case .prefetch = owner { counters.prefetchRequests += 1 }
            newRequests.append(request)
            record(.request(task: request.task, itemID: item.id, url: item.url, size: key.size, priority: priority, owner: owner))
            if keysCancelledThisStep.contains(key) {
                let rebuild = rebuiltRowKeys.contains(key)
                counters.requestsRestarted += 1
                if rebuild { counters.loadsRestarted += 1 }
                record(.restart(task: request.task, itemID: item.id, rebuild: rebuild))
            }
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
}
