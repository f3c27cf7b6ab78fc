/// What a cell's content shows, as a value: the cell makes its content view from it (`makeContentView()`) and gives
/// each later configuration to that view while the view `supports` it. What the content view's first image view and
/// labels show is what reel classifies, as for views a cell makes itself.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it looks in `state` (selected, highlighted…).
    func updated(for state: any UIConfigurationState) -> Self
}
