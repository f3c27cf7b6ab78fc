/// How `loadImage(with:options:into:)` shows images: the placeholder, the transitions, the failure image, content
/// modes, the processors and the pipeline.
public struct ImageLoadingOptions: @unchecked Sendable {
    // @unchecked Sendable: the images are Sendable and the transition's closure is only run on the main actor.

    /// The options every load uses by default; each reel run has its own, as each launch of an app does.
    @MainActor public static var shared: ImageLoadingOptions {
        get { sharedOptions.value.value }
        set { sharedOptions.value.value = newValue }
    }

    @MainActor private static let sharedOptions = AppLocal { SharedOptions() }

    /// Shown while loading.
    public var placeholder: PlatformImage?
    /// Shown when loading fails.
    public var failureImage: PlatformImage?
    /// How a downloaded image appears (none: at once).
    public var transition: Transition?
    /// How the failure image appears.
    public var failureImageTransition: Transition?
    /// Run the transition for memory-cached images too.
    public var alwaysTransition = false
    /// Clear the view (and its animations) when a new load starts (true by default).
    public var isPrepareForReuseEnabled = true
    /// Show progressive previews.
    public var isProgressiveRenderingEnabled = true
    /// The pipeline (`ImagePipeline.shared` when nil).
    public var pipeline: ImagePipeline?
    /// Processors for requests that have none.
    public var processors: [any ImageProcessing] = []
    /// The content mode per kind of image.
    public var contentModes: ContentModes?

    /// Content modes per kind of image.
    public struct ContentModes: Sendable {
        public var success: UIView.ContentMode
        public var failure: UIView.ContentMode
        public var placeholder: UIView.ContentMode

        public init(success: UIView.ContentMode, failure: UIView.ContentMode, placeholder: UIView.ContentMode) {
            self.success = success
            self.failure = failure
            self.placeholder = placeholder
        }
    }

    /// An image's appearance: a fade-in of a duration (the image is set as it starts, on virtual time).
    public struct Transition: Sendable {
        /// The length in seconds.
        public let duration: TimeInterval

        /// A fade-in of `duration` seconds.
        public static func fadeIn(duration: TimeInterval) -> Transition { Transition(duration: duration) }
    }

    /// Options with these parts.
    public init(
        placeholder: UIImage? = nil, transition: Transition? = nil, failureImage: UIImage? = nil,
        failureImageTransition: Transition? = nil, contentModes: ContentModes? = nil
    ) {
        self.placeholder = placeholder
        self.transition = transition
        self.failureImage = failureImage
        self.failureImageTransition = failureImageTransition
        self.contentModes = contentModes
    }
}

/// The app's shared options (main-actor state, one per reel run).
@MainActor
final class SharedOptions: Sendable {
    var value = ImageLoadingOptions()
}
