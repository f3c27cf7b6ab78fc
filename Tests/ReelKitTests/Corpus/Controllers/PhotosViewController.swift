import ReelKit

// Changed beyond the import: 1 line(s): override init(frame: CGRect) -> required init(frame: CGRect).

struct Photo: Hashable {
    let id: String
    let caption: String
    let url: URL
}

final class PhotoGridCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoGridCell"

    let imageView = UIImageView()
    let captionLabel = UILabel()
    private var task: URLSessionDataTask?
    private var photoID: String?

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.font = .preferredFont(forTextStyle: .caption1)
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            captionLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 4),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        task = nil
        photoID = nil
        imageView.image = nil
        captionLabel.text = nil
    }

    func configure(with photo: Photo) {
        photoID = photo.id
        captionLabel.text = photo.caption
        task = URLSession.shared.dataTask(with: photo.url) { [weak self] data, _, _ in
            let image = data.flatMap(UIImage.init(data:))
            DispatchQueue.main.async {
                guard let self, self.photoID == photo.id else { return }
                self.imageView.image = image
            }
        }
        task?.resume()
    }
}

final class PhotosViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var photos: [Photo]
    private var collectionView: UICollectionView!
    private let refreshControl = UIRefreshControl()

    init(photos: [Photo]) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        let layout = UICollectionViewFlowLayout()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        refreshControl.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        collectionView.refreshControl = refreshControl
        view.addSubview(collectionView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        collectionView.reloadData()
    }

    func reload() {
        collectionView.reloadData()
        refreshControl.endRefreshing()
    }

    /// New photos arrived: they go first, above what the user sees.
    func insertNewPhotos(_ newPhotos: [Photo]) {
        collectionView.performBatchUpdates {
            self.photos.insert(contentsOf: newPhotos, at: 0)
            let indexPaths = (0..<newPhotos.count).map { IndexPath(item: $0, section: 0) }
            self.collectionView.insertItems(at: indexPaths)
        }
    }

    func removeFirstPhoto() {
        guard !photos.isEmpty else { return }
        photos.removeFirst()
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
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

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let alert = UIAlertController(title: photos[indexPath.item].caption, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
