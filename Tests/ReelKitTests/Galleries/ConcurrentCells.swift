import Foundation
import ReelKit

/// A cell that decodes in `Task.detached` and scales in a nonisolated async helper (both would run on the
/// cooperative pool without reel) before it checks its identity and sets the image.
final class DetachedDecodeCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()
    private var task: Task<Void, Never>?
    private var itemID: String?

    func configure(with item: Item) {
        task?.cancel()
        itemID = item.id
        imageView.image = nil
        task = Task { [weak self] in
            guard let (data, _) = try? await URLSession.shared.data(from: item.thumbURL) else { return }
            let decoded = await Task.detached { UIImage(data: data) }.value
            let thumbnail = await Self.thumbnail(of: decoded)
            guard let self, self.itemID == item.id, !Task.isCancelled else { return }
            self.imageView.image = thumbnail
        }
    }

    nonisolated static func thumbnail(of image: UIImage?) async -> UIImage? {
        await Task.yield()
        return image
    }
}

/// A cell that debounces its load: it waits 120 ms (`Task.sleep`) and loads only if it was not reused meanwhile.
final class DebouncedCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()
    private var task: Task<Void, Never>?
    private var itemID: String?

    func configure(with item: Item) {
        task?.cancel()
        itemID = item.id
        imageView.image = nil
        task = Task { [weak self] in
            do {
                try await Task.sleep(for: .milliseconds(120))
                let (data, _) = try await URLSession.shared.data(from: item.thumbURL)
                guard let self, self.itemID == item.id else { return }
                self.imageView.image = UIImage(data: data)
            } catch {
                return
            }
        }
    }
}

/// A cell that decodes through an actor of its own (a default actor: its jobs run on the default executor).
final class ActorDecodeCell: UICollectionViewCell, ItemCell {
    actor Decoder {
        private(set) var decoded = 0

        func decode(_ data: Data) -> UIImage? {
            decoded += 1
            return UIImage(data: data)
        }
    }

    let imageView = UIImageView()
    private let decoder = Decoder()
    private var task: Task<Void, Never>?
    private var itemID: String?

    func configure(with item: Item) {
        task?.cancel()
        itemID = item.id
        imageView.image = nil
        task = Task { [weak self, decoder] in
            guard let (data, _) = try? await URLSession.shared.data(from: item.thumbURL) else { return }
            let image = await decoder.decode(data)
            guard let self, self.itemID == item.id else { return }
            self.imageView.image = image
        }
    }
}

/// A cell whose task sleeps a minute before it loads: at the end of a run its sleep is not yet due, which is normal.
final class SlowSleepCell: UICollectionViewCell, ItemCell {
    let imageView = UIImageView()

    func configure(with item: Item) {
        imageView.image = nil
        Task {
            try? await Task.sleep(for: .seconds(60))
        }
    }
}
