import Testing

@testable import ReelCore

/// A photo grid like Templates/photo-grid.json, built in code so core tests need no files.
func photoGrid(columns: Int = 3) -> Template {
    Template(
        name: "photo-grid", background: .black, layout: GridSpec(columns: columns, spacing: 2),
        cell: CellStyle(
            reuseIdentifier: "photo", background: .black, cornerRadius: 0, image: ImageStyle(), title: nil,
            subtitle: nil, placeholder: .black, failed: .black)
    )
}

/// Runs a simulation to the end with every transfer succeeding (or failing for URLs in `failing`).
func run(_ scenario: Scenario, failing: Set<String> = []) throws -> (steps: [FrameStep], sim: Simulation) {
    var sim = try Simulation(scenario: scenario, template: photoGrid())
    var steps: [FrameStep] = []
    while !sim.isFinished {
        steps.append(
            sim.step { request in failing.contains(request.url) ? .failure(.httpStatus(404)) : .success(bytes: 1000) })
    }
    return (steps, sim)
}

func scrollScenario(_ binding: BindingStrategyKind, prefetch: Bool = false, cellPrefetching: Bool = false) -> Scenario {
    var scenario = Scenario(
        name: "t", canvas: Canvas(width: 390, height: 844, scale: 2, fps: 60), items: .synthetic(count: 300),
        network: NetworkSettings(seed: 3, latencyMedianMs: 300, latencyP95Ms: 900),
        prefetch: PrefetchSettings(enabled: prefetch), binding: binding,
        script: [
            .fling(velocity: 4_000, deceleration: .normal), .wait(ms: 2_500),
            .fling(velocity: -3_000, deceleration: .normal), .wait(ms: 2_000),
        ]
    )
    scenario.cellPrefetching = cellPrefetching
    return scenario
}

@Suite struct SimulationTests {
    @Test func naiveBindingShowsStaleImagesAndTheFixDoesNot() throws {
        let naive = try run(scrollScenario(.naive)).sim.metrics
        let fixed = try run(scrollScenario(.cancelClearVerify)).sim.metrics
        #expect(naive.count(.stale) > 0)
        #expect(fixed.count(.stale) == 0)
        #expect(fixed.requests.cancelled > 0)
        #expect(naive.requests.cancelled == 0)
    }

    @Test func sameScenarioGivesTheSameEventsAndFrames() throws {
        let first = try run(scrollScenario(.naive, prefetch: true)).steps
        let second = try run(scrollScenario(.naive, prefetch: true)).steps
        #expect(first.map(\.frame) == second.map(\.frame))
        #expect(first.flatMap(\.events) == second.flatMap(\.events))
    }

    @Test func cellsAreReusedAfterTheFirstScreen() throws {
        let metrics = try run(scrollScenario(.cancelClearVerify)).sim.metrics
        // A 844 pt screen of 128.7 pt rows shows at most 8 rows of 3.
        #expect(metrics.cells.created <= 30)
        #expect(metrics.cells.reused > metrics.cells.created)
        #expect(metrics.cells.dequeues == metrics.cells.created + metrics.cells.reused)
    }

    @Test func everyVisibleCellIsClassifiedEachFrame() throws {
        let (steps, sim) = try run(scrollScenario(.cancelClearVerify))
        let visible = steps.reduce(0) { $0 + $1.frame.cells.count }
        #expect(CellState.allCases.reduce(0) { $0 + sim.metrics.count($1) } == visible)
        #expect(sim.metrics.frames == steps.count)
        #expect(!sim.metrics.exposure.timeToCorrectMs.isEmpty)
    }

    @Test func failedLoadsShowTheFailedState() throws {
        let shownAtTheEnd = try #require(try run(scrollScenario(.cancelClearVerify)).steps.last?.frame.cells.first)
        let url = Item.synthetic(index: shownAtTheEnd.itemIndex).url
        let (steps, sim) = try run(scrollScenario(.cancelClearVerify), failing: [url])
        #expect(sim.metrics.count(.failed) > 0)
        #expect(sim.metrics.requests.failed > 0)
        #expect(steps.last?.frame.cells.first { $0.itemID == shownAtTheEnd.itemID }?.state == .failed)
    }

    @Test func prefetchedImagesAreReadyWhenTheyScrollIn() throws {
        let without = try run(scrollScenario(.cancelClearVerify, prefetch: false)).sim.metrics
        let with = try run(scrollScenario(.cancelClearVerify, prefetch: true)).sim.metrics
        #expect(with.count(.placeholder) < without.count(.placeholder))
        #expect(with.cache.hits > 0)
    }

