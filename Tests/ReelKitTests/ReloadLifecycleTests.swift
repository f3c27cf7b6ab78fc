import ReelCore
import Testing

@testable import ReelKit

/// reloadItems and reconfigureItems on the user's own cell objects.
@Suite(.serialized) struct ReloadLifecycleTests {
    /// Scrolls down and back (so the pool holds cells), then reloads the first item, then reconfigures it.
    static func scenario() -> Scenario {
        Scenario(
            name: "t", canvas: Canvas(width: 390, height: 844, scale: 2, fps: 60), items: .synthetic(count: 300),
            network: NetworkSettings(seed: 7, latencyMedianMs: 200, latencyP95Ms: 600),
            prefetch: PrefetchSettings(enabled: false),
            script: [
                .fling(velocity: 2_500, deceleration: .normal), .wait(ms: 1_500),
                .fling(velocity: -2_500, deceleration: .normal), .wait(ms: 2_000),
                .call(name: "reload-first"), .wait(ms: 500), .call(name: "reconfigure-first"), .wait(ms: 500),
            ]
        )
    }

    @Test func reloadDequeuesAnotherCellObjectThroughPrepareForReuseAndReconfigureKeepsIt() async throws {
        lifecycleLog.withLock { $0 = [] }
        let result = try await onNewThread { try runGallery(LifecycleGallery.self, scenario: Self.scenario()) }
        let log = lifecycleLog.withLock { $0 }
        // The last three configurations of item 0: when scrolled back, by the reload, by the reconfigure.
        let firstItem = Array(log.indices.filter { log[$0].step == .configured(item: "0") }.suffix(3))
        try #require(firstItem.count == 3)
        let (back, reloaded, reconfigured) = (log[firstItem[0]], log[firstItem[1]], log[firstItem[2]])
        #expect(reloaded.object != back.object)  // reload: another cell object…
        let sinceBack = log[(firstItem[0] + 1)..<firstItem[1]]
        #expect(sinceBack.last == LifecycleEntry(object: reloaded.object, step: .prepareForReuse))  // …from the pool
        #expect(reconfigured.object == reloaded.object)  // reconfigure: the same object…
        let sinceReload = log[(firstItem[1] + 1)..<firstItem[2]]
        #expect(!sinceReload.contains { $0.object == reloaded.object })  // …with no prepareForReuse
        #expect(result.metrics.updates.reloaded == 1)
        #expect(result.metrics.updates.reconfigured == 1)
    }
}
