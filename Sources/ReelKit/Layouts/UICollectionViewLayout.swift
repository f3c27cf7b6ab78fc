import Foundation
import ReelCore

/// A layout object. The base class lays nothing out: a collection view whose layout is one (reel's default) is laid
/// out by the scenario's template. A subclass places cells as UIKit asks it to: reel calls its `prepare()`, reads
/// `collectionViewContentSize` and the cells' attributes from `layoutAttributesForElements(in:)` (and
/// `layoutAttributesForItem(at:)` for items that answer leaves out), and lays the cells out at those frames; see
/// docs/reelkit.md for what it reads when.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout is set on.
    open internal(set) weak var collectionView: UICollectionView?
    /// Bumped when the layout changes (a property set, an invalidation): the collection view lays out again.
    private(set) var generation = 0
    /// Set while reel reads the layout: its own `prepare()` may set properties without invalidating it again.
    var isBeingRead = false
    /// Decoration view classes and nibs by kind (kept: reel draws no decoration views).
    private(set) var decorationViews: [String: Any] = [:]

    /// A layout that leaves the scenario's template in charge (subclasses place cells).
    public override init() { super.init() }

    /// A layout a storyboard declares (its scene's `collectionViewLayout`); nil for any other coder.
    public required init?(coder: NSCoder) {
        guard coder is NibCoder else { return nil }
        super.init()
    }

    /// The class of the attributes the layout makes (subclasses with attributes of their own return it).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks the layout as changed: reel calls `prepare()` and reads it again before the next frame.
    open func invalidateLayout() {
        invalidateLayout(with: .made(by: type(of: self)))
    }

    /// Marks the layout as changed as `context` says (reel reads the whole layout again whatever it says).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        guard !isBeingRead else { return }
        generation &+= 1
    }

    /// Called before reel reads the layout (as UIKit calls it before each layout pass).
    open func prepare() {}

    /// The size of the content (zero unless a subclass says).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the cells and views in `rect` (none unless a subclass says).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath` (none unless a subclass says).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view (none unless a subclass says).
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view (none unless a subclass says).
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether scrolling to `newBounds` needs a new layout pass (false: a scroll keeps the layout). reel asks on each
    /// frame the content offset changed.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context a bounds change invalidates the layout with.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        .made(by: type(of: self))
    }

    /// Whether a self-sizing cell's preferred attributes need a new layout pass (false unless a subclass says).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Where scrolling that would stop at `proposedContentOffset` stops (there, unless a subclass says).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a fling that would stop at `proposedContentOffset` stops (there, unless a subclass says).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// Called with the items of a batch update or an applied snapshot, before the layout pass that shows it.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the batch update's layout pass.
    open func finalizeCollectionViewUpdates() {}

    /// Registers the class of a decoration view (kept: reel draws no decoration views).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationViews[elementKind] = viewClass
    }

    /// Registers the nib of a decoration view (kept: reel draws no decoration views).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationViews[elementKind] = nib
    }

    /// Where this layout places items, as reel's layout model: nil leaves the scenario's template in charge; a
    /// subclass's cells are at the frames its attributes give.
    func placement(in context: LayoutContext) throws(LayoutRefusal) -> AppLayout? {
        guard type(of: self) != UICollectionViewLayout.self else { return nil }
        return .frames(try LayoutReading(layout: self, context: context).itemFrames())
    }
}
