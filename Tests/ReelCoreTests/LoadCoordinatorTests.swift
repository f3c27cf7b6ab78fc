import Testing

@testable import ReelCore

/// Loads alone: coalescing, cancellation accounting, restarts within a step, and the cache.
@Suite struct LoadCoordinatorTests {
    private let item = Item(id: "1", url: "reel-synthetic:1", title: "Photo 1")
    private let key = ImageKey(url: "reel-synthetic:1", size: PixelSize(width: 10, height: 10))

    private func coordinator(cacheMB: Double = 64, bandwidth: Double? = nil) -> LoadCoordinator {
        var pipeline = PipelineSettings()
        pipeline.memoryCacheMB = cacheMB
        let network = NetworkModel(settings: NetworkSettings(seed: 1, latencyMedianMs: 100, latencyP95Ms: 100))
        return LoadCoordinator(pipeline: pipeline, prefetch: PrefetchSettings(), network: network, bandwidth: bandwidth)
    }

    @Test func identicalRequestsShareOneTransfer() {
        var loads = coordinator()
        var recorder = Recorder()
        recorder.take(loads.subscribe(key: key, item: item, index: 0, owner: .cell(1), priority: .high).record)
        recorder.take(loads.subscribe(key: key, item: item, index: 0, owner: .prefetch("1"), priority: .low).record)
        let work = loads.finishStep()
        #expect(work.newRequests.count == 1)
        #expect(recorder.metrics.requests.started == 1 && recorder.metrics.requests.joined == 1)
        let next = loads.finishStep()
        #expect(next.newRequests.isEmpty)  // the step's work is handed over once
    }

    @Test func aTransferCancelledAndRequestedAgainInOneStepIsARestart() {
        var loads = coordinator()
        var recorder = Recorder()
        let (first, subscribed) = loads.subscribe(key: key, item: item, index: 0, owner: .cell(1), priority: .high)
        recorder.take(subscribed)
        recorder.take(loads.startQueued(now: recorder.now))
        loads.noteRebuilt(subscription: first)
        recorder.take(loads.cancel(first, now: recorder.now))
        recorder.take(loads.subscribe(key: key, item: item, index: 0, owner: .cell(2), priority: .high).record)
        #expect(recorder.metrics.requests.cancelledInFlight == 1)
        #expect(recorder.metrics.requests.restarted == 1 && recorder.metrics.identity.loadsRestarted == 1)
        let work = loads.finishStep()
        #expect(work.cancelledTasks.count == 1 && work.newRequests.count == 2)
        // In the next step the same cancel and request is no longer a restart of that transfer.
        let events = recorder.finishFrame().map(\.event)
        #expect(events.contains { if case .restart(_, "1", true) = $0 { true } else { false } })
    }

    @Test func aQueuedCancelIsNotInFlight() {
        var loads = coordinator()
        var recorder = Recorder()
        let (subscription, subscribed) = loads.subscribe(
            key: key, item: item, index: 0, owner: .cell(1), priority: .high)
        recorder.take(subscribed)
        recorder.take(loads.cancel(subscription, now: recorder.now))
        #expect(recorder.metrics.requests.cancelledQueued == 1 && recorder.metrics.requests.cancelledInFlight == 0)
        recorder.take(loads.cancel(subscription, now: recorder.now))  // cancelling twice counts once
        #expect(recorder.metrics.requests.cancelled == 1)
    }

    @Test func theCacheCountsHitsMissesAndEvictions() {
        var loads = coordinator(cacheMB: 0.0005)  // 524 bytes: one 10×10 thumbnail (400 bytes)
        var recorder = Recorder()
        let missed = loads.lookUp(key, for: "1")
        let firstEvicted = loads.cache(key, for: "1")
        let hit = loads.lookUp(key, for: "1")
        let other = ImageKey(url: "reel-synthetic:2", size: key.size)
        let secondEvicted = loads.cache(other, for: "2")
        for record in [missed.record, firstEvicted.record, hit.record, secondEvicted.record] { recorder.take(record) }
        #expect(!missed.hit && hit.hit)
        #expect(firstEvicted.evicted.isEmpty && secondEvicted.evicted == [key])
        #expect(recorder.metrics.cache.hits == 1 && recorder.metrics.cache.misses == 1)
        #expect(recorder.metrics.cache.evictions == 1)
        let work = loads.finishStep()
        #expect(work.evicted)
    }
}
