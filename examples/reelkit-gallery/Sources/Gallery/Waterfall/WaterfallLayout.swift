// A Pinterest-style waterfall: UIKit code run with `import ReelKit`. Each photo goes to the shortest column, as tall
// as the column's width at the photo's aspect ratio (its delegate says), plus a caption.
import ReelKit

protocol WaterfallLayoutDelegate: AnyObject {
    /// The photo's height at `width` (its aspect ratio).
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: IndexPath, width: CGFloat)
        -> CGFloat
}

class WaterfallLayout: UICollectionViewLayout {
    weak var delegate: (any WaterfallLayoutDelegate)?
    var numberOfColumns = 2
    var cellPadding: CGFloat = 4
    var captionHeight: CGFloat = 0

    /// The attributes of every item, made in `prepare()`.
    var cache: [UICollectionViewLayoutAttributes] = []
    var contentHeight: CGFloat = 0

    required override init() { super.init() }

    required init?(coder: NSCoder) { nil }

    private var contentWidth: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        // The layout is made again whenever the number of items changed (a new page, a new snapshot).
        guard let collectionView else { return }
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        guard cache.count != count else { return }
        cache.removeAll()
        contentHeight = 0
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        let xOffset = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }
        var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: 0)
            let column = yOffset.indices.min { yOffset[$0] < yOffset[$1] } ?? 0
            let photoHeight =
                delegate?.collectionView(
                    collectionView, heightForPhotoAt: indexPath, width: columnWidth - 2 * cellPadding)
                ?? 180
            let height = cellPadding * 2 + photoHeight + captionHeight
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] += height
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

/// The waterfall as a popular tutorial writes it: the attributes are made once (`guard cache.isEmpty`), so a page
/// of photos appended later gets none — UIKit shows no cell for them, and the content does not grow.
final class MadeOnceWaterfallLayout: WaterfallLayout {
    override func prepare() {
        guard cache.isEmpty else { return }
        super.prepare()
    }
}
