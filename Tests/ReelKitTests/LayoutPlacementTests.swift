import Foundation
import ReelCore
import Testing

@testable import ReelKit

/// Flow and compositional layouts read as reel's layout model: the grid they give places cells where UIKit's
/// layout would, and equals the template's grid when the app's layout is the same grid.
@MainActor
@Suite struct LayoutPlacementTests {
    /// The grid spec `layout` gives on a 390 × 844 collection view of `items` items in one section.
    static func spec(
        of layout: UICollectionViewLayout, items: Int = 30, delegate: (any UICollectionViewDelegate)? = nil
    ) throws -> GridSpec? {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.collectionViewLayout = layout
        view.delegate = delegate
        let context = LayoutContext(
            collectionView: view, width: 390, height: 844, template: photoGrid().layout, itemCount: items,
            indexPath: { IndexPath(item: $0, section: 0) }, flatIndex: { $0.section == 0 ? $0.item : nil },
            report: { _ in })
        switch try layout.placement(in: context) {
        case .grid(let spec): return spec
        case .frames: throw PlacedItemByItem()
        case nil: return nil
        }
    }

    /// The layout placed items one by one (frames), not as a grid.
    struct PlacedItemByItem: Error {}

    @Test func aCollectionViewMadeWithALayoutIsTheLayoutsCollectionView() {
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        #expect(layout.collectionView === view)
        let other = UICollectionViewFlowLayout()
        view.collectionViewLayout = other
        #expect(other.collectionView === view && layout.collectionView == nil)
    }

    /// The frames of the first `count` items of the grid `spec` gives.
    static func frames(_ spec: GridSpec?, count: Int = 30) -> [Rect] {
        guard let spec else { return [] }
        let grid = GridLayout(spec: spec, viewportWidth: 390, itemCount: count)
        return (0..<count).map(grid.frame(at:))
    }

    static let templateFrames = frames(photoGrid().layout)

    @Test func theBaseLayoutLeavesTheTemplate() throws {
        #expect(try Self.spec(of: UICollectionViewLayout()) == nil)
    }

    @Test func aFlowLayoutFillingThreeColumnsIsTheTemplatesGrid() throws {
        let layout = UICollectionViewFlowLayout()
        let side = (390 - 2 * 2) / 3.0
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        let spec = try #require(try Self.spec(of: layout))
        #expect(spec.kind == .grid && spec.columns == 3 && spec.spacing == 2 && spec.lineSpacing == nil)
        #expect(Self.frames(spec) == Self.templateFrames)
    }

