/// A share sheet. Presenting it is recorded as any presentation is (nothing is shown in a run), and nobody picks a
/// service, so its completion handlers never run.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionHandler = (UIActivity.ActivityType?, Bool) -> Void
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// What the sheet shares (kept as given).
    public let activityItems: [Any]
    /// The app's own services (kept as given).
    public let applicationActivities: [UIActivity]?
    public var completionHandler: CompletionHandler?
    public var completionWithItemsHandler: CompletionWithItemsHandler?
    public var excludedActivityTypes: [UIActivity.ActivityType]?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}
