import Foundation
import ReelCore
import ReelKit
import ReelTesting
import Testing

/// Goldens of the app's own cells (`drawing: app`): a one-line change to how a cell looks fails its check with the
/// difference on the cells, and the same cell passes again.
@Suite(.serialized) struct CellLookTests {
    /// A card cell as an app writes one; `Look` says its corner radius, the line a designer changes.
    final class CardCell<Look: CardLook>: UICollectionViewCell {
        let imageView = UIImageView()
        let caption = UILabel()
        private var loadTask: Task<Void, Never>?
        private var itemId: String?

        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemBackground
            contentView.layer.cornerRadius = Look.cornerRadius
            contentView.clipsToBounds = true
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            caption.font = .preferredFont(forTextStyle: .caption1)
            caption.textAlignment = .center
            contentView.addSubview(imageView)
            contentView.addSubview(caption)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let bounds = contentView.bounds
            imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 18)
            caption.frame = CGRect(x: 2, y: bounds.height - 17, width: bounds.width - 4, height: 16)
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            loadTask?.cancel()
            imageView.image = nil
        }

        func configure(with item: GalleryItem) {
            itemId = item.id
            caption.text = item.title
            let id = item.id
            loadTask = Task { [weak self] in
                guard let (data, _) = try? await URLSession.shared.data(from: item.imageURL),
                    let self, self.itemId == id
                else { return }
                self.imageView.image = UIImage(data: data)
            }
        }
    }

    final class CardGallery<Look: CardLook>: ReelGallery {
        let dataSource: UICollectionViewDiffableDataSource<Int, GalleryItem>

        init(collectionView: UICollectionView, items: [GalleryItem]) {
            let registration = UICollectionView.CellRegistration<CardCell<Look>, GalleryItem> { cell, _, item in
                cell.configure(with: item)
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, path, item in
                view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, GalleryItem>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    static func catalog<Look: CardLook>(_ look: Look.Type) -> BindingCatalog {
        var catalog = BindingCatalog()
        catalog.register(CardGallery<Look>.self, as: "cards")
        return catalog
    }

    static let scenario = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Scenarios/cards.json").path

    @Test func aOneLineChangeToACellsLookFailsItsCheck() async throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-card-goldens-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: goldens) }
        let recorded = try await verifyGolden(
            of: Self.scenario, as: .gallery(Self.catalog(RoundCards.self)), named: "cards", goldens: goldens,
            update: .all)
        #expect(!recorded.failed)
        let same = try await verifyGolden(
            of: Self.scenario, as: .gallery(Self.catalog(RoundCards.self)), named: "cards", goldens: goldens,
            update: .never)
        #expect(!same.failed, "\(same.message)")
        let changed = try await verifyGolden(
            of: Self.scenario, as: .gallery(Self.catalog(SquareCards.self)), named: "cards", goldens: goldens,
            update: .never)
        #expect(changed.failed)
        #expect(changed.verdict?.failingFrames.isEmpty == false)
        #expect(changed.verdict?.timelineViolations == [])
        if let artifacts = changed.artifacts { try? FileManager.default.removeItem(at: artifacts) }
    }
}

extension CellLookTests {
    @Test(arguments: ["cards.json", "cards-dark.json"])
    func theAppsCellsDrawTheSamePixelsWithOneWorkerOrTwo(_ file: String) async throws {
        let goldens = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-card-workers-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: goldens) }
        let scenario = URL(fileURLWithPath: Self.scenario).deletingLastPathComponent().appendingPathComponent(file).path
        let catalog = Self.catalog(RoundCards.self)
        let one = try await verifyGolden(
            of: scenario, as: .gallery(catalog, workers: 1), named: "cards", goldens: goldens, update: .all)
        #expect(!one.failed)
        let two = try await verifyGolden(
            of: scenario, as: .gallery(catalog, workers: 2), named: "cards", goldens: goldens, update: .never)
        #expect(!two.failed, "\(two.message)")
    }
}

/// How round a card's corners are.
protocol CardLook {
    static var cornerRadius: CGFloat { get }
}

enum RoundCards: CardLook {
    static let cornerRadius: CGFloat = 12
}

enum SquareCards: CardLook {
    static let cornerRadius: CGFloat = 4
}
