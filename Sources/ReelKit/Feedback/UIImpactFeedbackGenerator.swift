/// The tap of a collision (a snap into place, a drop), not played in a run (`UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's impact weights, with its raw values.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The weight this generator plays.
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
    }

    public convenience override init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {
        played("UIImpactFeedbackGenerator.impactOccurred()")
    }

    open func impactOccurred(intensity: CGFloat) {
        played("UIImpactFeedbackGenerator.impactOccurred(intensity:)")
    }
}
