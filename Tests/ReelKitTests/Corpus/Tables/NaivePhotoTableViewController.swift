import ReelKit

// Changed beyond the import: 1 line(s): override init(style:reuseIdentifier:) -> required init(style:reuseIdentifier:).

/// The row cell most table tutorials start with: the image is set when the data arrives, whatever the cell shows
/// by then — a reused cell shows the photo of the row it left.
final class NaivePhotoTableViewCell: UITableViewCell {
    let photoView = UIImageView()

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photoView.frame = contentView.bounds
        photoView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(photoView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with photo: Photo) {
        URLSession.shared.dataTask(with: photo.url) { [weak self] data, _, _ in
            let image = data.flatMap(UIImage.init(data:))
            DispatchQueue.main.async { self?.photoView.image = image }
        }.resume()
    }
}

/// The naive cell in the same table view controller.
final class NaivePhotoTableViewController: UITableViewController {
    private(set) var photos: [Photo]

    init(photos: [Photo]) {
        self.photos = photos
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NaivePhotoTableViewCell.self, forCellReuseIdentifier: "photo")
        tableView.rowHeight = 240
    }

    func appendPhotos(_ more: [Photo]) {
        photos += more
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        photos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath) as! NaivePhotoTableViewCell
        cell.configure(with: photos[indexPath.row])
        return cell
    }
}
