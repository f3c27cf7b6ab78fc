/// Content configurations (iOS 14): a cell shows a configuration through a content view that applies it to its own
/// image view and labels, which reel classifies as it does views the cell makes itself (the first image view, the
/// first label that shows an item's title). A configuration set from off reel's executor is reported and ignored, as
/// an image view's image is.
extension UICollectionViewCell {
    /// What `configurationUpdateHandler` is called with: the cell and its configuration state.
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The content the cell shows. A configuration the current content view supports is given to it; any other
    /// makes its content view (`makeContentView()`), which replaces the cell's `contentView`.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurations.content }
        set {
            guard mayChange(self) else { return }
            configurations.content = newValue
            guard let newValue else { return }
            if let shown = contentView as? any UIContentView, shown.supports(newValue) {
                shown.configuration = newValue
                return
            }
            let view = newValue.makeContentView()
            view.frame = CGRect(origin: .zero, size: bounds.size)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.removeFromSuperview()
            contentView = view
            addSubview(view)
        }
    }

    /// The cell's background: recorded, not drawn.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set {
            guard mayChange(self) else { return }
            configurations.background = newValue
        }
    }

    /// Whether `updateConfiguration(using:)` replaces the content configuration by its `updated(for:)`.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }

    /// Whether `updateConfiguration(using:)` replaces the background configuration by its `updated(for:)`.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set { configurations.automaticallyUpdatesBackground = newValue }
    }

    /// Called with the cell and its state after each `updateConfiguration(using:)`; setting it asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurations.updateHandler }
        set {
            configurations.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for `updateConfiguration(using:)` and the update handler to run: in a cell reel made, once, at the end
    /// of the gallery code's current call from the frame loop (a task's job, a queue's block, an action), before reel
    /// reads what the cell shows, as UIKit updates before the next layout pass; a dequeued cell is updated when the
    /// cell provider returns it. A cell reel did not make updates at once.
    public func setNeedsUpdateConfiguration() {
        guard mayChange(self) else { return }
        configurations.needsUpdate = true
        if let engine {
            engine.requestConfigurationUpdate(of: self)
        } else if CellConstruction.collected == nil {
            updateConfigurationIfNeeded()
        }
    }

    /// Runs the update asked for, if any.
    func updateConfigurationIfNeeded() {
        guard configurations.needsUpdate else { return }
        configurations.needsUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurations.updateHandler?(self, state)
    }

    /// `updateConfiguration(using:)`'s default: each configuration becomes its `updated(for:)`.
    func updateConfigurationsAutomatically(for state: UICellConfigurationState) {
        if configurations.automaticallyUpdatesContent, let content = configurations.content {
            contentConfiguration = content.updated(for: state)
        }
        if configurations.automaticallyUpdatesBackground, let background = configurations.background {
            backgroundConfiguration = background.updated(for: state)
        }
    }
}
