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
