import Testing

@testable import ReelCore

/// The parts return what they did instead of writing the recorder: the entries come back in the order they happened,
/// and the recorder stamps and counts them when the frame loop hands them over.
@Suite struct PartRecordTests {
    @Test func aPartsRecordKeepsEventsAndFactsInOrder() {
        var store = CellStore()
        let cell = store.dequeue(reuseIdentifier: "photo").cell
        _ = store.assign(cell, itemID: "a", index: 0, reused: false, preparing: true)
        store.keepPrepared(cell, at: 0)
        let record = store.unprepare(index: 0)
        #expect(
            record.entries == [
                .fact(.preparedNeverDisplayed), .event(.unprepare(cell: cell, itemID: "a", displayed: false)),
            ])
        #expect(record.events == [.unprepare(cell: cell, itemID: "a", displayed: false)])
        // Nothing to send back: an empty record.
        #expect(store.unprepare(index: 0).entries.isEmpty)
    }

    @Test func theRecorderStampsAndCountsWhatItTakes() {
        var recorder = Recorder()
        recorder.now = 250
        var record = PartRecord()
        record.note(.cacheMiss)
        record.record(.cacheHit(itemID: "7"))
        recorder.take(record)
        #expect(recorder.metrics.cache.misses == 1 && recorder.metrics.cache.hits == 1)
        let events = recorder.finishFrame()
        #expect(events.map(\.event) == [.cacheHit(itemID: "7")])
        #expect(events.map(\.timeMs) == [250])
    }
}
