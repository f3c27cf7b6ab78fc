import Kingfisher

// Photo cells as apps write them with Kingfisher: loading with `kf.setImage`, the `KF` builder, or
// `KingfisherManager.retrieveImage`, shown in `PhotoGridViewController`.

/// A cell as Kingfisher's README shows it: `kf.setImage` with a downsampling processor, a fade and an activity
/// indicator; `cancelDownloadTask()` on reuse. Kingfisher drops a late image by the view's task identifier.
final class KingfisherPhotoCell: CaptionedPhotoCell, PhotoCell {
    override func setUp() {
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.kf.indicatorType = .activity
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.kf.cancelDownloadTask()
        imageView.image = nil
        captionLabel.text = nil
    }

    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        let processor = DownsamplingImageProcessor(size: CGSize(width: 130, height: 130))
        imageView.kf.setImage(
            with: photo.url, placeholder: UIImage(systemName: "photo"),
            options: [.processor(processor), .scaleFactor(2), .transition(.fade(0.25)), .cacheOriginalImage])
    }
}

/// The same with the `KF` builder.
final class KFBuilderPhotoCell: CaptionedPhotoCell, PhotoCell {
    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        KF.url(photo.url)
            .placeholder(UIImage(named: "placeholder"))
            .downsampling(size: CGSize(width: 130, height: 130))
            .fade(duration: 0.2)
            .cacheOriginalImage()
            .set(to: imageView)
    }
}

/// The misuse: the manager's completion sets whatever image arrives, on whichever cell the closure captured, with
/// no check that the cell still shows that photo (a reused cell shows the previous item's image for a while).
final class RetrievingPhotoCell: CaptionedPhotoCell, PhotoCell {
    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        KingfisherManager.shared.retrieveImage(with: photo.url) { [weak self] result in
            guard case .success(let value) = result else { return }
            DispatchQueue.main.async { self?.imageView.image = value.image }
        }
    }
}

/// The misuse fixed: the cell remembers which photo it shows and sets an image only for that one.
final class CheckedRetrievingPhotoCell: CaptionedPhotoCell, PhotoCell {
    private var photoID: String?

    override func prepareForReuse() {
        super.prepareForReuse()
        photoID = nil
        imageView.image = nil
    }

    func configure(with photo: Photo) {
        photoID = photo.id
        captionLabel.text = photo.caption
        KingfisherManager.shared.retrieveImage(with: photo.url) { [weak self] result in
            guard case .success(let value) = result else { return }
            DispatchQueue.main.async {
                guard let self, self.photoID == photo.id else { return }
                self.imageView.image = value.image
            }
        }
    }
}
