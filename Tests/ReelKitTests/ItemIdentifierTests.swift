import ReelCore
import Testing

@testable import ReelKit

/// The rule that maps a data source's own identifiers to reel's items, and the stop when one maps to none.
@Suite(.serialized) struct ItemIdentifierTests {
    /// Runs `gallery` until the end or until its code stops the run; returns the timeline and the stop.
    func run<Gallery: ReelGallery>(_ gallery: Gallery.Type) throws -> (timeline: [String], stop: UserCodeStop?) {
        var catalog = BindingCatalog()
        catalog.register(gallery, as: "test")
        var scenario = staleScenario()
        scenario.gallery = "test"
        var sim = try Simulation(scenario: scenario, template: photoGrid(), catalog: catalog)
        var lines: [String] = []
        while !sim.isFinished {
            lines += sim.step { _ in .success(bytes: 1000) }.events.map(\.jsonLine)
            if let stop = sim.userCodeStop { return (lines, stop) }
        }
        return (lines + sim.finish().map(\.jsonLine), nil)
    }

    @Test func appsOwnIntAndUUIDKeysShowWhatItemIDsShow() async throws {
        let byItemID = try await onNewThread { try runGallery(ItemCellGallery<PhotoCell>.self).timeline }
        let byInt = try await onNewThread { try run(IntKeyGallery.self) }
        let byUUID = try await onNewThread { try run(UUIDKeyGallery.self) }
        #expect(byInt.stop == nil && byUUID.stop == nil)
        #expect(byInt.timeline == byItemID)
        #expect(byUUID.timeline == byItemID)
        #expect(byInt.timeline.contains { $0.contains("\"frame\",\"index\":1,") })
    }

    @Test func aKeyCarryingTheImageURLIsThatItemInAnyOrder() async throws {
        let result = try await onNewThread { try run(ReversedURLKeyGallery.self) }
        #expect(result.stop == nil)
        let firstDequeue = try #require(result.timeline.first { $0.contains("\"dequeue\"") })
        #expect(
            firstDequeue.contains("\"item\":\"299\""),
            "the reversed snapshot starts with the last item: \(firstDequeue)")
    }

    @Test func aKeyCarryingAnImageURLNoItemHasStopsTheRun() async throws {
        let result = try await onNewThread { try run(ForeignURLKeyGallery.self) }
        let stop = try #require(result.stop)
        #expect(stop.gallery == "test")
        #expect(stop.message.contains("https://cdn.example.com/photos/0.jpg"))
        #expect(stop.message.contains("reelNewItems"))
        #expect(result.timeline.contains { $0.contains("\"user-code\"") && $0.contains("cdn.example.com") })
        #expect(!result.timeline.contains { $0.contains("\"frame\",\"index\":1,") }, "the run stops in frame 0")
    }

    @Test func moreKeysThanItemsStopsTheRunNamingTheKey() async throws {
        let result = try await onNewThread { try run(OneTooManyGallery.self) }
        let stop = try #require(result.stop)
        #expect(stop.message.hasPrefix("apply: the snapshot identifier 300 (Int) maps to no item: all 300 items"))
        #expect(stop.description.hasPrefix("gallery \"test\": apply:"))
    }

    @MainActor @Test func rulesInOrder() throws {
        var truth = ItemTruth()
        truth.add((0..<4).map { ReelCore.Item.synthetic(index: $0) })
        var map = ItemIdentifierMap()
        // An item id and an image URL name their items; an own key claims the first unclaimed item.
        #expect(try map.itemIDs(of: ["2"], in: truth) == ["2"])
        #expect(try map.itemIDs(of: [URL(string: ReelCore.Item.synthetic(index: 3).url)!], in: truth) == ["3"])
        #expect(try map.itemIDs(of: [70, 71, 70], in: truth) == ["0", "1", "0"])
        // Every item is claimed now: a new key maps to none, a known key keeps its item.
        #expect(throws: ItemIdentifierMap.Failure.self) { try map.itemIDs(of: [72], in: truth) }
        #expect(try map.itemIDs(of: [71], in: truth) == ["1"])
    }
}
