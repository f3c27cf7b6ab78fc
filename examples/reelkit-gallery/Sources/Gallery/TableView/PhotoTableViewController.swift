// A photo feed in a table view controller: UIKit code run with `import ReelKit`. Each row's cell cancels its load on
// reuse and checks the photo id after `await`, as the photo cell of the grid does.
import ReelKit

final class PhotoRowCell: UITableViewCell {
    let photoView = UIImageView()
    private var loadTask: Task<Void, Never>?
    private var boundItemId: String?

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.frame = contentView.bounds
        photoView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(photoView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: Item) {
        loadTask?.cancel()
        boundItemId = item.id
        photoView.image = nil
        let itemId = item.id
        loadTask = Task { @MainActor [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: item.thumbURL), !Task.isCancelled,
                let self, self.boundItemId == itemId
            else { return }
            self.photoView.image = UIImage(data: data)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        loadTask?.cancel()
        loadTask = nil
        boundItemId = nil
        photoView.image = nil
    }
}

final class PhotoTableViewController: UITableViewController {
    private let items: [Item]

    init(items: [Item]) {
        self.items = items
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PhotoRowCell.self, forCellReuseIdentifier: "PhotoRowCell")
        tableView.rowHeight = (tableView.bounds.width * 2 / 3).rounded()  // 3:2 photos, full width
        tableView.separatorStyle = .none
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoRowCell", for: indexPath) as! PhotoRowCell
        cell.configure(with: items[indexPath.row])
        return cell
    }
}
