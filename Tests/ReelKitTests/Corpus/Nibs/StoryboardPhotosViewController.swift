import ReelKit

// Changed beyond the import: 2 lines: @IBOutlet weak var -> @Outlet var.

/// A prototype cell of Photos.storyboard's collection view.
final class PrototypePhotoCell: UICollectionViewCell {
    @Outlet var imageView: UIImageView!
    @Outlet var nameLabel: UILabel!

    private var loadTask: Task<Void, Never>?
    var representedURL: URL?

    override func prepareForReuse() {
        super.prepareForReuse()
        loadTask?.cancel()
        imageView.image = nil
    }

    func show(_ photo: FeedPhoto) {
        representedURL = photo.url
        nameLabel.text = photo.title
        loadTask = Task {
            guard let (data, _) = try? await URLSession.shared.data(from: photo.url) else { return }
            guard representedURL == photo.url else { return }
            imageView.image = UIImage(data: data)
        }
    }
}

/// The storyboard's initial view controller: a collection view controller whose cells are the "PhotoCell"
/// prototype.
final class StoryboardPhotosViewController: UICollectionViewController {
    var photos: [FeedPhoto] = []
    private var dataSource: UICollectionViewDiffableDataSource<Int, FeedPhoto>!

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, photo in
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
                as! PrototypePhotoCell
            cell.show(photo)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, FeedPhoto>()
        snapshot.appendSections([0])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
