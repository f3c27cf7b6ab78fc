import ReelKit

/// A self-sizing row whose height its constraints give: a bar pinned to the content view's edges, as tall as its
/// height constraint, which `configure` sets from the item (80, 120 or 160 points); the photo over it.
@MainActor
final class ConstrainedRowCell: UICollectionViewCell, ItemCell {
    let bar = UIView()
    let photoView = UIImageView()
    private lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 80)
    private var task: Task<Void, Never>?

    required init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        photoView.frame = contentView.bounds
        photoView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(photoView)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            barHeight,
        ])
    }

    required init?(coder: NSCoder) { nil }

    nonisolated static func height(of id: String) -> CGFloat { CGFloat(80 + (Int(id) ?? 0) % 3 * 40) }

    func configure(with item: Item) {
        barHeight.constant = Self.height(of: item.id)
        task?.cancel()
        photoView.image = nil
        task = Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: item.thumbURL), !Task.isCancelled else {
                return
            }
            self?.photoView.image = UIImage(data: data)
        }
    }
}

/// Self-sizing rows (`estimatedItemSize = automaticSize`) of the constrained cell.
@MainActor
final class ConstrainedRowGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 0
        collectionView.collectionViewLayout = layout
        dataSource = makeItemDataSource(ConstrainedRowCell.self, collectionView: collectionView, items: items)
    }
}

/// The constrained rows in sections of 20 on a compositional layout of estimated heights (100 points), each section
/// under a 30-point header: several sections, so the layout places items one by one.
@MainActor
final class ConstrainedSectionsGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: section)
        dataSource = makeItemDataSource(
            ConstrainedRowCell.self, collectionView: collectionView, items: items, sectionSize: 20)
        let headers = UICollectionView.SupplementaryRegistration<TitleHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in header.titleLabel.text = "Section \(indexPath.section)" }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
    }
}

/// A table row whose height its constraints give (80, 120 or 160 points by the item).
@MainActor
final class ConstrainedTableCell: UITableViewCell {
    let bar = UIView()
    private lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 80)

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor), barHeight,
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(with item: GalleryItem) {
        barHeight.constant = ConstrainedRowCell.height(of: item.id)
        textLabel?.text = item.title
    }
}

/// A plain table of titled sections of 20 rows of automatic height, each as tall as its cell's constraints.
@MainActor
final class ConstrainedTableViewController: UITableViewController {
    let items: [GalleryItem]

    init(items: [GalleryItem]) {
        self.items = items
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ConstrainedTableCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 100
    }

    override func numberOfSections(in tableView: UITableView) -> Int { (items.count + 19) / 20 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        min(20, items.count - section * 20)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Part \(section + 1)"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! ConstrainedTableCell
        cell.configure(with: items[indexPath.section * 20 + indexPath.row])
        return cell
    }
}

/// The constrained rows on a flow layout of self-sizing cells (`estimatedItemSize = automaticSize`) in sections of
/// 20 under 30-point headers.
@MainActor
final class ConstrainedFlowSectionsGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        collectionView.collectionViewLayout = layout
        dataSource = makeItemDataSource(
            ConstrainedRowCell.self, collectionView: collectionView, items: items, sectionSize: 20)
        let headers = UICollectionView.SupplementaryRegistration<TitleHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in header.titleLabel.text = "Section \(indexPath.section)" }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
    }
}
