import Foundation

/// A colour: sRGB components and alpha, as UIKit's `UIColor` in its default (light) appearance. Views record the
/// colours they are given; reel draws frames from the scenario's template, so a colour changes no pixel yet.
public final class UIColor: Sendable, Hashable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
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

    /// A dynamic colour: reel renders the light appearance, so the provider is asked for it once.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let color = dynamicProvider(UITraitCollection.current)
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components, as UIKit hands them out; always true (every colour here is RGB).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The colour as a layer takes it.
    public var cgColor: CGColor { CGColor(color: self) }

    /// The colour in the light appearance (reel renders that one).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    public var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    private static func clamped(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
}
