/// A view controller: reel calls nothing on it; a gallery makes one and calls `loadViewIfNeeded()`, which runs
/// `viewDidLoad()` once, as UIKit does when the view is first needed.
@MainActor
open class UIViewController {
    private var viewLoaded = false

    public required init() {}

    /// Runs `viewDidLoad()` the first time.
    public func loadViewIfNeeded() {
        guard !viewLoaded else { return }
        viewLoaded = true
        viewDidLoad()
    }

    open func viewDidLoad() {}
}

/// A view controller managing a collection view (reel's, handed over by the gallery).
@MainActor
open class UICollectionViewController: UIViewController {
    open var collectionView: UICollectionView!

    public required init() { super.init() }

    public convenience init(collectionViewLayout layout: UICollectionViewLayout) { self.init() }
}
