import Kingfisher

// Photo cells as apps written for Kingfisher 4 still load them: `kf.setImage` with a completion of four parameters
// (image, error, cache type, URL), which Kingfisher 4 calls with the image of a request the view has moved on from.

/// The completion only logs: Kingfisher sets the image on the view, and drops a late one.
final class Kingfisher4PhotoCell: CaptionedPhotoCell, PhotoCell {
    private(set) var failures = 0

    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        imageView.kf.setImage(with: photo.url, placeholder: nil, options: [.onlyLoadFirstFrame], progressBlock: nil) {
            [weak self] (image, error, cacheType, url) in
            if error != nil { self?.failures += 1 }
        }
    }
}

/// The completion sets the image itself, as many Kingfisher 4 apps did: a late image of the cell's previous item is
/// set too, so the cell shows another item's image.
final class Kingfisher4SettingPhotoCell: CaptionedPhotoCell, PhotoCell {
    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        imageView.kf.setImage(with: photo.url, placeholder: nil, options: nil, progressBlock: nil) {
            [weak self] (image, error, cacheType, url) in
            self?.imageView.image = image
        }
    }
}
