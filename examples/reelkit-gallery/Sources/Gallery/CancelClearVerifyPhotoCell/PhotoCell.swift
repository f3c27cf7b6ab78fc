// The cancel-clear-verify photo cell (checks the item id after `await`): UIKit code run with `import ReelKit`.
import ReelKit

final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()  // the view the cell shows its photo in
    private let placeholder = UIImage(systemName: "photo")  // shown while loading and after a failure
    private var loadTask: Task<Void, Never>?
    private var boundItemId: String?

    required init(frame: CGRect) {
        super.init(frame: frame)
        layOutPhotoCard(with: imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    func configure(with item: Item) {
        loadTask?.cancel() // new configure → drop in-flight work
        // assign to local state
        boundItemId = item.id
        imageView.image = placeholder
        // hold reference to the item id passed into the function
        let itemId = item.id
        loadTask = Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                try Task.checkCancellation()
                let (data, _) = try await URLSession.shared.data(from: item.thumbURL)
                try Task.checkCancellation() // before expensive decode / UI updates
                let image = UIImage(data: data)
                guard !Task.isCancelled else { return }
                // check the id AFTER the async
                guard self.boundItemId == itemId else { return } // reused → wrong row
                self.imageView.image = image ?? placeholder
            } catch is CancellationError {
                return
            } catch {
                guard !Task.isCancelled, self.boundItemId == itemId else { return }
                self.imageView.image = placeholder
            }
        }
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        // RESET STATE
        loadTask?.cancel()
        loadTask = nil
        boundItemId = nil
        imageView.image = nil
    }
}