    @Test func theRunEndsWhenTheScriptIsDoneAndTheScrollRests() throws {
        let (steps, _) = try run(scrollScenario(.naive))
        let last = try #require(steps.last)
        #expect(last.frame.timeMs >= 4_500)
        #expect(last.frame.velocity == 0)
    }
}

@Suite struct LoadSchedulerTests {
    let key = ImageKey(url: "u", size: PixelSize(width: 10, height: 10))

    @Test func identicalRequestsShareOneTaskUntilTheLastLeaves() {
        var scheduler = LoadScheduler(maxConcurrent: 2, network: NetworkModel(settings: NetworkSettings()))
        let (first, request) = scheduler.subscribe(key: key, itemID: "a", itemIndex: 0, owner: .cell(1), priority: .low)
        let (second, again) = scheduler.subscribe(
            key: key, itemID: "a", itemIndex: 0, owner: .prefetch("a"), priority: .high)
        #expect(request != nil && again == nil)
        #expect(scheduler.tasks.count == 1)
        #expect(scheduler.tasks.values.first?.priority == .high)
        #expect(scheduler.unsubscribe(second) == nil)
        #expect(scheduler.tasks.values.first?.priority == .low)
        #expect(scheduler.unsubscribe(first)?.id == request?.task)
        #expect(scheduler.tasks.isEmpty)
    }

    @Test func highPriorityTasksStartFirstWithinTheLimit() {
        var scheduler = LoadScheduler(maxConcurrent: 1, network: NetworkModel(settings: NetworkSettings()))
        let low = ImageKey(url: "low", size: key.size)
        let high = ImageKey(url: "high", size: key.size)
        _ = scheduler.subscribe(key: low, itemID: "l", itemIndex: 0, owner: .prefetch("l"), priority: .low)
        _ = scheduler.subscribe(key: high, itemID: "h", itemIndex: 1, owner: .cell(1), priority: .high)
        let started = scheduler.activate(at: 0)
        #expect(started.map(\.key.url) == ["high"])
        #expect(scheduler.activate(at: 0).isEmpty)
    }

    @Test func prefetchTasksHaveTheirOwnConcurrencyLimit() {
        var scheduler = LoadScheduler(
            maxConcurrent: 6, maxConcurrentLow: 2, network: NetworkModel(settings: NetworkSettings()))
        for index in 0..<5 {
            let low = ImageKey(url: "low\(index)", size: key.size)
            _ = scheduler.subscribe(
                key: low, itemID: "l\(index)", itemIndex: index, owner: .prefetch("l\(index)"), priority: .low)
        }
        #expect(scheduler.activate(at: 0).count == 2)
        _ = scheduler.subscribe(key: key, itemID: "h", itemIndex: 9, owner: .cell(1), priority: .high)
        #expect(scheduler.activate(at: 0).map(\.key.url) == ["u"])
    }

    @Test func latencyFollowsTheSeededLognormal() {
        let model = NetworkModel(settings: NetworkSettings(seed: 9, latencyMedianMs: 100, latencyP95Ms: 400))
        let draws = (0..<4_000).compactMap { model.draw(url: "u\($0)", attempt: 0).latencyMs }
        let median = Percentile.of(draws, 50) ?? 0
        let p95 = Percentile.of(draws, 95) ?? 0
        #expect(abs(median - 100) < 10)
        #expect(abs(p95 - 400) < 50)
        #expect(model.draw(url: "u1", attempt: 0) == model.draw(url: "u1", attempt: 0))
        #expect(model.draw(url: "u1", attempt: 0) != model.draw(url: "u1", attempt: 1))
    }
}

@Suite struct PrefetchAccountingTests {
    @Test func prefetchHitsWasteAndBytesAddUp() throws {
        var scenario = scrollScenario(.cancelClearVerify, prefetch: true)
        scenario.prefetch.leadScreens = 2
        // A slow scroll: prefetches have time to land before their cells appear.
        scenario.script = [.wait(ms: 1_000), .drag(by: 600, durationMs: 3_000), .wait(ms: 1_000)]
        let metrics = try run(scenario).sim.metrics
        #expect(metrics.prefetch.requests > 0)
        #expect(metrics.prefetch.hits > 0)
        #expect(metrics.prefetch.hits <= metrics.prefetch.requests)
        #expect(metrics.prefetch.wasted > 0)  // the last lead range was prefetched and never shown
        #expect(metrics.requests.bytesFetched == metrics.requests.delivered * 1000)
        #expect(metrics.requests.cancelledInFlight + metrics.requests.cancelledQueued == metrics.requests.cancelled)
    }

