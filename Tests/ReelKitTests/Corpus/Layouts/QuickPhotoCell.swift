import ReelKit

// Changed beyond the import: 1 line(s): override init(frame:) -> required init(frame:).

/// A thumbnail that loads its photo in a task and sets whatever arrives (no cancel on reuse, no check of which
/// photo the cell shows by then).
final class QuickPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ url: URL) {
        imageView.image = nil
        Task {
            let (data, _) = try await URLSession.shared.data(from: url)
            imageView.image = UIImage(data: data)
        }
    }
}
