import Foundation

@testable import ReelKit

/// Controllers the controller tests run: they record what UIKit would call, or do what reel must refuse.
final class LifecycleRecordingController: UIViewController, UICollectionViewDataSource {
    static var calls: [String] = []
    static var loadedSize: CGSize?
    static var offsets: [CGFloat] = []
    var count: Int
    var collectionView: UICollectionView!

    init(count: Int) {
        self.count = count
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        Self.calls.append("viewDidLoad")
        Self.loadedSize = view.bounds.size
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(PhotoCellForControllers.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        let container = UIView(frame: view.bounds)
        container.addSubview(collectionView)
        view.addSubview(container)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        Self.calls.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Self.calls.append("viewDidAppear")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.calls.append("numberOfItems")
        return count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    /// Reads the scroll position and tries to move it (ignored).
    func readOffset() {
        Self.offsets.append(collectionView.contentOffset.y)
        collectionView.setContentOffset(.zero, animated: true)
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: true)
    }

    /// Calls what reel compiles and ignores: each kind is reported once, however often it is called.
    func navigateAway() {
        for _ in 0..<2 {
            let alert = UIAlertController(title: "Offline", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in Self.calls.append("alert handler") })
            present(alert, animated: true) { Self.calls.append("presented") }
            performSegue(withIdentifier: "detail", sender: nil)
            navigationController?.pushViewController(UIViewController(), animated: true)
            UIButton(type: .system).addTarget(self, action: Selector("refresh"), for: .touchUpInside)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Self.calls.append("prepare")
    }

    /// Grows the model without telling the collection view which items are new.
    func growWithoutInserting() {
        collectionView.performBatchUpdates {
            self.count += 1
        }
    }
}

/// A cell that shows nothing (the lifecycle tests look at the calls, not the frames).
final class PhotoCellForControllers: UICollectionViewCell {}

/// A controller whose view holds no collection view.
final class EmptyController: UIViewController {}

/// A controller whose view holds two.
final class TwoCollectionViewsController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout()))
        view.addSubview(UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout()))
    }
}
