/// A view controller whose view is a collection view. It is the collection view's data source and delegate unless
/// the app sets others (a diffable data source sets itself), so a subclass overrides the data source methods
/// (`numberOfSections(in:)`, `collectionView(_:numberOfItemsInSection:)`, `collectionView(_:cellForItemAt:)`) in
/// its class body.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let layout: UICollectionViewLayout
    /// The collection view: made by `loadView()` with the controller's layout unless the app set one before.
    open var collectionView: UICollectionView!
    /// A storyboard scene connected the collection view's data source and delegate to the controller: they are set
    /// once the view has loaded, unless the app's code set others (a diffable data source sets itself).
    var connectsFromStoryboard = (dataSource: false, delegate: false)

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller made from a storyboard scene, with a flow layout.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The view is the collection view: the one the app set, or a new one the size of the canvas with the
    /// controller as its data source and delegate.
    open override func loadView() {
        if let collectionView {
            view = collectionView
            return
        }
        super.loadView()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        self.collectionView = collectionView
        view = collectionView
    }

    override func viewLoaded() {
        guard let collectionView else { return }
        // reel asks a data source for its counts when it is set: after `viewDidLoad()` the app's model is in place.
        if connectsFromStoryboard.dataSource, collectionView.dataSource == nil { collectionView.dataSource = self }
        if connectsFromStoryboard.delegate, collectionView.delegate == nil { collectionView.delegate = self }
    }

    // MARK: UICollectionViewDataSource (a subclass overrides these)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Never asked while `collectionView(_:numberOfItemsInSection:)` says 0; a subclass that gives items overrides
    /// it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "", for: indexPath)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate (a subclass overrides these)

    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    // MARK: UIScrollViewDelegate (a subclass overrides these; reel's script scrolls and calls none of them)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}

    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
