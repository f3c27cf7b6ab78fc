import Testing

@testable import ReelCore

/// The data source alone: identifiers by identity, diffs of identifiers, flags kept by identifier, registrations.
@Suite struct DataSourceStateTests {
    private func items(_ ids: [ItemID]) -> [Item] {
        ids.map { Item(id: $0, url: "reel-synthetic:\($0)", title: "Photo \($0)") }
    }

    @Test func stableIdentifiersDiffLikeTheItems() {
        var state = DataSourceState(items: items(["a", "b", "c"]), settings: DataSourceSettings(identity: .stable))
        let diff = state.replaceSnapshot(with: items(["x", "a", "c", "b"]))
        #expect(diff.inserted == ["x"])
        #expect(diff.deleted.isEmpty)
        #expect(diff.moved.count == 1)
        #expect(state.index(ofItem: "a") == 1)
        #expect(state.index(ofIdentifier: "b") == 3)
        #expect(state.resolve(.index(4)) == nil && state.resolve(.id("c")) == 2)
    }

    @Test func indexIdentifiersKeepFlagsWithThePositionAndReportTheMisattribution() {
        var state = DataSourceState(items: items(["a", "b", "c"]), settings: DataSourceSettings(identity: .index))
        #expect(state.toggle(.selected, at: 1) == ("row-1", true))
        let before = state.flagsByItem()
        #expect(before == ["b": .selected])
        let diff = state.replaceSnapshot(with: items(["x", "a", "b", "c"]))
        #expect(diff.inserted == ["row-3"] && diff.deleted.isEmpty)
        let changes = state.reconcileRowFlags(before: before)
        #expect(changes.map(\.itemID) == ["a", "b"])
        #expect(changes[0].gained == .selected && changes[1].lost == .selected)
        #expect(state.flags(at: 1) == .selected)  // "a" now sits where "b" was
    }

    @Test func freshIdentifiersReplaceEveryRowAndDropItsFlags() {
        var state = DataSourceState(items: items(["a", "b"]), settings: DataSourceSettings(identity: .freshUUID))
        _ = state.toggle(.expanded, at: 0)
        let before = state.flagsByItem()
        let diff = state.replaceSnapshot(with: items(["a", "b"]))
        #expect(diff.inserted.count == 2 && diff.deleted.count == 2)
        #expect(state.reconcileRowFlags(before: before).map(\.itemID) == ["a"])
        #expect(state.rowFlags.isEmpty)
    }

    @Test func aRegistrationInsideTheProviderIsANewReuseIdentifierEachTime() {
        var once = DataSourceState(items: items(["a"]), settings: DataSourceSettings(cellRegistration: .once))
        #expect(once.nextReuseIdentifier(base: "photo") == ("photo", 1))
        #expect(once.nextReuseIdentifier(base: "photo") == ("photo", 1))
        var inside = DataSourceState(
            items: items(["a"]), settings: DataSourceSettings(cellRegistration: .insideProvider))
        #expect(inside.nextReuseIdentifier(base: "photo") == ("photo#registration-1", 1))
        #expect(inside.nextReuseIdentifier(base: "photo") == ("photo#registration-2", 2))
    }

    @Test func aCapturedModelStillFindsItemsTheSnapshotDropped() {
        var state = DataSourceState(items: items(["a", "b"]), settings: DataSourceSettings())
        _ = state.replaceSnapshot(with: items(["b"]))
        #expect(state.configuredItem("a")?.title == "Photo a")
        #expect(state.capturedItems.map(\.id) == ["a", "b"])
    }
}
