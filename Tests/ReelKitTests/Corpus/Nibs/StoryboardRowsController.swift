import ReelKit

// Changed beyond the import: 2 lines: @IBOutlet weak var -> @Outlet var.

/// A row of Rows.storyboard's table: a photo at the leading edge and its title.
final class PrototypeRowCell: UITableViewCell {
    @Outlet var photoView: UIImageView!
    @Outlet var titleLabel: UILabel!

    private var task: URLSessionDataTask?
    private var photoID: String?

    func configure(with photo: FeedPhoto) {
        photoID = photo.id
        titleLabel.text = photo.title
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

/// The storyboard's table view controller: its table, row height and prototype cell come from Rows.storyboard.
final class StoryboardRowsController: UITableViewController {
    var photos: [FeedPhoto] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        photos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoRow", for: indexPath) as! PrototypeRowCell
        cell.configure(with: photos[indexPath.row])
        return cell
    }
}
