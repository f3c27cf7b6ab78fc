import ReelKit

// Cells that load the way pre-async UIKit code does — a `dataTask` completion handler, a hop through a global queue,
// a delayed reveal, an operation on the main queue — and one that awaits `data(for:)`. Each comes as written
// correctly (it checks, when the image arrives, that the cell still represents the item it loaded for) and as the
// common bug (a subclass that sets the image without checking): on reel's clock, the first never shows a stale
// image, the second does.

/// `URLSession.shared.dataTask` with a completion handler that hops to the main queue; the task is cancelled on reuse.
class DataTaskCell: UICollectionViewCell, ItemCell {
    class var checksIdentity: Bool { true }
    let imageView = UIImageView()
    private var task: URLSessionTask?
    private var representedID: String?

    func configure(with item: Item) {
        representedID = item.id
        imageView.image = nil
        let checks = Self.checksIdentity
        task = URLSession.shared.dataTask(with: item.thumbURL) { [weak self] data, _, error in
            guard error == nil, let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                guard let self, !checks || self.representedID == item.id else { return }
                self.imageView.image = image
            }
        }
        task?.resume()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        if Self.checksIdentity { task?.cancel() }
        imageView.image = nil
    }
}

/// `DataTaskCell` without the identity check or the cancel.
final class UncheckedDataTaskCell: DataTaskCell {
    override class var checksIdentity: Bool { false }
}

/// A load awaited in a task, the image decoded on a global queue, then set in a main-queue block.
class GlobalHopCell: UICollectionViewCell, ItemCell {
    class var checksIdentity: Bool { true }
    let imageView = UIImageView()
    private var representedID: String?

    func configure(with item: Item) {
        representedID = item.id
        imageView.image = nil
        let checks = Self.checksIdentity
        Task {
            guard let (data, _) = try? await URLSession.shared.data(from: item.thumbURL) else { return }
            DispatchQueue.global(qos: .userInitiated).async {
                let image = UIImage(data: data)?.preparingThumbnail(of: CGSize(width: 120, height: 120))
                DispatchQueue.main.async { [weak self] in
                    guard let self, !checks || self.representedID == item.id else { return }
                    self.imageView.image = image
                }
            }
        }
    }
}

/// `GlobalHopCell` without the identity check.
final class UncheckedGlobalHopCell: GlobalHopCell {
    override class var checksIdentity: Bool { false }
}

/// A load through a data task whose image is revealed 250 ms later with `asyncAfter` (a fade-in's delay).
class DelayedRevealCell: UICollectionViewCell, ItemCell {
    class var checksIdentity: Bool { true }
    let imageView = UIImageView()
    private var representedID: String?

    func configure(with item: Item) {
        representedID = item.id
        imageView.image = nil
        let checks = Self.checksIdentity
        URLSession.shared.dataTask(with: URLRequest(url: item.thumbURL)) { [weak self] data, _, _ in
            let image = data.flatMap(UIImage.init(data:))
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
                guard let self, !checks || self.representedID == item.id else { return }
                self.imageView.image = image
            }
        }.resume()
    }
}

/// `DelayedRevealCell` without the identity check.
final class UncheckedDelayedRevealCell: DelayedRevealCell {
    override class var checksIdentity: Bool { false }
}

/// A data task whose handler sets the image in an operation on `OperationQueue.main`.
class MainOperationCell: UICollectionViewCell, ItemCell {
    class var checksIdentity: Bool { true }
    let imageView = UIImageView()
    private var representedID: String?

    func configure(with item: Item) {
        representedID = item.id
        imageView.image = nil
        let checks = Self.checksIdentity
        let task = URLSession.shared.dataTask(with: item.thumbURL) { [weak self] data, response, _ in
            guard let data, (response as? HTTPURLResponse)?.statusCode == 200 else { return }
            OperationQueue.main.addOperation {
                guard let self, !checks || self.representedID == item.id else { return }
                self.imageView.image = UIImage(data: data)
            }
        }
        task.resume()
    }
}

/// `MainOperationCell` without the identity check.
final class UncheckedMainOperationCell: MainOperationCell {
    override class var checksIdentity: Bool { false }
}

/// A task awaiting `data(for:)` with a request, as async code writes it.
class AwaitingCell: UICollectionViewCell, ItemCell {
    class var checksIdentity: Bool { true }
    let imageView = UIImageView()
    private var representedID: String?

    func configure(with item: Item) {
        representedID = item.id
        imageView.image = nil
        var request = URLRequest(url: item.thumbURL)
        request.setValue("image/*", forHTTPHeaderField: "Accept")
        Task {
            guard let (data, _) = try? await URLSession.shared.data(for: request) else { return }
            guard !Self.checksIdentity || representedID == item.id else { return }
            imageView.image = UIImage(data: data)
        }
    }
}

/// `AwaitingCell` without the identity check.
final class UncheckedAwaitingCell: AwaitingCell {
    override class var checksIdentity: Bool { false }
}

/// A cell whose handler sets the image in a block sent to Dispatch's own main queue, past ReelKit (what a file that
/// imports Dispatch and qualifies the call does): work that escapes reel's clock, reported and ignored.
final class EscapingMainQueueCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()

    func configure(with item: Item) {
        imageView.image = nil
        URLSession.shared.dataTask(with: item.thumbURL) { [weak self] data, _, _ in
            let image = data.flatMap(UIImage.init(data:))
            DispatchQueue.main.Dispatch::async {
                self?.imageView.image = image
            }
        }.resume()
    }
}

/// A gallery whose cells start a data task and cancel it in the same call, and record what the task went through.
@MainActor
final class CancellingGallery: ReelGallery {
    static var outcomes: [String] = []
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(collectionView: UICollectionView, items: [GalleryItem]) {
        dataSource = makeItemDataSource(CancellingCell.self, collectionView: collectionView, items: items)
    }
}

/// Resumes a data task for item 0 and cancels it at once.
final class CancellingCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()

    func configure(with item: Item) {
        guard item.id == "0" else { return }
        let task = URLSession.shared.dataTask(with: item.thumbURL) { _, _, error in
            let cancelled = (error as? URLError)?.code == .cancelled
            DispatchQueue.main.async { CancellingGallery.outcomes.append(cancelled ? "cancelled completed" : "other") }
        }
        task.resume()
        task.cancel()
        CancellingGallery.outcomes = ["\(task.state == .canceling ? "canceling" : "state \(task.state)")"]
    }
}
