/// A function from a colour to a colour (`UIBackgroundConfiguration.backgroundColorTransformer`).
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor

    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// Makes the colour a grey of the same brightness.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }
    /// The colour unchanged (a tint where the colour is the tint colour).
    public static let preferredTint = UIConfigurationColorTransformer { $0 }
    /// The colour at half opacity.
    public static let monochromeTint = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
}
