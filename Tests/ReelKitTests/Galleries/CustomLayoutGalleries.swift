import ReelKit

/// A layout of the app's own: two columns, each item to the shorter column, heights from a pattern of the item's
/// index. It counts what UIKit asks of it; `invalidatesOnScroll` asks for a new pass on every bounds change (as
/// layouts with sticky or parallax elements do).
@MainActor
class TwoColumnTestLayout: UICollectionViewLayout {
    var attributes: [UICollectionViewLayoutAttributes] = []
    var height: CGFloat = 0
    var prepared = 0
    var askedRects: [CGRect] = []
    var invalidatesOnScroll = false
    var boundsChanges = 0

    required override init() { super.init() }
    required init?(coder: NSCoder) { nil }

    nonisolated static func itemHeight(_ item: Int) -> CGFloat { CGFloat(120 + (item * 37) % 160) }

    override func prepare() {
        prepared += 1
        guard let collectionView, collectionView.numberOfSections > 0 else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        let width = (collectionView.bounds.width - 30) / 2
        var bottoms: [CGFloat] = [10, 10]
        attributes = (0..<count).map { item in
            let column = bottoms[0] <= bottoms[1] ? 0 : 1
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: 10 + CGFloat(column) * (width + 10), y: bottoms[column], width: width,
                height: Self.itemHeight(item))
            bottoms[column] += Self.itemHeight(item) + 10
            return attributes
        }
        height = max(bottoms[0], bottoms[1])
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        askedRects.append(rect)
        return attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsChanges += 1
        return invalidatesOnScroll
    }
}

/// The two-column layout as a well-known tutorial writes it: attributes made once (`guard attributes.isEmpty`),
/// so items appended later have none.
@MainActor
final class MadeOnceTestLayout: TwoColumnTestLayout {
    override func prepare() {
        guard attributes.isEmpty else { return }
        super.prepare()
    }
}

/// The two-column layout with its first item pinned 10 points below the top of the visible bounds: it asks for a
/// new pass on every scroll.
@MainActor
final class ScrollInvalidatingTestLayout: TwoColumnTestLayout {
    required init() {
        super.init()
        invalidatesOnScroll = true
    }
    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        guard let collectionView, let first = attributes.first else { return }
        first.frame.origin.y = max(10, collectionView.contentOffset.y + 10)
        first.zIndex = 1
    }
}

/// The photo cell's gallery on a layout of the app's own; `append` adds 30 items, as a next page does.
@MainActor
final class CustomLayoutGallery<Layout: TwoColumnTestLayout>: ReelGallery {
    let collectionView: UICollectionView
    let layout = Layout()
    var lookup: [String: Item] = [:]
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        self.collectionView = collectionView
        collectionView.collectionViewLayout = layout
        let registration = UICollectionView.CellRegistration<PhotoCell, Item> { cell, _, item in
            cell.configure(with: item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            [unowned self] view, path, id in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: self.lookup[id]!)
        }
        append(items)
    }

    func append(_ items: [GalleryItem]) {
        for item in items { lookup[item.id] = Item(id: item.id, thumbURL: item.imageURL) }
        var snapshot = dataSource.snapshot()
        if snapshot.numberOfSections == 0 { snapshot.appendSections([0]) }
        snapshot.appendItems(items.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    struct WrongItem: Error, CustomStringConvertible {
        let description: String
    }

    static var actions: [String: (CustomLayoutGallery) throws -> Void] {
        [
            "append": { $0.append($0.collectionView.reelNewItems(count: 30)) },
            // indexPathForItem(at:) answers from the layout's frames: item 1 is right of item 0, the gap is no item.
            "probe": { gallery in
                let answers = [CGPoint(x: 20, y: 20), CGPoint(x: 300, y: 20), CGPoint(x: 195, y: 20)].map {
                    gallery.collectionView.indexPathForItem(at: $0)
                }
                let expected = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), nil]
                guard answers == expected else { throw WrongItem(description: "indexPathForItem: \(answers)") }
            },
        ]
    }
}

/// The made-once layout that makes its attributes again when `prepare(forCollectionViewUpdates:)` says items were
/// inserted.
@MainActor
final class UpdateAwareTestLayout: TwoColumnTestLayout {
    override func prepare() {
        guard attributes.isEmpty else { return }
        super.prepare()
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        guard updateItems.contains(where: { $0.updateAction == .insert && $0.indexPathAfterUpdate != nil }) else {
            return
        }
        super.prepare()
    }
}
