// The cancel-clear-verify cell of identifier-keyed prefetch: UIKit code run with `import ReelKit`.
import ReelKit

// ✅ GOOD: Cancel-clear-verify pattern with Swift Concurrency
final class ImageCell: UICollectionViewCell {
    let imageView = UIImageView()
    private var loadTask: Task<Void, Never>?
    private var representedID: String?

    required init(frame: CGRect) {
        super.init(frame: frame)
        layOutPhotoCard(with: imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        loadTask?.cancel() // (a) Cancel in-flight work
        loadTask = nil
        imageView.image = nil // (b) Clear stale content
        representedID = nil
    }
    func configure(with item: Item, prefetcher: ImagePrefetchController<String>) {
        representedID = item.id
        // Fast path: image already cached
        if let cached = prefetcher.cachedImage(for: item.id) {
            imageView.image = cached
            return
        }
        // Slow path: async load with identity verification
        loadTask = Task { [weak self] in
            let image = await prefetcher.image(for: item.id)
            // (c) Verify cell still represents the same item
            guard self?.representedID == item.id else { return }
            self?.imageView.image = image
        }
    }
}
