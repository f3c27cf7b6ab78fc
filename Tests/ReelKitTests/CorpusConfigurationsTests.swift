import ReelCore
import Testing

@testable import ReelKit

/// Content configurations as apps write them (`Corpus/Configurations/`): the list content, a custom content view and
/// an update handler each show the image and text of the configuration, classified as a cell's own image view and
/// labels are. The correct variant of each shows no stale image and no wrong text; its buggy twin does; every run of
/// either is the same, and renders the same frames with one worker or two.
@Suite(.serialized) struct CorpusConfigurationsTests {
    @Test func listCellWithDefaultContentConfiguration() async throws {
        let (good, bad) = try await CorpusCheck.run(AlbumListGallery.self, UncheckedAlbumListGallery.self)
        // The late task writes the earlier photo's image and title: the cell shows that photo (wrong text).
        #expect(bad.metrics.count(.wrongText) > 0)
        #expect(bad.metrics.gallery.outcomes["late_write", default: 0] > 0)
        #expect(good.metrics.count(.placeholder) > 0)
    }

    @Test func customContentConfigurationAndContentView() async throws {
        let (_, bad) = try await CorpusCheck.run(PhotoGridGallery.self, UncheckedPhotoGridGallery.self)
        // The content view's own image view and caption label show the earlier photo: wrong text.
        #expect(bad.metrics.count(.wrongText) > 0)
        #expect(bad.metrics.gallery.outcomes["late_write", default: 0] > 0)
    }

    @Test func configurationUpdateHandler() async throws {
        let (_, bad) = try await CorpusCheck.run(FeedGallery.self, UncheckedFeedGallery.self)
        // The handler is built for the photo the cell shows now: the text is right, the thumbnail another photo's.
        #expect(bad.metrics.count(.stale) > 0)
        #expect(bad.metrics.count(.wrongText) == 0)
    }

    @Test func aConfigurationSetOffReelsExecutorIsAnEscapeAndIgnored() async throws {
        let result = try await onNewThread { try runGallery(ItemCellGallery<EscapingConfigurationCell>.self) }
        #expect(result.metrics.gallery.outcomes["escape", default: 0] > 0)
        #expect(result.metrics.count(.correct) == 0)
        #expect(result.metrics.count(.stale) == 0)
    }

    @Test func rendersAreByteIdenticalWithOneAndTwoWorkers() async throws {
        let correct = try await CallbackGalleryTests.renders(PhotoGridGallery.self)
        #expect(correct.stale == 0)
        #expect(correct.correct > 0)
        let buggy = try await CallbackGalleryTests.renders(UncheckedFeedGallery.self)
        #expect(buggy.stale > 0)
    }
}

/// Runs a correct and a buggy gallery of the corpus twice each and checks what every corpus variant must show.
enum CorpusCheck {
    static func run<Correct: ReelGallery, Buggy: ReelGallery>(
        _ correct: Correct.Type, _ buggy: Buggy.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (good: (metrics: Metrics, timeline: [String]), bad: (metrics: Metrics, timeline: [String])) {
        let runs = try await onNewThread {
            try [runGallery(Correct.self), runGallery(Correct.self), runGallery(Buggy.self), runGallery(Buggy.self)]
        }
        let (good, bad) = (runs[0].metrics, runs[2].metrics)
        #expect(good.count(.correct) > 0, sourceLocation: sourceLocation)
        #expect(good.count(.stale) == 0, sourceLocation: sourceLocation)
        #expect(good.count(.wrongText) == 0, sourceLocation: sourceLocation)
        #expect(good.gallery.outcomes.isEmpty, "\(good.gallery.outcomes)", sourceLocation: sourceLocation)
        #expect(bad.count(.stale) + bad.count(.wrongText) > 0, sourceLocation: sourceLocation)
        #expect(bad.gallery.outcomes["escape", default: 0] == 0, sourceLocation: sourceLocation)
        #expect(runs[0].timeline == runs[1].timeline, "correct: a second run", sourceLocation: sourceLocation)
        #expect(runs[2].timeline == runs[3].timeline, "buggy: a second run", sourceLocation: sourceLocation)
        return (runs[0], runs[2])
    }
}

@MainActor
final class AlbumListGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = configurationCorpusDataSource(
            collectionView, items: items,
            model: { LibraryPhoto(id: $0.id, title: $0.title, thumbnailURL: $0.imageURL) },
            registration: UICollectionView.CellRegistration<AlbumPhotoListCell, LibraryPhoto> { cell, _, photo in
                cell.show(photo)
            })
    }
}

@MainActor
final class UncheckedAlbumListGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = configurationCorpusDataSource(
            collectionView, items: items,
            model: { LibraryPhoto(id: $0.id, title: $0.title, thumbnailURL: $0.imageURL) },
            registration: UICollectionView.CellRegistration<UncheckedAlbumPhotoListCell, LibraryPhoto> {
                cell, _, photo in cell.show(photo)
            })
    }
}

@MainActor
final class PhotoGridGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = configurationCorpusDataSource(
            collectionView, items: items, model: { GridPhoto(identifier: $0.id, caption: $0.title, url: $0.imageURL) },
            registration: UICollectionView.CellRegistration<PhotoTileCell, GridPhoto> { cell, _, photo in
                cell.configure(with: photo)
            })
    }
}

@MainActor
final class UncheckedPhotoGridGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = configurationCorpusDataSource(
            collectionView, items: items, model: { GridPhoto(identifier: $0.id, caption: $0.title, url: $0.imageURL) },
            registration: UICollectionView.CellRegistration<UncheckedPhotoGridCell, GridPhoto> { cell, _, photo in
                cell.configure(with: photo)
            })
    }
}

@MainActor
final class FeedGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = configurationCorpusDataSource(
            collectionView, items: items, model: { TimelinePhoto(id: $0.id, name: $0.title, imageURL: $0.imageURL) },
            registration: makeFeedThumbnailRegistration())
    }
}

@MainActor
final class UncheckedFeedGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = configurationCorpusDataSource(
            collectionView, items: items, model: { TimelinePhoto(id: $0.id, name: $0.title, imageURL: $0.imageURL) },
            registration: makeUncheckedFeedThumbnailRegistration())
    }
}

/// A diffable data source over `items` (one section, in order) whose cells `registration` configures with the app's
/// own model of each item: how the corpus's galleries wrap the cells an app wrote.
@MainActor
func configurationCorpusDataSource<Cell: UICollectionViewCell, Model>(
    _ collectionView: UICollectionView, items: [GalleryItem], model: (GalleryItem) -> Model,
    registration: UICollectionView.CellRegistration<Cell, Model>
) -> UICollectionViewDiffableDataSource<Int, String> {
    var models: [String: Model] = [:]
    for item in items { models[item.id] = model(item) }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
        view, indexPath, id in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: models[id]!)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items.map(\.id))
    dataSource.apply(snapshot, animatingDifferences: false)
    return dataSource
}

/// Sets its list content from Dispatch's own main queue (not reel's): every such configuration is an escape.
final class EscapingConfigurationCell: UICollectionViewListCell, ItemCell {
    func configure(with item: Item) {
        contentConfiguration = defaultContentConfiguration()
        URLSession.shared.dataTask(with: item.thumbURL) { [weak self] data, _, _ in
            let image = data.flatMap(UIImage.init(data:))
            DispatchQueue.main.Dispatch::async {
                guard let self else { return }
                var content = self.defaultContentConfiguration()
                content.image = image
                self.contentConfiguration = content
            }
        }.resume()
    }
}
