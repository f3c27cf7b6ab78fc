import Nuke
import NukeExtensions
import NukeUI

// Photo cells as apps write them with Nuke, shown in `PhotoGridViewController`.

/// NukeExtensions' `loadImage(with:options:into:)` with a placeholder and a fade; cancelled on reuse (a new load into
/// the view cancels the previous one too, and a cancelled task delivers nothing).
final class NukeExtensionsPhotoCell: CaptionedPhotoCell, PhotoCell {
    override func prepareForReuse() {
        super.prepareForReuse()
        NukeExtensions.cancelRequest(for: imageView)
    }

    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        let request = ImageRequest(url: photo.url, processors: [.resize(size: CGSize(width: 128, height: 128))])
        let options = ImageLoadingOptions(
            placeholder: UIImage(systemName: "photo"), transition: .fadeIn(duration: 0.25))
        NukeExtensions.loadImage(with: request, options: options, into: imageView)
    }
}

/// The same, as apps written for Nuke 7 to 11 call it: `Nuke.loadImage` with a placeholder and a fade, and Nuke 7's
/// completion of two parameters (response, error); no cancel on reuse, as the view's new load cancels the old one.
final class Nuke7PhotoCell: CaptionedPhotoCell, PhotoCell {
    private(set) var completions = 0

    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        let options = ImageLoadingOptions(
            placeholder: UIImage(systemName: "photo"), transition: .fadeIn(duration: 0.33))
        Nuke.loadImage(with: photo.url, options: options, into: imageView) { [weak self] (_, _) in
            self?.completions += 1
        }
    }
}

/// Nuke's async API in a task the cell cancels on reuse.
final class NukeAsyncPhotoCell: CaptionedPhotoCell, PhotoCell {
    private var task: Task<Void, Never>?

    override func prepareForReuse() {
        super.prepareForReuse()
        task?.cancel()
        imageView.image = nil
    }

    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        task = Task { [weak self] in
            guard let image = try? await ImagePipeline.shared.image(for: photo.url) else { return }
            self?.imageView.image = image
        }
    }
}

/// NukeUI's `LazyImageView`: setting a new URL cancels the running load.
final class LazyImagePhotoCell: UICollectionViewCell, PhotoCell {
    let lazyImageView = LazyImageView()
    let captionLabel = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        lazyImageView.placeholderImage = UIImage(systemName: "photo")
        contentView.addSubview(lazyImageView)
        contentView.addSubview(captionLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        lazyImageView.url = photo.url
    }
}

/// The misuse: the pipeline's completion sets whatever arrives on the captured cell; nothing cancels it on reuse.
final class NukePipelinePhotoCell: CaptionedPhotoCell, PhotoCell {
    func configure(with photo: Photo) {
        captionLabel.text = photo.caption
        ImagePipeline.shared.loadImage(with: photo.url) { [weak self] result in
            self?.imageView.image = try? result.get().image
        }
    }
}

/// Nuke's documented behaviours, tried on image views of the probe's own: a memory hit is shown before `loadImage`
/// returns, a cancelled task delivers nothing, a second load into a view cancels the first, the placeholder shows at
/// once, a nil URL is `imageRequestMissing`, `.returnCacheDataDontLoad` misses with `dataMissingInCache`.
@MainActor
enum NukeProbe {
    static func run(_ photos: [Photo], log: ProbeLog) {
        let request = ImageRequest(url: photos[0].url, processors: [.resize(size: CGSize(width: 128, height: 128))])
        let hit = UIImageView()
        NukeExtensions.loadImage(with: request, into: hit) { result in
            log.add("memory: \((try? result.get().cacheType).map { "\(String(describing: $0))" } ?? "failed")")
        }
        log.add("memory hit shown before loadImage returned: \(hit.image != nil)")

        let cancelled = ImagePipeline.shared.loadImage(with: photos[160].url) { _ in log.add("cancelled task delivered")
        }
        cancelled.cancel()

        let replaced = UIImageView()
        NukeExtensions.loadImage(with: photos[150].url, into: replaced) { _ in log.add("replaced load delivered") }
        NukeExtensions.loadImage(with: photos[151].url, into: replaced) { result in
            log.add("second load: image set \(replaced.image === (try? result.get().image))")
        }

        let placeholder = UIImage(systemName: "photo")!
        let waiting = UIImageView()
        NukeExtensions.loadImage(
            with: photos[170].url, options: ImageLoadingOptions(placeholder: placeholder), into: waiting)
        log.add("placeholder at once: \(waiting.image === placeholder)")

        NukeExtensions.loadImage(with: nil as URL?, into: UIImageView()) { result in
            if case .failure(.imageRequestMissing) = result { log.add("nil URL: imageRequestMissing") }
        }
        let cacheOnly = ImageRequest(url: photos[180].url, options: [.returnCacheDataDontLoad])
        ImagePipeline.shared.loadImage(with: cacheOnly) { result in
            if case .failure(.dataMissingInCache) = result { log.add("cache only: dataMissingInCache") }
        }
    }
}
