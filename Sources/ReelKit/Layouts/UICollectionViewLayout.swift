import Foundation
import ReelCore

/// A layout object. The base class lays nothing out: a collection view whose layout is one (reel's default) is laid
/// out by the scenario's template. `UICollectionViewFlowLayout` and `UICollectionViewCompositionalLayout` place
/// reel's cells when the app sets one; a subclass of this class with its own placement stops the run (reel cannot
/// ask it for frames), see docs/reelkit.md.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view the layout is set on.
    open internal(set) weak var collectionView: UICollectionView?
    /// Bumped when the layout changes (a property set, `invalidateLayout()`): the collection view lays out again.
    private(set) var generation = 0
    /// Set while reel reads the layout: its own `prepare()` may set properties without invalidating it again.
    var isBeingRead = false

    /// A layout that leaves the scenario's template in charge (subclasses place cells).
    public init() {}

    /// reel loads no archives.
    public required init?(coder: NSCoder) { nil }

    /// Marks the layout as changed: reel asks it for its placement again before the next frame.
    open func invalidateLayout() {
        guard !isBeingRead else { return }
        generation &+= 1
    }

    /// Called before reel reads the layout (as UIKit calls it before each layout pass).
    open func prepare() {}

    /// The size of the content, once reel has laid it out (zero before).
    open var collectionViewContentSize: CGSize { .zero }

    /// Where this layout places items, as reel's layout model: nil leaves the scenario's template in charge.
    func placement(in context: LayoutContext) throws(LayoutRefusal) -> GridSpec? {
        guard type(of: self) == UICollectionViewLayout.self else {
            throw LayoutRefusal(
                "\(type(of: self)) is a UICollectionViewLayout subclass of the app's own: reel cannot ask it for "
                    + "frames; use UICollectionViewFlowLayout or UICollectionViewCompositionalLayout, or set no "
                    + "layout (the scenario's template)")
        }
        return nil
    }
}
