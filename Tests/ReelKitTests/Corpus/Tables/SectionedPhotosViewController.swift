import ReelKit

// Changed beyond the import: none.

/// Photos by day in a table view of its own: a diffable data source whose subclass titles the sections, the
/// delegate's row heights (tall for the first photo of a day), and the photo cell.
final class SectionedPhotosViewController: UIViewController, UITableViewDelegate {
    final class DataSource: UITableViewDiffableDataSource<Int, Photo> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Day \(section + 1)"
        }
    }

    let tableView = UITableView(frame: .zero, style: .plain)
    private let photos: [Photo]
    private var dataSource: DataSource!
    static let perDay = 20

    init(photos: [Photo]) {
        self.photos = photos
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        tableView.delegate = self
        tableView.register(PhotoTableViewCell.self, forCellReuseIdentifier: PhotoTableViewCell.reuseIdentifier)
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, photo in
            let cell =
                tableView.dequeueReusableCell(
                    withIdentifier: PhotoTableViewCell.reuseIdentifier, for: indexPath) as! PhotoTableViewCell
            cell.configure(with: photo)
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Photo>()
        for (day, start) in stride(from: 0, to: photos.count, by: Self.perDay).enumerated() {
            snapshot.appendSections([day])
            snapshot.appendItems(Array(photos[start..<min(photos.count, start + Self.perDay)]), toSection: day)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 300 : 150
    }
}
