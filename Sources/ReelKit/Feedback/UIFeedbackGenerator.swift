/// Haptic feedback. A run has no device to tap the hand holding it, so a generator does nothing and is reported once
/// as ignored; what the app draws does not change.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the haptic engine on a device; nothing to ready in a run.
    open func prepare() {}

    /// Says once that haptics are not played.
    func played(_ call: String) {
        GalleryEngines.ignored("\(call): reel plays no haptics")
    }
}
