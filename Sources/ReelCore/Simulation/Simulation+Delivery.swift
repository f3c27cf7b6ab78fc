extension Simulation {
    /// Delivers every task due by `t`, in due order, each at its own due time; freed slots start queued tasks then.
    mutating func deliverDue(through t: Double, outcome: (LoadRequest) -> LoadOutcome) {
        while let task = loads.nextDue(through: t) {
            now = task.due ?? t
            let request = LoadRequest(
                task: task.id, url: task.key.url, size: task.key.size, itemID: task.itemID, priority: task.priority
            )
            let real = task.outcome ?? outcome(request)
            switch Delivery.step(for: task, result: real, network: loads.network) {
            case .holdUntil(let time):
                // Held only when no modelled failure replaces the result: the real one is what arrives then.
                loads.hold(task.id, outcome: real, until: time)
            case .deliver(let delivered):
                deliver(task, delivered)
                recorder.take(loads.startQueued(now: recorder.now))
            }
        }
    }

    private mutating func deliver(_ task: LoadScheduler.Task, _ delivered: Delivery.Outcome) {
        if let reason = delivered.failure {
            recorder.note(.failed(reason.kind))
        } else {
            let costs = mainThread.costs
            if costs.decodeOnMain {
                mainThread.spend(Double(delivered.pixels) / 1_000_000 * costs.decodeMsPerMegapixel)
            }
            recorder.note(.delivered(bytes: delivered.bytes))
            let (evicted, cached) = loads.cache(task.key, for: task.itemID)
            recorder.take(cached)
            for key in evicted {
                if prefetcher.consumeUnseen(key) { recorder.note(.prefetchWasted) }
            }
            if case .prefetch = task.origin, !loads.cellWaits(for: task), loads.isCached(task.key) {
                prefetcher.noteUnseen(task.key)
            }
        }
        let trace = NetworkTrace.Entry(
            url: task.key.url, attempt: task.attempt, latencyMs: now - (task.started ?? now), bytes: delivered.bytes,
            failure: delivered.failure
        )
        let subscriptions = loads.complete(task, trace: trace)
        record(
            .deliver(task: task.id, itemID: task.itemID, failure: delivered.failure, subscribers: subscriptions.count))
        let strategy = self.strategy
        for subscription in subscriptions {
            var completion = LoadCompletion(
                subscription: subscription.id, cellID: nil, itemID: subscription.itemID,
                itemIndex: subscription.itemIndex, content: delivered.content
            )
            delivery.startHandingOut(subscription.itemID)
            defer { delivery.finishHandingOut() }
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
