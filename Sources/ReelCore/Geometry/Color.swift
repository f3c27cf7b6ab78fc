/// An sRGB colour with alpha, each channel in 0...1.
public struct Color: Sendable, Hashable, Codable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#rrggbb` or `#rrggbbaa`; nil for anything else.
    package init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let channels = digits.count == 6 ? (value << 8) | 0xFF : value
        red = Double((channels >> 24) & 0xFF) / 255
        green = Double((channels >> 16) & 0xFF) / 255
        blue = Double((channels >> 8) & 0xFF) / 255
        alpha = Double(channels & 0xFF) / 255
    }

    package static let black = Color(red: 0, green: 0, blue: 0)
    package static let white = Color(red: 1, green: 1, blue: 1)
}
