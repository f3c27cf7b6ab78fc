import Foundation

/// A colour: sRGB components and alpha in the light appearance, and, for UIKit's semantic colours and dynamic ones
/// (`init(dynamicProvider:)`), the colour of the dark appearance. Frames of the app's views resolve each colour in
/// the scenario's `appearance`; `cgColor` resolves it in the current traits, as UIKit does.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    /// The light appearance's components.
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    /// The colour in the dark appearance, when it differs from the light one.
    let dark: UIColor?

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, dark: nil)
    }

    /// A colour that is `dark` in the dark appearance.
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, dark: UIColor?) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
        self.dark = dark.map { $0.dark ?? $0 }
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (each 0...1), as UIKit converts them.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let (v, s) = (Self.clamped(brightness), Self.clamped(saturation))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// iOS 10's P3 initializer; reel keeps the components as given.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A dynamic colour: the provider is asked once for each appearance, light and dark.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .dark))
        self.init(
            red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, dark: dark == light ? nil : dark)
    }

    /// The same colour with another alpha, in both appearances.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha, dark: dark?.withAlphaComponent(alpha))
    }

    /// The components, as UIKit hands them out; always true (every colour here is RGB).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = resolvedColor(with: .current)
        red?.pointee = resolved.red
        green?.pointee = resolved.green
        blue?.pointee = resolved.blue
        alpha?.pointee = resolved.alpha
        return true
    }

    /// The colour as a layer takes it: resolved in the current traits, so it no longer follows the appearance (a
    /// layer's `borderColor` set from `UIColor.separator.cgColor` keeps the appearance it was made in).
    public var cgColor: CGColor { CGColor(color: resolvedColor(with: .current)) }

    /// The colour in the appearance `traitCollection` asks for (light when it asks for none).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dark else { return self }
        if traitCollection.userInterfaceStyle == .dark { return dark }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.dark == rhs.dark
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(dark)
    }

    public var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    private static func clamped(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
}
