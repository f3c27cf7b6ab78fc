/// An alert or action sheet: compiles and keeps its actions; `present(_:animated:completion:)` ignores it (reported
/// once), so no action's handler runs.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }

    public let preferredStyle: Style
    open var message: String?
    public private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) { return nil }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
}