    @Test func aFlowLayoutSharesALinesRoomBetweenItsItems() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 150)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let frames = Self.frames(try Self.spec(of: layout))
        // 374 points between the insets: three items of 100 with the 74 left shared, 37 between them.
        #expect(frames[0] == Rect(x: 8, y: 8, width: 100, height: 150))
        #expect(frames[1] == Rect(x: 145, y: 8, width: 100, height: 150))
        #expect(frames[2] == Rect(x: 282, y: 8, width: 100, height: 150))
        #expect(frames[3] == Rect(x: 8, y: 178, width: 100, height: 150))
    }

    @Test func aFlowLayoutCentresALineOfOneItem() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 100)
        let frames = Self.frames(try Self.spec(of: layout))
        #expect(frames[0] == Rect(x: 95, y: 0, width: 200, height: 100))
        #expect(frames[1] == Rect(x: 95, y: 110, width: 200, height: 100))
    }

    @Test func sizeForItemAtIsAskedForEveryItem() throws {
        let layout = UICollectionViewFlowLayout()
        let delegate = SizingDelegate { _ in CGSize(width: 180, height: 90) }
        let frames = Self.frames(try Self.spec(of: layout, items: 30, delegate: delegate))
        #expect(delegate.asked.count == 30)
        #expect(delegate.asked.first == IndexPath(item: 0, section: 0))
        #expect(frames[0] == Rect(x: 0, y: 0, width: 180, height: 90))
        #expect(frames[1] == Rect(x: 210, y: 0, width: 180, height: 90))
        #expect(frames[2] == Rect(x: 0, y: 100, width: 180, height: 90))
    }

    @Test func insetsAndSpacingComeFromTheDelegateWhenItAnswers() throws {
        let layout = UICollectionViewFlowLayout()
        let delegate = SizingDelegate { _ in CGSize(width: 110, height: 110) }
        delegate.inset = UIEdgeInsets(top: 20, left: 15, bottom: 0, right: 15)
        delegate.lineSpacing = 3
        let frames = Self.frames(try Self.spec(of: layout, delegate: delegate))
        // 360 points between the insets: three items of 110, 15 between them.
        #expect(frames[0] == Rect(x: 15, y: 20, width: 110, height: 110))
        #expect(frames[1] == Rect(x: 140, y: 20, width: 110, height: 110))
        #expect(frames[3] == Rect(x: 15, y: 133, width: 110, height: 110))
    }

    @Test func itemsOfDifferentSizesArePlacedItemByItem() throws {
        let delegate = SizingDelegate { CGSize(width: 100, height: $0.item == 4 ? 200 : 100) }
        #expect(throws: PlacedItemByItem.self) { try Self.spec(of: UICollectionViewFlowLayout(), delegate: delegate) }
    }

    @Test func aHorizontalFlowLayoutStopsWithTheReason() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let error = #expect(throws: LayoutRefusal.self) { try Self.spec(of: layout) }
        #expect(error?.description.contains("reel scrolls vertically; use .vertical") == true)
    }

    @Test func automaticSizeMakesSelfSizingRows() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let spec = try #require(try Self.spec(of: layout))
        #expect(spec.kind == .feed && spec.columns == 1)
        #expect(spec.insets.left == 16 && spec.insets.right == 16 && spec.estimatedHeight == 50)
    }

    @Test func aCustomLayoutSubclassIsPlacedItemByItem() throws {
        final class Mosaic: UICollectionViewLayout {}
        #expect(throws: PlacedItemByItem.self) { try Self.spec(of: Mosaic()) }
    }

    // MARK: Compositional layouts

    static func grid(
        item: NSCollectionLayoutSize, group: NSCollectionLayoutSize, insets: NSDirectionalEdgeInsets = .zero,
        configure: (NSCollectionLayoutItem, NSCollectionLayoutGroup, NSCollectionLayoutSection) -> Void = { _, _, _ in
        }
    ) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: item)
        item.contentInsets = insets
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: group, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        configure(item, group, section)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func fractionalItemsWithContentInsets() throws {
        let layout = Self.grid(
            item: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
            group: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
            insets: NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        let frames = Self.frames(try Self.spec(of: layout))
        // Thirds of 390 are 130 points; each cell is inset by 1 on every side.
        let expected = [
            Rect(x: 1, y: 1, width: 128, height: 128), Rect(x: 131, y: 1, width: 128, height: 128),
            Rect(x: 261, y: 1, width: 128, height: 128), Rect(x: 1, y: 131, width: 128, height: 128),
        ]
        for (frame, expected) in zip(frames, expected) {
            #expect(abs(frame.minX - expected.minX) < 1e-9 && abs(frame.minY - expected.minY) < 1e-9)
            #expect(abs(frame.width - expected.width) < 1e-9 && abs(frame.height - expected.height) < 1e-9)
        }
    }

    @Test func absoluteSizesAndSectionInsets() throws {
        let layout = Self.grid(
            item: NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(80)),
            group: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90))
        ) { _, _, section in
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            section.interGroupSpacing = 5
        }
        let frames = Self.frames(try Self.spec(of: layout))
        // 350 points wide: three items of 110; a row is the group's 90 points, then 5.
        #expect(frames[0] == Rect(x: 20, y: 10, width: 110, height: 80))
        #expect(frames[2] == Rect(x: 240, y: 10, width: 110, height: 80))
        #expect(frames[3] == Rect(x: 20, y: 105, width: 110, height: 80))
    }

    @Test func countAndFixedSpacingMakeTheTemplatesGrid() throws {
        let side = (390 - 2 * 2) / 3.0
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 2
        let spec = try #require(try Self.spec(of: UICollectionViewCompositionalLayout(section: section)))
        #expect(spec.columns == 3 && spec.spacing == 2 && spec.lineSpacing == nil && spec.insets == .zero)
        #expect(Self.frames(spec) == Self.templateFrames)
    }

    @Test func edgeSpacingAndFlexibleSpacing() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(5), top: .fixed(4), trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(104)),
            subitems: [item])
        group.interItemSpacing = .flexible(10)
        let section = NSCollectionLayoutSection(group: group)
        let frames = Self.frames(try Self.spec(of: UICollectionViewCompositionalLayout(section: section)))
        // Three items of 105 fit with at least 10 between; the 75 left make 37.5 between them.
        #expect(frames[0] == Rect(x: 5, y: 4, width: 100, height: 100))
        #expect(frames[1] == Rect(x: 147.5, y: 4, width: 100, height: 100))
        #expect(frames[3] == Rect(x: 5, y: 108, width: 100, height: 100))
    }

    @Test func estimatedHeightsMakeSelfSizingRows() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120))
        let layout = Self.grid(item: size, group: size) { _, _, section in
            section.interGroupSpacing = 8
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        }
        let spec = try #require(try Self.spec(of: layout))
        #expect(spec.kind == .feed && spec.estimatedHeight == 120 && spec.lineSpacing == 8)
        #expect(spec.insets.left == 12 && spec.insets.right == 12)
    }

    @Test func anInsetGroupedListIsInsetSelfSizingRows() throws {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let spec = try #require(try Self.spec(of: layout))
        #expect(spec.kind == .feed && spec.estimatedHeight == 44)
        #expect(spec.insets == EdgeInsets(top: 35, left: 20, bottom: 35, right: 20))
        let plain = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(try Self.spec(of: plain)?.insets == .zero)
    }

    @Test func whatReelCannotExpressStopsWithTheReason() throws {
        let item = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
        let group = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
        let sideways = Self.grid(item: item, group: group) { _, _, section in
            section.orthogonalScrollingBehavior = .continuous
        }
        // A band scrolling sideways is laid out item by item (CompositionalSectionsTests), not as a grid.
        #expect(throws: PlacedItemByItem.self) { try Self.spec(of: sideways) }

        let inner = NSCollectionLayoutGroup.vertical(
            layoutSize: group, subitems: [NSCollectionLayoutItem(layoutSize: item)])
        let outer = NSCollectionLayoutGroup.horizontal(layoutSize: group, subitems: [inner])
        let nested = #expect(throws: LayoutRefusal.self) {
            try Self.spec(of: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer)))
        }
        #expect(nested?.description.contains("an NSCollectionLayoutGroup inside a group") == true)

        let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(80))
        let twoSelfSizing = Self.grid(item: estimated, group: group)
        let rows = #expect(throws: LayoutRefusal.self) { try Self.spec(of: twoSelfSizing) }
        #expect(rows?.description.contains("2 self-sizing items (estimated heights) to a row") == true)
    }

    @Test func aSectionProviderIsAskedForTheItemsSection() throws {
        var asked: [Int] = []
        var width = 0.0
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            width = environment.container.effectiveContentSize.width
            return NSCollectionLayoutSection.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
        #expect(try Self.spec(of: layout)?.kind == .feed)
        #expect(asked == [0] && width == 390)
    }
}

/// A flow layout delegate that answers sizes with `size` and, when set, the section's inset and line spacing.
@MainActor
final class SizingDelegate: UICollectionViewDelegateFlowLayout {
    let size: (IndexPath) -> CGSize
    var asked: [IndexPath] = []
    var inset: UIEdgeInsets?
    var lineSpacing: CGFloat?

    init(size: @escaping (IndexPath) -> CGSize) { self.size = size }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        asked.append(indexPath)
        return size(indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets { inset ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { lineSpacing ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }

}
