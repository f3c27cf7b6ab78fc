extension UIImage {
    /// How an image is drawn, with UIKit's raw values: as it is, or as a template filled with the tint colour.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The same image in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(tag: tag, size: size, symbolName: symbolName, renderingMode: renderingMode)
    }

    /// The same image tinted `color` (kept as it is: a bundled image or symbol is drawn as the placeholder).
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// The same image tinted `color`, in `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withRenderingMode(renderingMode)
    }

    /// An image of the app's bundle or asset catalogue for `traitCollection`: as `init(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }
}
