/// Kingfisher's builder: `KF.url(url).placeholder(image).fade(duration: 0.25).set(to: imageView)` is
/// `imageView.kf.setImage(with:placeholder:options:completionHandler:)` with those options.
public enum KF {
    /// A builder for `source`.
    @MainActor public static func source(_ source: Source?) -> KF.Builder { Builder(source: source) }

    /// A builder for `resource`.
    @MainActor public static func resource(_ resource: (any Resource)?) -> KF.Builder {
        source(resource?.convertToSource())
    }

    /// A builder for `url`, cached under `cacheKey` (the URL's text when nil).
    @MainActor public static func url(_ url: URL?, cacheKey: String? = nil) -> KF.Builder {
        source(url.map { .network(KF.ImageResource(downloadURL: $0, cacheKey: cacheKey)) })
    }

    /// A builder for the image data `provider` gives.
    @MainActor public static func dataProvider(_ provider: (any ImageDataProvider)?) -> KF.Builder {
        source(provider.map { .provider($0) })
    }

    /// A builder for `data`, cached under `cacheKey`.
    @MainActor public static func data(_ data: Data?, cacheKey: String) -> KF.Builder {
        dataProvider(data.map { RawImageDataProvider(data: $0, cacheKey: cacheKey) })
    }

    /// Options, a placeholder and callbacks for one request, set on a view with `set(to:)`.
    @MainActor
    public final class Builder {
        private let source: Source?
        private var placeholder: (any Placeholder)?
        /// The request's options, starting from `KingfisherManager.shared.defaultOptions`.
        public var options: KingfisherParsedOptionsInfo
        private var onSuccessBlocks: [(RetrieveImageResult) -> Void] = []
        private var onFailureBlocks: [(KingfisherError) -> Void] = []

        init(source: Source?) {
            self.source = source
            options = KingfisherManager.shared.parsedOptions(nil)
        }

        /// Starts the request on `imageView`.
        @discardableResult
        public func set(to imageView: KFCrossPlatformImageView) -> DownloadTask? {
            let handler: @MainActor @Sendable (Result<RetrieveImageResult, KingfisherError>) -> Void = {
                [self] result in
                switch result {
                case .success(let value): for block in onSuccessBlocks { block(value) }
                case .failure(let error): for block in onFailureBlocks { block(error) }
                }
            }
            return imageView.kf.setImage(
                with: source, placeholder: placeholder, parsedOptions: options, completionHandler: handler)
        }

        /// Shows `placeholder` while loading.
        public func placeholder(_ placeholder: (any Placeholder)?) -> Self { edit { $0.placeholder = placeholder } }
        /// Shows `image` while loading.
        public func placeholder(_ image: KFCrossPlatformImage?) -> Self { edit { $0.placeholder = image } }
        /// Called with the result when the image is set.
        public func onSuccess(_ block: ((RetrieveImageResult) -> Void)?) -> Self {
            edit { builder in if let block { builder.onSuccessBlocks.append(block) } }
        }
        /// Called with the error when the request fails (or is replaced or cancelled).
        public func onFailure(_ block: ((KingfisherError) -> Void)?) -> Self {
            edit { builder in if let block { builder.onFailureBlocks.append(block) } }
        }