    @Test func aSmallEntryLimitKeepsBigImagesOutOfTheCache() throws {
        var scenario = scrollScenario(.cancelClearVerify)
        scenario.pipeline.memoryCacheEntryMB = 0.1  // a 257×257 thumbnail costs 264 KB
        let metrics = try run(scenario).sim.metrics
        #expect(metrics.cache.hits == 0)
        #expect(try run(scrollScenario(.cancelClearVerify)).sim.metrics.cache.hits > 0)
    }

    @Test func peakCacheBytesNeverExceedTheLimit() throws {
        var scenario = scrollScenario(.cancelClearVerify, prefetch: true)
        scenario.items = .synthetic(count: 5_000)
        scenario.pipeline.memoryCacheMB = 32
        scenario.script = Array(repeating: [ScriptAction.drag(by: 2_000, durationMs: 1_000), .wait(ms: 600)], count: 8)
            .flatMap { $0 }
        let (_, sim) = try run(scenario)
        #expect(sim.metrics.cache.evictions > 0)
        #expect(sim.cachePeakBytes <= 32 * 1024 * 1024)
    }
}

@Suite struct NetworkRealismTests {
    @Test func bandwidthMakesBiggerBodiesArriveLater() throws {
        var slow = scrollScenario(.cancelClearVerify)
        slow.network.bandwidthBytesPerSecond = 20_000  // 1000-byte bodies take 50 ms more
        let fast = try run(scrollScenario(.cancelClearVerify)).sim.metrics
        let throttled = try run(slow).sim.metrics
        #expect(
            (Percentile.of(throttled.exposure.timeToCorrectMs, 50) ?? 0)
                > (Percentile.of(fast.exposure.timeToCorrectMs, 50) ?? 0))
    }

    @Test func cancelledInFlightTransfersCountTheBytesTheyHadReceived() throws {
        var scenario = scrollScenario(.cancelClearVerify)
        scenario.network.latencyMedianMs = 50
        scenario.network.latencyP95Ms = 100
        scenario.network.bandwidthBytesPerSecond = 2_000  // 1000-byte bodies take 500 ms after the first byte
        let metrics = try run(scenario).sim.metrics
        #expect(metrics.requests.cancelledInFlight > 0)
        #expect(metrics.requests.cancelledBytes > 0)
        #expect(metrics.requests.cancelledBytes < metrics.requests.cancelledInFlight * 1000)
    }

    @Test func failureKindsShapeTheFailures() throws {
        var scenario = scrollScenario(.cancelClearVerify)
        scenario.network.failureRate = 1
        scenario.network.failureKinds = FailureKinds(timeout: 1, http500: 0, reset: 0)
        scenario.pipeline.timeoutMs = 1_500
        let (steps, sim) = try run(scenario)
        #expect(sim.metrics.requests.delivered == 0)
        #expect(sim.metrics.requests.failed > 0)
        let failures = steps.flatMap(\.deliveries)
        #expect(
            failures.allSatisfy {
                $0.failure?.logName == "timed out after 1500 ms (modelled)" && abs($0.latencyMs - 1_500) < 0.001
            })
    }

    @Test func aTraceReplaysRecordedLatenciesAndOutcomes() throws {
        var still = scrollScenario(.cancelClearVerify)
        still.script = [.wait(ms: 2_000)]
        let recorded = try run(still).steps.flatMap(\.deliveries)
        var trace = recorded.map {
            NetworkTrace.Entry(
                url: $0.url, attempt: $0.attempt, latencyMs: $0.latencyMs + 100, bytes: $0.bytes, failure: nil)
        }
        trace[0].failure = .httpStatus(503)
        var sim = try Simulation(scenario: still, template: photoGrid(), arrivals: .trace(NetworkTrace(trace)))
        var replayed: [NetworkTrace.Entry] = []
        while !sim.isFinished { replayed += sim.step { _ in .success(bytes: 1000) }.deliveries }
        let first = try #require(replayed.first { $0.url == trace[0].url && $0.attempt == 0 })
        #expect(first.failure == .httpStatus(503))
        for entry in replayed where entry.failure == nil {
            let original = try #require(trace.first { $0.url == entry.url && $0.attempt == entry.attempt })
            #expect(abs(entry.latencyMs - original.latencyMs) < 0.001)
        }
    }
}
