/// The image pipeline as the simulation drives it: the modelled scheduler (coalesced tasks, priorities, due times)
/// and memory cache, what the current step asks the real pipeline to do (start, abort), what it finished, and which
/// transfers were restarted.
package struct LoadCoordinator: Sendable {
    private var scheduler: LoadScheduler
    private var cache: LRUCacheModel
    /// The modelled bandwidth, for the bytes a cancelled transfer had received.
    private let bandwidthBytesPerSecond: Double?
    /// What the current step produced: transfers to start and abort, whether the cache evicted, finished tasks.
    private var newRequests: [LoadRequest] = []
    private var cancelledTasks: [LoadTaskID] = []
    private var evicted = false
    private var deliveries: [NetworkTrace.Entry] = []
    /// Image keys whose in-flight transfer was cancelled in the current step (a new request for one is a restart),
    /// and the keys of transfers that rows rebuilt by an apply in this step had in flight.
    private var cancelledThisStep: Set<ImageKey> = []
    private var rebuiltRowKeys: Set<ImageKey> = []

    package init(pipeline: PipelineSettings, prefetch: PrefetchSettings, network: NetworkModel, bandwidth: Double?) {
        scheduler = LoadScheduler(
            maxConcurrent: pipeline.maxConcurrent, maxConcurrentLow: prefetch.maxConcurrent, network: network)
        cache = LRUCacheModel(limitBytes: pipeline.memoryCacheBytes, entryLimitBytes: pipeline.memoryCacheEntryBytes)
        bandwidthBytesPerSecond = bandwidth
    }

    /// The network model that draws due times (and the modelled bandwidth a body's transfer takes).
    package var network: NetworkModel { scheduler.network }

    /// The items whose images some task is loading, each once, in task order.
    var loadingItemIDs: [ItemID] {
        var seen: Set<ItemID> = []
        var ids: [ItemID] = []
        for taskID in scheduler.tasks.keys.sorted() {
            for subscription in scheduler.tasks[taskID]?.subscribers ?? [] {
                guard let itemID = scheduler.subscriptions[subscription]?.itemID, seen.insert(itemID).inserted
                else { continue }
                ids.append(itemID)
            }
        }
        return ids
    }

    /// The image keys of tasks whose real result is in hand but not delivered yet.
    var keysInHand: [ImageKey] {
        scheduler.tasks.keys.sorted().compactMap { id in
            scheduler.tasks[id].flatMap { $0.outcome != nil ? $0.key : nil }
        }
    }

    /// Whether a cell or the model (not only prefetches) waits for `task`.
    func cellWaits(for task: LoadScheduler.Task) -> Bool {
        task.subscribers.contains { id in
            switch scheduler.subscriptions[id]?.owner {
            case .cell, .model: true
            case .prefetch, nil: false
            }
        }
    }

    /// Peak bytes the modelled memory cache held.
    package var cachePeakBytes: Int { cache.peakBytes }

    /// Whether `key` is in the memory cache (no hit or miss is counted).
    func isCached(_ key: ImageKey) -> Bool { cache.contains(key) }

    /// Looks `key` up in the memory cache for `itemID`, counting a hit or a miss.
    package mutating func lookUp(_ key: ImageKey, for itemID: ItemID) -> (hit: Bool, record: PartRecord) {
        var record = PartRecord()
        guard cache.lookup(key) != nil else {
            record.note(.cacheMiss)
            return (false, record)
        }
        record.record(.cacheHit(itemID: itemID))
        return (true, record)
    }

    /// Puts a delivered image in the cache; returns the keys evicted to make room (each logged).
    package mutating func cache(_ key: ImageKey, for itemID: ItemID) -> (evicted: [ImageKey], record: PartRecord) {
        let dropped = cache.insert(key, itemID: itemID)
        evicted = evicted || !dropped.isEmpty
        var record = PartRecord()
        for key in dropped { record.record(.evict(url: key.url)) }
        return (dropped, record)
    }

    /// Calls `body` with every key in the cache.
    func forEachCachedKey(_ body: (ImageKey) -> Void) { cache.forEachKey(body) }

    /// Subscribes `owner` to the image `key` of `item`, logging a new request (and whether it restarts a transfer
    /// cancelled earlier in this step) or a join.
    package mutating func subscribe(
        key: ImageKey, item: Item, index: Int, owner: LoadOwner, priority: LoadPriority
    ) -> (subscription: SubscriptionID, record: PartRecord) {
        let (subscription, request) = scheduler.subscribe(
            key: key, itemID: item.id, itemURL: item.url, itemIndex: index, owner: owner, priority: priority
        )
        var record = PartRecord()
        if let request {
            newRequests.append(request)
            record.record(
                .request(
                    task: request.task, itemID: item.id, url: key.url, size: key.size, priority: priority, owner: owner
                ))
            if cancelledThisStep.contains(key) {
                let rebuild = rebuiltRowKeys.contains(key)
                record.record(.restart(task: request.task, itemID: item.id, rebuild: rebuild))
            }
        } else if let task = scheduler.task(ofSubscription: subscription) {
            record.record(.join(task: task.id, itemID: item.id, owner: owner))
        }
        return (subscription, record)
    }

    /// Cancels a subscription at `now`; the transfer is aborted when nobody else waits for it.
    package mutating func cancel(_ subscription: SubscriptionID, now: Double) -> PartRecord {
        var record = PartRecord()
        guard let task = scheduler.unsubscribe(subscription) else { return record }
        var receivedBytes: Int?
        if let started = task.started, let bandwidth = bandwidthBytesPerSecond, let latency = task.draw?.latencyMs {
            let received = max(0, now - started - latency) / 1000 * bandwidth
            // Below the body's size while the transfer was in flight; clamped so no value can trap.
            receivedBytes = Int(min(received, 1e15).rounded(.down))
        }
        let prefetch: Bool = if case .prefetch = task.origin { true } else { false }
        record.note(.cancelled(inFlight: task.started != nil, receivedBytes: receivedBytes, prefetch: prefetch))
        cancelledTasks.append(task.id)
        if task.started != nil { cancelledThisStep.insert(task.key) }
        record.record(.cancel(task: task.id, itemID: task.itemID))
        return record
    }

    /// Remembers the transfer a rebuilt row's cell had in flight: requested again in this step, it is a restart the
    /// rebuild caused.
    package mutating func noteRebuilt(subscription: SubscriptionID?) {
        guard let subscription, let task = scheduler.task(ofSubscription: subscription), task.started != nil else {
            return
        }
        rebuiltRowKeys.insert(task.key)
    }

    /// Hands free transfer slots to queued tasks at `now`.
    package mutating func startQueued(now: Double) -> PartRecord {
        var record = PartRecord()
        for task in scheduler.activate(at: now) {
            record.record(.start(task: task.id, due: task.due ?? now))
        }
        return record
    }

    /// The next task due by `t`, in due order.
    /// When the task behind `subscription` comes due, if it is in flight.
    package func due(ofSubscription subscription: SubscriptionID) -> Double? {
        scheduler.task(ofSubscription: subscription)?.due
    }

    func nextDue(through t: Double) -> LoadScheduler.Task? { scheduler.nextDue(through: t) }

    /// Holds a task's result until `due` (the body's transfer time at the modelled bandwidth).
    package mutating func hold(_ task: LoadTaskID, outcome: LoadOutcome, until due: Double) {
        scheduler.hold(task, outcome: outcome, until: due)
    }

    /// Finishes a task: records what its request did and returns its subscriptions.
    package mutating func complete(_ task: LoadScheduler.Task, trace: NetworkTrace.Entry) -> [LoadScheduler
        .Subscription]
    {
        deliveries.append(trace)
        return scheduler.complete(task.id)
    }

    /// Reports that a task's real result arrived at virtual time `t` (wall-clock mode).
    package mutating func reportArrival(task: LoadTaskID, at t: Double, outcome: LoadOutcome) {
        scheduler.reportArrival(task, at: t, outcome: outcome)
    }

    /// What the step asked of the real pipeline; clears it for the next step.
    package mutating func finishStep() -> (
        newRequests: [LoadRequest], cancelledTasks: [LoadTaskID], evicted: Bool, deliveries: [NetworkTrace.Entry]
    ) {
        defer {
            newRequests = []
            cancelledTasks = []
            evicted = false
            deliveries = []
            cancelledThisStep = []
            rebuiltRowKeys = []
        }
        return (newRequests, cancelledTasks, evicted, deliveries)
    }
}
