import ReelKit

// Changed beyond the import: 3 lines: @IBOutlet weak var -> @Outlet var.

/// The "GridCell" prototype of Photos.storyboard's Grid scene: the image fills the cell, the title sits on it.
final class GridPhotoCell: UICollectionViewCell {
    @Outlet var photoView: UIImageView!
    @Outlet var captionLabel: UILabel!

    private var photo: FeedPhoto?
    private var task: URLSessionDataTask?

    func load(_ photo: FeedPhoto) {
        self.photo = photo
        captionLabel.text = photo.title
        photoView.image = nil
        task = URLSession.shared.dataTask(with: photo.url) { data, _, error in
            guard error == nil, let data else { return }
            let image = UIImage(data: data)
            DispatchQueue.main.async { [weak self] in
                guard let self, self.photo == photo else { return }
                self.photoView.image = image
            }
        }
        task?.resume()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        photoView.image = nil
    }
}

/// The Grid scene's controller: a plain view controller whose collection view is an outlet.
final class GridPhotosViewController: UIViewController {
    @Outlet var collectionView: UICollectionView!

    var photos: [FeedPhoto] = []
    private var dataSource: UICollectionViewDiffableDataSource<Int, FeedPhoto>!

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, photo in
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: "GridCell", for: indexPath) as! GridPhotoCell
            cell.load(photo)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, FeedPhoto>()
        snapshot.appendSections([0])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
