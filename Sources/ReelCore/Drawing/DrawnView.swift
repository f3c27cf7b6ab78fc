/// One view of a cell as the app built it, ready to draw: its frame in its superview, how its layer looks, what it
/// shows, and its subviews back to front. ReelKit makes the tree of a gallery's cell after the cell's layout pass
/// (`drawing: app`); the frame renderer composites it as UIKit would. A hidden view is left out of the tree.
public struct DrawnView: Sendable, Hashable, Codable {
    /// The frame in the superview's coordinates (the root's origin is the cell's, so the root is at 0, 0).
    package var frame: Rect
    /// The view's `alpha` times its layer's `opacity`: the view and its subviews are composited at it.
    package var alpha: Double = 1
    /// The layer: background, corners, border, shadow and clipping.
    package var layer = DrawnLayer()
    /// What the view itself draws above its background (an image, text, a spinner), or nil.
    package var content: DrawnContent?
    /// Sublayers the view's layer holds (gradients, shapes), drawn above its content, each among the subviews where
    /// it was added (`DrawnSublayer.aboveSubviews`), in order.
    package var sublayers: [DrawnSublayer] = []
    package var subviews: [DrawnView] = []

    package init(frame: Rect) {
        self.frame = frame
    }

    /// Every item image the tree shows, for the renderer's pixel lookup.
    package var imageTags: [ImageTag] {
        var tags: [ImageTag] = []
        collectImageTags(into: &tags)
        return tags
    }

    private func collectImageTags(into tags: inout [ImageTag]) {
        if case .image(let image) = content, case .item(let tag) = image.source { tags.append(tag) }
        for subview in subviews { subview.collectImageTags(into: &tags) }
    }
}

/// A view's layer as drawn: `CALayer`'s background, corners, border, shadow, `masksToBounds` and `mask`, and what a
/// `CAGradientLayer` or `CAShapeLayer` draws.
package struct DrawnLayer: Sendable, Hashable, Codable {
    package var background: Color?
    /// A `CAGradientLayer`'s gradient, drawn above the background in the layer's (rounded) shape.
    package var gradient: DrawnGradient?
    /// A `CAShapeLayer`'s path, filled and stroked above the background.
    package var shape: DrawnShape?
    /// The layer masking this one (`mask`): everything the layer draws, its shadow included, shows only where the
    /// mask draws, at the mask's alpha.
    package var mask: DrawnMask?
    /// The corner radius, in points (0: square corners).
    package var cornerRadius: Double = 0
    /// Which corners are rounded (`CACornerMask`'s bits: min-x min-y 1, max-x min-y 2, min-x max-y 4, max-x max-y 8).
    package var maskedCorners: UInt8 = 0b1111
    /// Whether the corners are continuous curves (`cornerCurve = .continuous`) rather than circular arcs.
    package var continuousCorners = false
    package var borderWidth: Double = 0
    package var borderColor: Color?
    /// Whether the content and subviews are clipped to the (rounded) bounds.
    package var clips = false
    package var shadow: DrawnShadow?

    package init() {}
}

/// A layer's shadow: its colour at `opacity`, offset and blur radius in points.
package struct DrawnShadow: Sendable, Hashable, Codable {
    package var color: Color
    package var opacity: Double
    package var offsetX: Double
    package var offsetY: Double
    package var radius: Double
    /// `shadowPath`: the shape that casts the shadow instead of the layer's bounds.
    package var path: DrawnPath?

    package init(
        color: Color, opacity: Double, offsetX: Double, offsetY: Double, radius: Double, path: DrawnPath? = nil
    ) {
        self.color = color
        self.opacity = opacity
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.radius = radius
        self.path = path
    }
}

/// A layer's mask: a layer drawn in the masked layer's coordinates whose alpha the masked layer shows through.
package indirect enum DrawnMask: Sendable, Hashable, Codable {
    case layer(DrawnSublayer)

    /// The mask's layer.
    package var layer: DrawnSublayer {
        switch self {
        case .layer(let layer): layer
        }
    }
}
