/// The pattern that says a task succeeded, warned or failed, not played in a run (`UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's outcomes, with its raw values.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        played("UINotificationFeedbackGenerator.notificationOccurred(_:)")
    }
}
