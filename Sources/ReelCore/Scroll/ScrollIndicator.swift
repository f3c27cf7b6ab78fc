/// The vertical scroll indicator of one frame: where its knob is on screen and how opaque it is.
///
/// The knob is laid out the way UIScrollView lays out its vertical indicator: a track down the right edge (the
/// viewport less a small inset at each end), a knob as long as the visible share of the content (never shorter than
/// `minimumLength`), placed along the track by how far the offset is between its limits; while the content is
/// rubber-banded past an end the knob shrinks by the overshoot, pinned to that end of the track.
package struct ScrollIndicator: Sendable, Equatable, Codable {
    /// The knob on the canvas, in points, snapped to device pixels.
    package var knob: Rect
    /// Opacity, 0 (hidden) … 1.
    package var alpha: Double

    package init(knob: Rect, alpha: Double) {
        self.knob = knob
        self.alpha = alpha
    }

    /// Width of the knob (UIKit: 3 pt), and its distance from the viewport's right edge.
    static let thickness = 3.0
    static let edgeInset = 3.0
    /// Space kept free at the top and bottom of the track.
    static let trackInset = 3.0
    /// The shortest knob while the offset is within its limits (UIKit keeps it about 36 pt long).
    package static let minimumLength = 36.0
    /// The shortest knob while rubber-banding past an end: a dot as long as the knob is wide.
    package static let minimumBouncingLength = thickness

    /// The knob for a viewport of `viewportWidth` × `viewportHeight` points over `contentHeight` points of content
    /// inset by `inset` and scrolled to `offset` (exact, unsnapped), or nil when the content fits the viewport
    /// (nothing to indicate). As UIKit's automatic indicator insets do, the track keeps clear of the inset, and the
    /// inset counts as content.
    package static func knob(
        viewportWidth: Double, viewportHeight: Double, contentHeight: Double, offset: Double,
        inset: ContentInset = .zero
    ) -> Rect? {
        let (content, offset) = (contentHeight + inset.top + inset.bottom, offset + inset.top)
        let scrollable = content - viewportHeight
        let track = viewportHeight - inset.top - inset.bottom - 2 * trackInset
        guard scrollable > 0, track > minimumLength else { return nil }
        let proportional = track * viewportHeight / content
        var length = min(track, max(minimumLength, proportional))
        let overshoot = offset < 0 ? -offset : max(0, offset - scrollable)
        length = max(minimumBouncingLength, length - overshoot)
        let progress = min(1, max(0, offset / scrollable))
        let top = inset.top + trackInset + (track - length) * progress
        return Rect(x: viewportWidth - edgeInset - thickness, y: top, width: thickness, height: length)
    }

    /// How far the knob `drawn` is from the knob `expected`: the larger of the moves of its top and of its length.
    package static func displacement(of drawn: Rect, from expected: Rect) -> Double {
        max(abs(drawn.minY - expected.minY), abs(drawn.height - expected.height))
    }

    /// `knob` with its vertical edges snapped to device pixels at `scale`.
    package static func snapped(_ knob: Rect, scale: Double) -> Rect {
        let top = (knob.minY * scale).rounded() / scale
        let bottom = (knob.maxY * scale).rounded() / scale
        return Rect(x: knob.x, y: top, width: knob.width, height: max(1 / scale, bottom - top))
    }
}
