import ReelCore
import Testing

@testable import ReelKit

/// What reel knows each cell should show, kept as positions into one array of items: lookups by id, URL and title,
/// updates, and the items a script adds later.
@Suite struct ItemTruthTests {
    static func item(_ id: ItemID, url: String, title: String) -> ReelCore.Item {
        ReelCore.Item(id: id, url: url, title: title)
    }

    @Test func theFirstItemOfEachURLAndTitleWinsAndIdsFindTheirItem() {
        var truth = ItemTruth()
        truth.add([
            Self.item("a", url: "u1", title: "One"), Self.item("b", url: "u1", title: "Two"),
            Self.item("c", url: "u3", title: "Two"),
        ])
        #expect(truth[id: "b"]?.title == "Two")
        #expect(truth[id: "z"] == nil)
        #expect(truth.item(forURL: "u1")?.id == "a")
        #expect(truth.item(titled: "Two", preferring: nil)?.id == "b")
        // The preferred item wins when its own title matches.
        #expect(truth.item(titled: "Two", preferring: "c")?.id == "c")
        #expect(truth.item(titled: "Three", preferring: "c") == nil)
    }

    @Test func updatesReplaceContentInPlaceAndNewItemsAreAppended() {
        var truth = ItemTruth()
        truth.add([Self.item("1", url: "u1", title: "One"), Self.item("2", url: "u2", title: "Two")])
        #expect(truth.item(titled: "One", preferring: nil)?.id == "1")
        truth.update([Self.item("2", url: "u2b", title: "Deux"), Self.item("7", url: "u7", title: "Seven")])
        #expect(truth[id: "2"]?.title == "Deux")
        #expect(truth.item(forURL: "u2b")?.id == "2")
        // The old URL still names the item it belonged to, now with its new content.
        #expect(truth.item(forURL: "u2")?.url == "u2b")
        #expect(truth.item(titled: "Deux", preferring: nil)?.id == "2")
        #expect(truth.item(titled: "Seven", preferring: nil)?.id == "7")
        truth.add([Self.item("1", url: "other", title: "Ignored"), Self.item("9", url: "u9", title: "Nine")])
        #expect(truth[id: "1"]?.title == "One")
        #expect(truth.nextSyntheticIndex == 10)
    }
}
