import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// Runs the controller `make` makes as the gallery "test" on a short scenario; returns the simulation's metrics and
/// the stop it ended with, if any.
func runController<Controller: UIViewController>(
    actions: [String: @MainActor @Sendable (Controller) throws -> Void] = [:], script: [ScriptAction] = [],
    _ make: @escaping @MainActor @Sendable ([GalleryItem]) -> Controller
) throws -> (metrics: Metrics, stop: UserCodeStop?) {
    var catalog = BindingCatalog()
    catalog.register(as: "test", actions: actions, make)
    var scenario = staleScenario()
    scenario.items = .synthetic(count: 40)
    scenario.script = script.isEmpty ? [.wait(ms: 100)] : script
    scenario.gallery = "test"
    var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
    while !sim.isFinished, sim.userCodeStop == nil {
        _ = sim.step { _ in .success(bytes: 1000) }
    }
    _ = sim.finish()
    return (sim.metrics, sim.userCodeStop)
}

@Suite(.serialized) struct ViewControllerTests {
    @Test func theViewLoadsAtTheCanvasSizeAndAppearsOnceInUIKitsOrder() async throws {
        await MainActor.run { LifecycleRecordingController.calls = [] }
        let run = try await onNewThread { try runController { LifecycleRecordingController(count: $0.count) } }
        #expect(run.stop == nil)
        let (calls, size) = await MainActor.run {
            (LifecycleRecordingController.calls, LifecycleRecordingController.loadedSize)
        }
        #expect(calls == ["viewDidLoad", "viewWillAppear", "numberOfItems", "viewDidAppear"])
        #expect(size == CGSize(width: 390, height: 844))
        #expect(run.metrics.cells.dequeues > 0)
    }

    @Test func aControllerWithoutACollectionViewStops() async throws {
        let run = try await onNewThread { try runController { _ in EmptyController() } }
        let message = run.stop?.message ?? ""
        #expect(message.contains("EmptyController has no UICollectionView"))
        #expect(run.stop?.gallery == "test")
    }

    @Test func aControllerWithTwoCollectionViewsStops() async throws {
        let run = try await onNewThread { try runController { _ in TwoCollectionViewsController() } }
        #expect(run.stop?.message.contains("has 2 UICollectionViews") == true)
    }

    @Test func aCountOverTheItemsReelKnowsStops() async throws {
        let run = try await onNewThread { try runController { LifecycleRecordingController(count: $0.count + 5) } }
        let message = run.stop?.message ?? ""
        #expect(message.contains("counts 45 items, more than the 40 items reel knows"), "\(message)")
    }

    @Test func aBatchWhoseCountsDoNotAddUpStops() async throws {
        let run = try await onNewThread {
            try runController(actions: ["grow": { $0.growWithoutInserting() }], script: [.call(name: "grow")]) {
                LifecycleRecordingController(count: $0.count - 1)
            }
        }
        let message = run.stop?.message ?? ""
        #expect(message.contains("performBatchUpdates: section 0 holds 39 items after the update"), "\(message)")
    }

    @Test func contentOffsetReadsReelsScrollAndMovingItIsIgnored() async throws {
        await MainActor.run { LifecycleRecordingController.offsets = [] }
        let run = try await onNewThread {
            try runController(
                actions: ["read": { $0.readOffset() }],
                script: [.fling(velocity: 1500, deceleration: .normal), .wait(ms: 300), .call(name: "read")]
            ) { LifecycleRecordingController(count: $0.count) }
        }
        let offsets = await MainActor.run { LifecycleRecordingController.offsets }
        #expect(offsets.count == 1 && offsets[0] > 0, "\(offsets)")
        #expect(run.metrics.gallery.outcomes["ignored"] == 2, "\(run.metrics.gallery.messages)")
    }
}

extension ViewControllerTests {
    @Test func presentingSeguesPushesAndTargetsAreIgnoredAndReportedOncePerKind() async throws {
        await MainActor.run { LifecycleRecordingController.calls = [] }
        let run = try await onNewThread {
            try runController(actions: ["leave": { $0.navigateAway() }], script: [.call(name: "leave")]) {
                LifecycleRecordingController(count: $0.count)
            }
        }
        let calls = await MainActor.run { LifecycleRecordingController.calls }
        #expect(!calls.contains("alert handler") && !calls.contains("presented") && !calls.contains("prepare"))
        #expect(run.metrics.gallery.outcomes["ignored"] == 4, "\(run.metrics.gallery.messages)")
        let messages = run.metrics.gallery.messages.joined(separator: "\n")
        for call in [
            "present(_:animated:completion:) of a UIAlertController", "performSegue", "pushViewController",
            "addTarget",
        ] {
            #expect(messages.contains(call), "\(call)")
        }
    }
}

@Suite struct ClassicBatchTests {
    let old: [[ItemID]] = [["a", "b", "c", "d"], ["e", "f"]]

    @Test func deletesAndMovesNameOldIndexPathsInsertsNewOnes() throws {
        var batch = ClassicBatch()
        batch.deletedItems = [[0, 1]]
        batch.movedItems = [(from: [0, 3], to: [0, 0])]
        batch.insertedItems = [[1, 2]]
        batch.reloadedItems = [[0, 2]]
        let result = try batch.arrange(old, newCounts: [3, 3])
        #expect(result.layout == [["d", "a", "c"], ["e", "f", nil]])
        #expect(result.reloaded == ["c"])
    }

    @Test func sectionsInsertedDeletedAndReloadedTakeTheDataSourcesCounts() throws {
        var batch = ClassicBatch()
        batch.deletedSections = [0]
        batch.insertedSections = [1]
        batch.reloadedSections = [1]
        let result = try batch.arrange(old, newCounts: [1, 2])
        #expect(result.layout == [["e"], [nil, nil]])
        #expect(result.reloaded == ["e", "f"])
    }

    @Test func anIndexPathOutsideTheCollectionViewIsAnError() throws {
        var batch = ClassicBatch(name: "deleteItems(at:)")
        batch.deletedItems = [[1, 5]]
        #expect(throws: ClassicUpdateError.self) { try batch.arrange(old, newCounts: [4, 1]) }
    }
}
