import ReelKit

// Changed beyond the import: 3 lines: @IBOutlet weak var -> @Outlet var.

/// The same feed cell as written first: no cancel on reuse and no check of which photo the cell shows now when the
/// data arrives, so a reused cell shows the previous photo's image.
final class BuggyFeedCell: UICollectionViewCell {
    @Outlet var photoView: UIImageView!
    @Outlet var titleLabel: UILabel!
    @Outlet var captionLabel: UILabel!

    func configure(with photo: FeedPhoto) {
        titleLabel.text = photo.title
        captionLabel.text = photo.caption
        URLSession.shared.dataTask(with: photo.url) { data, _, _ in
            guard let data else { return }
            DispatchQueue.main.async {
                self.photoView.image = UIImage(data: data)
            }
        }.resume()
    }
}

/// The buggy feed screen: a cell registration made from the cell's nib.
final class BuggyFeedViewController: UICollectionViewController {
    var photos: [FeedPhoto] = []
    private var dataSource: UICollectionViewDiffableDataSource<Int, FeedPhoto>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<BuggyFeedCell, FeedPhoto>(
            cellNib: UINib(nibName: "BuggyFeedCell", bundle: .module)
        ) { cell, _, photo in
            cell.configure(with: photo)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, FeedPhoto>()
        snapshot.appendSections([0])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
