/// A layer the app added to a view's layer (`addSublayer`): a plain layer, a `CAGradientLayer` or a `CAShapeLayer`,
/// with its own sublayers, in the view's coordinates.
package struct DrawnSublayer: Sendable, Hashable, Codable {
    /// The frame in the parent layer's coordinates.
    package var frame: Rect
    package var opacity: Double = 1
    package var layer = DrawnLayer()
    package var sublayers: [DrawnSublayer] = []
    /// How many of the view's drawn subviews are below this layer (0: all of them are above it); for a sublayer of
    /// a sublayer, 0.
    package var aboveSubviews = 0

    package init(frame: Rect) {
        self.frame = frame
    }
}

/// An axial or radial gradient: colours at locations (0...1) from the start point to the end point, both in the
/// unit square of the layer's bounds.
package struct DrawnGradient: Sendable, Hashable, Codable {
    package var colors: [Color]
    package var locations: [Double]
    package var startX: Double
    package var startY: Double
    package var endX: Double
    package var endY: Double
    package var radial: Bool

    package init(
        colors: [Color], locations: [Double], start: (x: Double, y: Double), end: (x: Double, y: Double), radial: Bool
    ) {
        self.colors = colors
        self.locations = locations
        startX = start.x
        startY = start.y
        endX = end.x
        endY = end.y
        self.radial = radial
    }
}
