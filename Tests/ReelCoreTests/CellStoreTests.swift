import Testing

@testable import ReelCore

/// The cell store alone: typed ids, the reuse pool's order, lifecycle events and the memory it models.
@Suite struct CellStoreTests {
    private func tag(_ item: ItemID, size: Int = 10) -> ImageTag {
        ImageTag(itemID: item, key: ImageKey(url: "reel-synthetic:\(item)", size: PixelSize(width: size, height: size)))
    }

    @Test func createsCellsInOrderThenReusesThePooledOneThatWaitedLongest() throws {
        var store = CellStore()
        var recorder = Recorder()
        let first = store.dequeue(reuseIdentifier: "photo")
        recorder.take(first.record)
        let second = store.dequeue(reuseIdentifier: "photo")
        recorder.take(second.record)
        #expect(first.cell == CellID(1) && !first.reused)
        #expect(second.cell == CellID(2) && !second.reused)
        recorder.take(store.assign(first.cell, itemID: "a", index: 0, reused: false, preparing: false))
        recorder.take(store.assign(second.cell, itemID: "b", index: 1, reused: false, preparing: false))
        recorder.take(store.beginDisplay(first.cell, index: 0, itemID: "a", wasPrepared: false, now: recorder.now))
        recorder.take(store.beginDisplay(second.cell, index: 1, itemID: "b", wasPrepared: false, now: recorder.now))
        for (index, id) in [(0, "a"), (1, "b")] as [(Int, ItemID)] {
            let removed = store.removeDisplayed(at: index)
            let cell = try #require(removed)
            recorder.take(store.endDisplay(cell, itemID: id, afterwards: .pool))
        }
        // Another reuse identifier never gets these cells.
        let other = store.dequeue(reuseIdentifier: "other")
        recorder.take(other.record)
        #expect(other.cell == CellID(3))
        let reused = store.dequeue(reuseIdentifier: "photo")
        recorder.take(reused.record)
        #expect(reused.cell == CellID(1) && reused.reused)
        #expect(recorder.metrics.cells.created == 3)
        #expect(recorder.metrics.cells.reused == 1)
        #expect(recorder.metrics.exposure.neverCorrect == 2)
        let events = recorder.finishFrame().map(\.event)
        #expect(events.first == .create(cell: 1))
        #expect(events.last == .reuse(cell: 1, previousItemID: "a"))
        #expect(events.contains(.display(cell: 2, itemID: "b", prepared: false)))
        #expect(events.contains(.endDisplay(cell: 1, itemID: "a")))
    }

    @Test func heldImageBytesFollowEveryContentChange() {
        var store = CellStore()
        let cell = store.dequeue(reuseIdentifier: "photo").cell
        #expect(store.heldImageBytes == 0)
        store.show(.image(tag("a", size: 10)), in: cell)
        #expect(store.heldImageBytes == 400)
        store.show(.image(tag("b", size: 20)), in: cell)
        #expect(store.heldImageBytes == 1_600)
        store.show(.failed(tag("c"), reason: .httpStatus(404)), in: cell)
        #expect(store.heldImageBytes == 0)
        store.show(.image(tag("d", size: 5)), in: cell)
        #expect(store.memoryBytes == CellStore.cellBaseBytes + 100)
    }

    @Test func preparedCellsAreKeptHeldOrPooledAsTheyAreTold() {
        var store = CellStore()
        var recorder = Recorder()
        let cell = store.dequeue(reuseIdentifier: "photo").cell
        recorder.take(store.assign(cell, itemID: "a", index: 4, reused: false, preparing: true))
        store.keepPrepared(cell, at: 4)
        let taken = store.takePrepared(index: 4)
        recorder.take(taken.record)
        #expect(taken.cell == cell)
        #expect(recorder.metrics.cells.displayedFromPrepared == 1)
        recorder.take(store.beginDisplay(cell, index: 4, itemID: "a", wasPrepared: true, now: recorder.now))
        #expect(store.removeDisplayed(at: 4) == cell)
        recorder.take(store.endDisplay(cell, itemID: "a", afterwards: .keepPrepared(index: 4, until: 400)))
        #expect(store.prepared[4] == cell && store[cell].preparedUntil == 400)
        recorder.take(store.unprepare(index: 4))
        #expect(recorder.metrics.cells.preparedNeverDisplayed == 0)  // it had been displayed
        // A cell held for a disappearing animation joins the pool only when the animation ends.
        let held = store.dequeue(reuseIdentifier: "photo").cell
        #expect(held == cell)
        recorder.take(store.endDisplay(held, itemID: "a", afterwards: .holdUntil(100)))
        store.releaseDisappearing(at: 99)
        #expect(store.dequeue(reuseIdentifier: "photo").cell == CellID(2))
        store.releaseDisappearing(at: 100)
        #expect(store.dequeue(reuseIdentifier: "photo").cell == held)
    }
}
