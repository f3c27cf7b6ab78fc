import ReelCore
import Synchronization
import Testing

@testable import ReelExecutors
@testable import ReelKit

/// `Operation` subclasses on ReelKit's `OperationQueue`, as apps decode or load images with them: an operation runs
/// its `main()` in its turn, one cancelled first does not, and `cancelAllOperations()` cancels those waiting.
@Suite struct OperationSubclassTests {
    /// What the operations ran, in order.
    final class RunLog: Sendable {
        private let entries = Mutex<[String]>([])
        func add(_ entry: String) { entries.withLock { $0.append(entry) } }
        var all: [String] { entries.withLock { $0 } }
    }

    /// An operation that records its run.
    final class Recording: Operation, @unchecked Sendable {
        // @unchecked Sendable: Foundation's `Operation` is; its stored properties are set once, in init.
        let label: String
        let log: RunLog

        init(_ label: String, log: RunLog) {
            self.label = label
            self.log = log
        }

        override func main() {
            guard !isCancelled else { return }
            log.add(label)
        }
    }

    @Test func operationsRunInTheirTurnUnlessCancelledFirst() async throws {
        let (log, states) = try await onNewThread {
            let session = try ExecutorSession()
            let log = RunLog()
            let states = session.run {
                let queue = OperationQueue()
                let first = Recording("first", log: log)
                let skipped = Recording("skipped", log: log)
                queue.addOperation(first)
                queue.addOperations([skipped, BlockOperation { log.add("block") }], waitUntilFinished: false)
                skipped.cancel()
                let waiting = queue.operations.count
                session.drain()
                let cancelled = Recording("cancelled", log: log)
                queue.addOperation(cancelled)
                queue.cancelAllOperations()
                session.drain()
                return [waiting, first.isFinished ? 1 : 0, cancelled.isCancelled ? 1 : 0, queue.operationCount]
            }
            return (log.all, states)
        }
        #expect(log == ["first", "block"])
        #expect(states == [3, 1, 1, 0])
    }

    @Test func aCellThatDecodesWithAnOperationAndCancelsItOnReuseShowsNoStaleImage() throws {
        let result = try runGallery(ItemCellGallery<OperationDecodingCell>.self)
        #expect(result.metrics.count(.correct) > 0)
        #expect(result.metrics.count(.stale) == 0)
        #expect(result.metrics.gallery.outcomes["error", default: 0] == 0, "\(result.metrics.gallery.messages)")
    }
}

/// A cell that loads its image with an `Operation` subclass on a queue of its own, cancels it on reuse (which stops
/// an operation only until it has started), and shows what arrives only if it still shows that item.
final class OperationDecodingCell: UICollectionViewCell, ItemCell {
    static let decodeQueue = OperationQueue()
    let imageView = UIImageView()
    private var operation: ImageLoadOperation?
    private var itemID: String?

    func configure(with item: Item) {
        operation?.cancel()
        itemID = item.id
        imageView.image = nil
        let operation = ImageLoadOperation(url: item.thumbURL) { [weak self] image in
            MainActor.assumeIsolated {
                guard let self, self.itemID == item.id else { return }
                self.imageView.image = image
            }
        }
        self.operation = operation
        Self.decodeQueue.addOperation(operation)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        operation?.cancel()
    }
}

/// Loads an image and calls back on the main queue, unless cancelled before.
final class ImageLoadOperation: Operation, @unchecked Sendable {
    // @unchecked Sendable: Foundation's `Operation` is; its stored properties are set once, in init.
    let url: URL
    let completion: @Sendable (UIImage) -> Void

    init(url: URL, completion: @escaping @Sendable (UIImage) -> Void) {
        self.url = url
        self.completion = completion
    }

    override func main() {
        guard !isCancelled else { return }
        URLSession.shared.dataTask(with: url) { [self] data, _, _ in
            guard !isCancelled, let image = data.flatMap({ UIImage(data: $0) }) else { return }
            DispatchQueue.main.async { [self] in
                guard !isCancelled else { return }
                completion(image)
            }
        }.resume()
    }
}
