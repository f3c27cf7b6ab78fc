import AlamofireImage

// Photo cells as apps write them with AlamofireImage, shown in `PhotoGridViewController`.

/// The cell of AlamofireImage's README: `af.setImage(withURL:placeholderImage:filter:imageTransition:)`, the request
/// cancelled on reuse (a new request on the view cancels the previous one too, and a late image is checked against the
/// view's active request).
final class AlamofireImagePhotoCell: CaptionedPhotoCell, PhotoCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.af.cancelImageRequest()
        imageView.image = nil
    }

    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        imageView.af.setImage(
            withURL: photo.url, placeholderImage: UIImage(named: "placeholder"),
            filter: AspectScaledToFillSizeFilter(size: CGSize(width: 128, height: 128)),
            imageTransition: .crossDissolve(0.2))
    }
}

/// The misuse: the downloader's completion sets whatever image arrives on the captured cell, unchecked.
final class AlamofireDownloaderPhotoCell: CaptionedPhotoCell, PhotoCell {
    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        ImageDownloader.default.download(
            URLRequest(url: photo.url),
            completion: { [weak self] response in
                DispatchQueue.main.async { self?.imageView.image = response.value }
            })
    }
}

/// AlamofireImage's documented behaviours, tried on image views of the probe's own: a cached image is set before
/// `setImage` returns, a second request on a view cancels the first, the same URL again is refused while it loads,
/// the placeholder shows at once.
@MainActor
enum AlamofireImageProbe {
    static func run(_ photos: [Photo], log: ProbeLog) {
        let filter = AspectScaledToFillSizeFilter(size: CGSize(width: 128, height: 128))
        let hit = UIImageView()
        hit.af.setImage(withURL: photos[0].url, filter: filter)
        log.add("cached image set before setImage returned: \(hit.image != nil)")

        let replaced = UIImageView()
        replaced.af.setImage(
            withURL: photos[150].url,
            completion: { response in
                if case .failure(.requestCancelled) = response.result { log.add("first request cancelled") }
            })
        replaced.af.setImage(
            withURL: photos[151].url,
            completion: { response in
                log.add("second request: image \(response.value != nil), set \(replaced.image === response.value)")
            })

        let twice = UIImageView()
        twice.af.setImage(
            withURL: photos[160].url, completion: { log.add("same URL, first: image \($0.value != nil)") })
        twice.af.setImage(
            withURL: photos[160].url,
            completion: { response in
                if case .failure(.requestCancelled) = response.result { log.add("same URL, second: refused") }
            })

        let placeholder = UIImage(systemName: "photo")!
        let waiting = UIImageView()
        waiting.af.setImage(withURL: photos[170].url, placeholderImage: placeholder)
        log.add("placeholder at once: \(waiting.image === placeholder)")
    }
}
