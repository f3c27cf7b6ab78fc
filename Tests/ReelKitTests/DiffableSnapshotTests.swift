import Foundation
import Testing

@testable import ReelKit

/// A diffable snapshot as a value, with UIKit's semantics: sections and items by identifier, inserts and moves
/// relative to an item or a section, deletes, and the items marked for reconfigure or reload.
@MainActor @Suite struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    static func albums() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["recent", "favourites"])
        snapshot.appendItems([1, 2], toSection: "recent")
        snapshot.appendItems([3], toSection: "favourites")
        return snapshot
    }

    @Test func sectionsAndItemsAreFoundByIdentifier() {
        let snapshot = Self.albums()
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 3)
        #expect(snapshot.sectionIdentifiers == ["recent", "favourites"])
        #expect(snapshot.numberOfItems(inSection: "recent") == 2)
        #expect(snapshot.itemIdentifiers(inSection: "favourites") == [3])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "favourites")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(2) == 1 && snapshot.indexOfItem(3) == 2 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("favourites") == 1)
    }

    @Test func itemsAreInsertedAndMovedAroundOtherItems() {
        var snapshot = Self.albums()
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([4], afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "recent") == [0, 1, 2])
        #expect(snapshot.itemIdentifiers(inSection: "favourites") == [3, 4])
        snapshot.moveItem(4, beforeItem: 0)
        #expect(snapshot.itemIdentifiers(inSection: "recent") == [4, 0, 1, 2])
        snapshot.moveItem(0, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "recent") == [4, 1, 2])
        #expect(snapshot.itemIdentifiers(inSection: "favourites") == [3, 0])
        #expect(snapshot.itemIdentifiers == [4, 1, 2, 3, 0])
    }

    @Test func sectionsAreInsertedAndDeletedWithTheirItems() {
        var snapshot = Self.albums()
        snapshot.insertSections(["shared"], beforeSection: "recent")
        snapshot.appendItems([7], toSection: "shared")
        #expect(snapshot.sectionIdentifiers == ["shared", "recent", "favourites"])
        #expect(snapshot.itemIdentifiers.first == 7)
        snapshot.deleteSections(["shared", "favourites"])
        #expect(snapshot.sectionIdentifiers == ["recent"] && snapshot.itemIdentifiers == [1, 2])
    }

    @Test func reconfiguredAndReloadedItemsAreKeptApart() {
        var snapshot = Self.albums()
        snapshot.reconfigureItems([1])
        snapshot.reloadItems([3])
        #expect(snapshot.reconfiguredItemIdentifiers == [1])
        #expect(snapshot.reloadedItemIdentifiers == [3])
        #expect(IndexPath(row: 1, section: 0) == IndexPath(item: 1, section: 0))
        #expect(IndexPath(row: 4, section: 2).section == 2)
    }
}
