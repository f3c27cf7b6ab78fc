import SDWebImage

// Photo cells as apps write them with SDWebImage, shown in `PhotoGridViewController`.

/// The cell of SDWebImage's README: `sd_setImage` with a placeholder, an indicator and a fade; cancelled on reuse
/// (a new `sd_setImage` on the view cancels the previous load too).
final class SDWebImagePhotoCell: CaptionedPhotoCell, PhotoCell {
    override func setUp() {
        imageView.sd_imageIndicator = SDWebImageActivityIndicator.gray
        imageView.sd_imageTransition = .fade
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.sd_cancelCurrentImageLoad()
        imageView.image = nil
    }

    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        imageView.sd_setImage(
            with: photo.url, placeholderImage: UIImage(systemName: "photo"), options: [.retryFailed],
            context: [.imageThumbnailPixelSize: CGSize(width: 256, height: 256)])
    }
}

/// The misuse: the manager's completion sets whatever image arrives on the captured cell, with no check that the
/// cell still shows that photo and nothing cancelling the load on reuse.
final class SDManagerPhotoCell: CaptionedPhotoCell, PhotoCell {
    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        SDWebImageManager.shared.loadImage(with: photo.url, options: [], progress: nil) {
            [weak self] image, _, _, _, _, _ in
            DispatchQueue.main.async { self?.imageView.image = image }
        }
    }
}

/// The other misuse: `.avoidAutoCancelImage` keeps the previous load of a reused cell running, and its image is set
/// when it arrives.
final class SDAvoidAutoCancelPhotoCell: CaptionedPhotoCell, PhotoCell {
    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        imageView.sd_setImage(with: photo.url, placeholderImage: nil, options: [.avoidAutoCancelImage])
    }
}

/// SDWebImage's documented behaviours, tried on image views of the probe's own: a memory hit is set before
/// `sd_setImage` returns, a second load on a view cancels the first, the placeholder shows at once, a nil URL is
/// `invalidURL`, `.fromCacheOnly` misses with no image and no error.
@MainActor
enum SDWebImageProbe {
    static func run(_ photos: [Photo], log: ProbeLog) {
        let thumbnail: SDWebImageContext = [.imageThumbnailPixelSize: CGSize(width: 256, height: 256)]
        let hit = UIImageView()
        hit.sd_setImage(with: photos[0].url, placeholderImage: nil, options: [], context: thumbnail, progress: nil) {
            _, _, cacheType, _ in log.add("memory: \(cacheType)")
        }
        log.add("memory hit set before sd_setImage returned: \(hit.image != nil)")

        let replaced = UIImageView()
        replaced.sd_setImage(with: photos[150].url) { image, error, _, _ in
            log.add("first load: image \(image != nil), cancelled \((error as? SDWebImageError)?.code == .cancelled)")
        }
        replaced.sd_setImage(with: photos[151].url) { image, _, cacheType, _ in
            log.add("second load: \(cacheType), image set \(replaced.image === image && image != nil)")
        }

        let placeholder = UIImage(systemName: "photo")!
        let waiting = UIImageView()
        waiting.sd_setImage(with: photos[170].url, placeholderImage: placeholder)
        log.add("placeholder at once: \(waiting.image === placeholder)")

        let empty = UIImageView()
        empty.sd_setImage(with: nil) { _, error, _, _ in
            log.add("nil URL: \((error as? SDWebImageError)?.code == .invalidURL)")
        }

        SDWebImageManager.shared.loadImage(with: photos[180].url, options: [.fromCacheOnly], progress: nil) {
            image, _, error, _, finished, _ in
            log.add("from cache only: image \(image != nil), error \(error != nil), finished \(finished)")
        }
    }
}
