import Kingfisher

/// Kingfisher's documented behaviours, tried on image views of the probe's own while the grid runs: a memory hit is
/// set before `setImage` returns, a replaced request is dropped by the view's task identifier, cancelling says so,
/// the placeholder shows at once, `.onlyFromCache` misses with a cache error, a nil source is `emptySource`.
@MainActor
enum KingfisherProbe {
    static let gridProcessor = DownsamplingImageProcessor(size: CGSize(width: 130, height: 130))

    static func run(_ photos: [Photo], log: ProbeLog) {
        let hit = UIImageView()
        hit.kf.setImage(with: photos[0].url, options: [.processor(gridProcessor)]) { result in
            log.add("memory: \((try? result.get().cacheType).map { "\($0)" } ?? "failed")")
        }
        log.add("memory hit set before setImage returned: \(hit.image != nil)")

        let original = UIImageView()
        original.kf.setImage(with: photos[0].url) { result in
            log.add("original: \((try? result.get().cacheType).map { "\($0)" } ?? "failed")")
        }

        let replaced = UIImageView()
        replaced.kf.setImage(with: photos[150].url) { result in
            if case .failure(let error) = result { log.add("first request replaced: \(error.isNotCurrentTask)") }
        }
        log.add("first identifier: \(replaced.kf.taskIdentifier.map(String.init) ?? "none")")
        replaced.kf.setImage(with: photos[151].url) { result in
            log.add("second request: \((try? result.get().cacheType).map { "\($0)" } ?? "failed")")
            log.add("second request's image set: \(replaced.image != nil)")
        }

        let cancelled = UIImageView()
        cancelled.kf.setImage(with: photos[160].url) { result in
            if case .failure(let error) = result { log.add("cancelled: \(error.isTaskCancelled)") }
        }
        cancelled.kf.cancelDownloadTask()

        let placeholder = UIImage(systemName: "photo")!
        let waiting = UIImageView()
        waiting.kf.setImage(with: photos[170].url, placeholder: placeholder)
        log.add("placeholder at once: \(waiting.image === placeholder)")

        KingfisherManager.shared.retrieveImage(with: photos[180].url, options: [.onlyFromCache]) { result in
            if case .failure(.cacheError(reason: .imageNotExisting)) = result { log.add("only from cache: miss") }
        }

        let empty = UIImageView()
        empty.kf.setImage(with: nil as URL?) { result in
            if case .failure(.imageSettingError(reason: .emptySource)) = result { log.add("nil source: emptySource") }
        }
        log.add("disk cache holds the original: \(ImageCache.default.imageCachedType(forKey: photos[0].url.cacheKey))")
    }
}