        /// `.transition(transition)`.
        public func transition(_ transition: ImageTransition) -> Self { edit { $0.options.transition = transition } }
        /// `.transition(.fade(duration))`.
        public func fade(duration: TimeInterval) -> Self { transition(.fade(duration)) }
        /// `.forceTransition`.
        public func forceTransition(_ enabled: Bool = true) -> Self { edit { $0.options.forceTransition = enabled } }
        /// `.keepCurrentImageWhileLoading`.
        public func keepCurrentImageWhileLoading(_ enabled: Bool = true) -> Self {
            edit { $0.options.keepCurrentImageWhileLoading = enabled }
        }
        /// `.targetCache(cache)`.
        public func targetCache(_ cache: ImageCache) -> Self { edit { $0.options.targetCache = cache } }
        /// `.originalCache(cache)`.
        public func originalCache(_ cache: ImageCache) -> Self { edit { $0.options.originalCache = cache } }
        /// `.downloader(downloader)`.
        public func downloader(_ downloader: ImageDownloader) -> Self { edit { $0.options.downloader = downloader } }
        /// `.downloadPriority(priority)`.
        public func downloadPriority(_ priority: Float) -> Self { edit { $0.options.downloadPriority = priority } }
        /// `.forceRefresh`.
        public func forceRefresh(_ enabled: Bool = true) -> Self { edit { $0.options.forceRefresh = enabled } }
        /// `.fromMemoryCacheOrRefresh`.
        public func fromMemoryCacheOrRefresh(_ enabled: Bool = true) -> Self {
            edit { $0.options.fromMemoryCacheOrRefresh = enabled }
        }
        /// `.cacheMemoryOnly`.
        public func cacheMemoryOnly(_ enabled: Bool = true) -> Self { edit { $0.options.cacheMemoryOnly = enabled } }
        /// `.waitForCache`.
        public func waitForCache(_ enabled: Bool = true) -> Self { edit { $0.options.waitForCache = enabled } }
        /// `.onlyFromCache`.
        public func onlyFromCache(_ enabled: Bool = true) -> Self { edit { $0.options.onlyFromCache = enabled } }
        /// `.backgroundDecode`.
        public func backgroundDecode(_ enabled: Bool = true) -> Self { edit { $0.options.backgroundDecode = enabled } }
        /// `.callbackQueue(queue)`.
        public func callbackQueue(_ queue: CallbackQueue) -> Self { edit { $0.options.callbackQueue = queue } }
        /// `.scaleFactor(factor)`.
        public func scaleFactor(_ factor: CGFloat) -> Self { edit { $0.options.scaleFactor = factor } }
        /// `.cacheOriginalImage`.
        public func cacheOriginalImage(_ enabled: Bool = true) -> Self {
            edit { $0.options.cacheOriginalImage = enabled }
        }
        /// `.loadDiskFileSynchronously`.
        public func loadDiskFileSynchronously(_ enabled: Bool = true) -> Self {
            edit { $0.options.loadDiskFileSynchronously = enabled }
        }
        /// `.onFailureImage(image)`.
        public func onFailureImage(_ image: KFCrossPlatformImage?) -> Self {
            edit { $0.options.onFailureImage = .some(image) }
        }
        /// `.processor(processor)`, replacing the processors set so far.
        public func setProcessor(_ processor: any ImageProcessor) -> Self { edit { $0.options.processor = processor } }
        /// The processors, in order, replacing those set so far.
        public func setProcessors(_ processors: [any ImageProcessor]) -> Self {
            guard let first = processors.first else { return setProcessor(DefaultImageProcessor.default) }
            return setProcessor(processors.dropFirst().reduce(first) { $0 |> $1 })
        }
        /// Runs `processor` after the processors set so far.
        public func appendProcessor(_ processor: any ImageProcessor) -> Self {
            let current = options.processor
            let combined = current == DefaultImageProcessor.default ? processor : current |> processor
            return setProcessor(combined)
        }
        /// Appends a `DownsamplingImageProcessor` of `size`.
        public func downsampling(size: CGSize) -> Self { appendProcessor(DownsamplingImageProcessor(size: size)) }
        /// Appends a `RoundCornerImageProcessor` of `radius` points.
        public func roundCorner(radius: CGFloat, targetSize: CGSize? = nil) -> Self {
            appendProcessor(RoundCornerImageProcessor(cornerRadius: radius, targetSize: targetSize))
        }

        private func edit(_ change: (Builder) -> Void) -> Self {
            change(self)
            return self
        }
    }
}
