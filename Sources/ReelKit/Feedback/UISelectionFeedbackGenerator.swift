/// The tick of a selection changing (a picker's wheel), not played in a run (`UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        played("UISelectionFeedbackGenerator.selectionChanged()")
    }
}
