/// A cell's background as a value: colours, corner radius, stroke, insets, an optional view. Recorded on the cell,
/// not drawn (the scenario's template draws reel's frames), and never read as what the cell shows: an image view in
/// its `customView` is not the cell's image view.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    /// Transforms `backgroundColor` (a selected cell's tint, say) when the colour is resolved.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var customView: UIView?
    public var image: UIImage?
    public var imageContentMode = UIView.ContentMode.scaleToFill

    init(backgroundColor: UIColor?) { self.backgroundColor = backgroundColor }

    /// The background of a plain list's cell: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(backgroundColor: .systemBackground) }
    /// The background of a grouped list's cell.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        .init(backgroundColor: .secondarySystemGroupedBackground)
    }
    /// The background of a sidebar's cell: none until selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { .init(backgroundColor: nil) }
    /// No background.
    public static func clear() -> UIBackgroundConfiguration { .init(backgroundColor: .clear) }

    /// The background colour after `backgroundColorTransformer`, with `tintColor` when there is no colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?.transform(color) ?? color
    }

    /// The same background: reel draws no selection or highlight colours.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}
