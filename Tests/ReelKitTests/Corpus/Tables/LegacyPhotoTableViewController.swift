import ReelKit

// Changed beyond the import: none.

/// A table written before cell registration: `dequeueReusableCell(withIdentifier:)` or a new `.subtitle` cell, the
/// cell's own `imageView` and `textLabel`, and an image set on the cell the table shows for the row when the data
/// arrives (`cellForRow(at:)`), never on the cell the load started with.
final class LegacyPhotoTableViewController: UITableViewController {
    private let photos: [Photo]
    private var images: [String: UIImage] = [:]

    init(photos: [Photo]) {
        self.photos = photos
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 96
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        photos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        var cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell")
        if cell == nil {
            cell = UITableViewCell(style: .subtitle, reuseIdentifier: "PhotoCell")
        }
        let photo = photos[indexPath.row]
        cell!.textLabel?.text = photo.caption
        cell!.detailTextLabel?.text = photo.id
        if let image = images[photo.id] {
            cell!.imageView?.image = image
        } else {
            cell!.imageView?.image = nil
            URLSession.shared.dataTask(with: photo.url) { [weak self] data, _, _ in
                let image = data.flatMap(UIImage.init(data:))
                DispatchQueue.main.async {
                    guard let self, let image else { return }
                    self.images[photo.id] = image
                    self.tableView.cellForRow(at: indexPath)?.imageView?.image = image
                }
            }.resume()
        }
        return cell!
    }
}
