import ReelKit

// Changed beyond the import: 4 lines: @IBOutlet weak var -> @Outlet var.

struct FeedPhoto: Hashable {
    let id: String
    let title: String
    let caption: String
    let url: URL
}

/// The feed's cell, laid out in PhotoFeedCell.xib: a square image, and a stack view with the title and the caption.
final class PhotoFeedCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoFeedCell"

    @Outlet var photoView: UIImageView!
    @Outlet var titleLabel: UILabel!
    @Outlet var captionLabel: UILabel!
    @Outlet var spinner: UIActivityIndicatorView!

    private var task: URLSessionDataTask?
    private var photoID: String?

    override func awakeFromNib() {
        super.awakeFromNib()
        photoView.layer.cornerRadius = 6
        photoView.clipsToBounds = true
    }

    func configure(with photo: FeedPhoto) {
        photoID = photo.id
        titleLabel.text = photo.title
        captionLabel.text = photo.caption
        photoView.image = nil
        spinner.startAnimating()
        task = URLSession.shared.dataTask(with: photo.url) { [weak self] data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                guard let self, self.photoID == photo.id else { return }
                self.spinner.stopAnimating()
                self.photoView.image = image
            }
        }
        task?.resume()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        task = nil
        photoView.image = nil
    }
}

/// The feed screen: its collection view's cells come from PhotoFeedCell.xib.
final class PhotoFeedViewController: UICollectionViewController {
    var photos: [FeedPhoto] = []
    private var dataSource: UICollectionViewDiffableDataSource<Int, FeedPhoto>!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(
            UINib(nibName: "PhotoFeedCell", bundle: .module), forCellWithReuseIdentifier: PhotoFeedCell.reuseIdentifier)
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, photo in
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: PhotoFeedCell.reuseIdentifier, for: indexPath)
                as! PhotoFeedCell
            cell.configure(with: photo)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, FeedPhoto>()
        snapshot.appendSections([0])
        snapshot.appendItems(photos)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
