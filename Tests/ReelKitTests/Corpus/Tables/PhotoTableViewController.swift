import ReelKit

// Changed beyond the import: 1 line(s): override init(style:reuseIdentifier:) -> required init(style:reuseIdentifier:).

/// A photo in a row: an image view filling the content view and a caption, loaded with a data task that the cell
/// cancels on reuse and checks against the photo it shows before it sets the image.
final class PhotoTableViewCell: UITableViewCell {
    static let reuseIdentifier = "PhotoTableViewCell"

    let photoView = UIImageView()
    let captionLabel = UILabel()
    private var task: URLSessionDataTask?
    private var photoID: String?

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.frame = contentView.bounds
        photoView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(photoView)
        contentView.addSubview(captionLabel)
        selectionStyle = .none
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        task = nil
        photoID = nil
        photoView.image = nil
        captionLabel.text = nil
    }

    func configure(with photo: Photo) {
        photoID = photo.id
        captionLabel.text = photo.caption
        task = URLSession.shared.dataTask(with: photo.url) { [weak self] data, _, _ in
            let image = data.flatMap(UIImage.init(data:))
            DispatchQueue.main.async {
                guard let self, self.photoID == photo.id else { return }
                self.photoView.image = image
            }
        }
        task?.resume()
    }
}

/// A feed of photos in a table view controller: a registered cell class, a fixed row height, the classic data
/// source, and a prefetch data source that warms the URL cache.
final class PhotoTableViewController: UITableViewController, UITableViewDataSourcePrefetching {
    private(set) var photos: [Photo]
    private(set) var prefetched: [IndexPath] = []

    init(photos: [Photo]) {
        self.photos = photos
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PhotoTableViewCell.self, forCellReuseIdentifier: PhotoTableViewCell.reuseIdentifier)
        tableView.rowHeight = 240
        tableView.separatorStyle = .none
        tableView.prefetchDataSource = self
    }

    func appendPhotos(_ more: [Photo]) {
        let start = photos.count
        photos += more
        tableView.insertRows(
            at: (start..<photos.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        photos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(
                withIdentifier: PhotoTableViewCell.reuseIdentifier, for: indexPath) as! PhotoTableViewCell
        cell.configure(with: photos[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }
}
