import Kingfisher

/// A cell that asks its CDN for a size and scale, as many apps do: the item's URL with `?w=400&dpr=2` appended.
final class RewrittenURLPhotoCell: CaptionedPhotoCell, PhotoCell {
    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        var components = URLComponents(url: photo.url, resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "w", value: "400"), URLQueryItem(name: "dpr", value: "2")]
        imageView.kf.setImage(with: components?.url)
    }
}
