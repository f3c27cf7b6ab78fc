/// Insets in points from the canvas's edges: the screen's safe area (`safe_area`), the parts that a status bar,
/// sensor housing or home indicator cover on a device. Content scrolls under them; UIKit keeps it clear of them at
/// rest (`adjustedContentInset`).
public struct ScreenInsets: Sendable, Equatable, Hashable, Codable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets: the whole canvas is safe.
    package static let zero = ScreenInsets()
}
