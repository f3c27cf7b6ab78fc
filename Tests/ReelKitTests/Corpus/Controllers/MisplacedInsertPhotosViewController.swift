import ReelKit

// Changed beyond the import: none.

// The same screen with the insert bug: the new photos go first in the model, but the collection view is told they
// were added at the end, so every row below shows the photo above its own until the next reloadData.
final class MisplacedInsertPhotosViewController: UIViewController, UICollectionViewDataSource {
    private var photos: [Photo]
    private var collectionView: UICollectionView!

    init(photos: [Photo]) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
        collectionView.reloadData()
    }

    func insertNewPhotos(_ newPhotos: [Photo]) {
        let start = photos.count
        collectionView.performBatchUpdates {
            self.photos.insert(contentsOf: newPhotos, at: 0)
            // ❌ the rows were inserted at the top, not after the last one
            let indexPaths = (start..<start + newPhotos.count).map { IndexPath(item: $0, section: 0) }
            self.collectionView.insertItems(at: indexPaths)
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(
                withReuseIdentifier: PhotoGridCell.reuseIdentifier, for: indexPath) as! PhotoGridCell
        cell.configure(with: photos[indexPath.item])
        return cell
    }
}
