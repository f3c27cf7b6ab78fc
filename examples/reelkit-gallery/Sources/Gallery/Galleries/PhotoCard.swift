import ReelKit

extension UICollectionViewCell {
    /// Lays the sample's photo cells out as a rounded card holding `imageView`, which fills the card and
    /// aspect-fills its photo (and the placeholder symbol, in a quiet tint).
    func layOutPhotoCard(with imageView: UIImageView) {
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.tintColor = .tertiaryLabel
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
    }
}
