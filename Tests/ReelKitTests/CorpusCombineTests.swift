import Combine
import ReelCore
import Testing

@testable import ReelKit

/// Combine as apps write it (`Corpus/Combine/`): a data task publisher received on the main queue or the main run
/// loop, sunk or assigned into a cell, goes through reel's network model and pipeline and runs on reel's clock. The
/// cell that cancels its subscription on reuse never shows a stale image; the one that keeps it does; every run of
/// either is the same, and renders the same frames with one worker or two.
@Suite(.serialized) struct CorpusCombineTests {
    @Test func dataTaskPublisherReceivedOnTheMainQueue() async throws {
        let (_, bad) = try await CorpusCheck.run(StreamGallery.self, UncancelledStreamGallery.self)
        #expect(bad.metrics.count(.stale) > 0)
        #expect(bad.metrics.gallery.outcomes["late_write", default: 0] > 0)
    }

    @Test func loaderPublisherAssignedOnTheMainRunLoop() async throws {
        let (_, bad) = try await CorpusCheck.run(LoaderGallery.self, UncancelledLoaderGallery.self)
        #expect(bad.metrics.count(.stale) > 0)
    }

    @Test func thePublishedImageShowsAtTheLoadsFrame() async throws {
        // The data task's answer and its main-queue hop run in the call that delivers the load: the same frames as
        // the cell that awaits the load in a task.
        let (publisher, awaiting) = try await onNewThread {
            (try runGallery(StreamGallery.self), try runGallery(ItemCellGallery<PhotoCell>.self))
        }
        #expect(publisher.metrics.count(.correct) == awaiting.metrics.count(.correct))
        #expect(publisher.metrics.count(.placeholder) == awaiting.metrics.count(.placeholder))
    }

    @Test func delayWaitsOnVirtualTime() async throws {
        // Half a second of virtual time after each load: fewer correct frames than without the delay, the same on
        // every run.
        let runs = try await onNewThread {
            try [
                runGallery(DelayedStreamGallery.self), runGallery(DelayedStreamGallery.self),
                runGallery(StreamGallery.self),
            ]
        }
        #expect(runs[0].metrics.count(.correct) > 0)
        #expect(runs[0].metrics.count(.correct) < runs[2].metrics.count(.correct))
        #expect(runs[0].metrics.count(.stale) == 0)
        #expect(runs[0].timeline == runs[1].timeline)
    }

    @Test func rendersAreByteIdenticalWithOneAndTwoWorkers() async throws {
        let correct = try await CallbackGalleryTests.renders(StreamGallery.self)
        #expect(correct.stale == 0)
        #expect(correct.correct > 0)
        let buggy = try await CallbackGalleryTests.renders(UncancelledLoaderGallery.self)
        #expect(buggy.stale > 0)
    }

    @Test @MainActor func subjectsAndPublishedDeliverInOrder() {
        final class Model {
            @Published var title = "first"
        }
        let model = Model()
        var seen: [String] = []
        var cancellables = Set<AnyCancellable>()
        model.$title.sink { seen.append($0) }.store(in: &cancellables)
        let subject = PassthroughSubject<String, Never>()
        subject.map { $0.uppercased() }.assign(to: \.title, on: model).store(in: &cancellables)
        subject.send("second")
        let current = CurrentValueSubject<Int, Never>(1)
        current.sink { seen.append("\($0)") }.store(in: &cancellables)
        current.value = 2
        Just("just").sink { seen.append($0) }.store(in: &cancellables)
        cancellables.removeAll()
        subject.send("after cancel")
        #expect(seen == ["first", "SECOND", "1", "2", "just"])
    }
}

@MainActor
final class StreamGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = configurationCorpusDataSource(
            collectionView, items: items, model: { StreamPhoto(id: $0.id, title: $0.title, url: $0.imageURL) },
            registration: UICollectionView.CellRegistration<StreamPhotoCell, StreamPhoto> { cell, _, photo in
                cell.configure(with: photo)
            })
    }
}

@MainActor
final class UncancelledStreamGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = configurationCorpusDataSource(
            collectionView, items: items, model: { StreamPhoto(id: $0.id, title: $0.title, url: $0.imageURL) },
            registration: UICollectionView.CellRegistration<UncancelledStreamPhotoCell, StreamPhoto> {
                cell, _, photo in cell.configure(with: photo)
            })
    }
}

@MainActor
final class LoaderGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    let loader = PhotoImageLoader()

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let loader = self.loader
        dataSource = configurationCorpusDataSource(
            collectionView, items: items, model: { $0 },
            registration: UICollectionView.CellRegistration<LoaderPhotoCell, GalleryItem> { cell, _, item in
                cell.configure(title: item.title, url: item.imageURL, loader: loader)
            })
    }
}

@MainActor
final class UncancelledLoaderGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    let loader = PhotoImageLoader()

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        let loader = self.loader
        dataSource = configurationCorpusDataSource(
            collectionView, items: items, model: { $0 },
            registration: UICollectionView.CellRegistration<UncancelledLoaderPhotoCell, GalleryItem> {
                cell, _, item in cell.configure(title: item.title, url: item.imageURL, loader: loader)
            })
    }
}

/// A stream cell that shows its image half a second after it arrives (`delay` on the main queue's scheduler).
final class DelayedStreamPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    private var cancellables = Set<AnyCancellable>()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }

    func configure(with url: URL) {
        imageView.image = nil
        URLSession.shared.dataTaskPublisher(for: url)
            .map { UIImage(data: $0.data) }
            .replaceError(with: nil)
            .receive(on: DispatchQueue.main)
            .delay(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .sink { [weak self] image in self?.imageView.image = image }
            .store(in: &cancellables)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        cancellables.removeAll()
    }
}

@MainActor
final class DelayedStreamGallery: ReelGallery {
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = configurationCorpusDataSource(
            collectionView, items: items, model: { $0.imageURL },
            registration: UICollectionView.CellRegistration<DelayedStreamPhotoCell, URL> { cell, _, url in
                cell.configure(with: url)
            })
    }
}
