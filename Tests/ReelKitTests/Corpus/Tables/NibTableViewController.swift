import ReelKit

// Changed beyond the import: 2 lines: @IBOutlet weak var -> @Outlet var.

/// A row laid out in PhotoRowCell.xib: a square photo at the leading edge and its title.
final class PhotoRowCell: UITableViewCell {
    @Outlet var photoView: UIImageView!
    @Outlet var titleLabel: UILabel!

    private var task: URLSessionDataTask?
    private var photoID: String?

    func configure(with photo: Photo) {
        photoID = photo.id
        titleLabel.text = photo.caption
        photoView.image = nil
        task = URLSession.shared.dataTask(with: photo.url) { [weak self] data, _, _ in
            guard let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                guard let self, self.photoID == photo.id else { return }
                self.photoView.image = image
            }
        }
        task?.resume()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        task = nil
        photoID = nil
    }
}

/// A table of rows made from a nib registered for the table's cells.
final class NibTableViewController: UITableViewController {
    private let photos: [Photo]

    init(photos: [Photo]) {
        self.photos = photos
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "PhotoRowCell", bundle: .module), forCellReuseIdentifier: "PhotoRowCell")
        tableView.rowHeight = 120
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        photos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoRowCell", for: indexPath) as! PhotoRowCell
        cell.configure(with: photos[indexPath.row])
        return cell
    }
}
