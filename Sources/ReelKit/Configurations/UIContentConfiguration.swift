/// A state a configuration is updated for (a cell's `UICellConfigurationState`).
public protocol UIConfigurationState {}

/// What a cell's content shows, as a value: the cell makes its content view from it (`makeContentView()`) and gives
/// each later configuration to that view while the view `supports` it. What the content view's first image view and
/// labels show is what reel classifies, as for views a cell makes itself.
@MainActor
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it looks in `state` (selected, highlighted…).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration: setting `configuration` applies it to the view's own subviews.
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration`; by default when it is of the type of the one it shows.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
