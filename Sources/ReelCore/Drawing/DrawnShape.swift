/// A `CAShapeLayer`'s drawing: its path filled, then stroked, in the layer's coordinates.
package struct DrawnShape: Sendable, Hashable, Codable {
    package var path: DrawnPath
    /// The fill colour (nil: not filled).
    package var fill: Color?
    /// Whether the fill uses the even-odd rule rather than non-zero winding.
    package var evenOdd = false
    /// The stroke colour (nil: not stroked).
    package var stroke: Color?
    package var lineWidth = 1.0
    package var lineCap = LineCap.butt
    package var lineJoin = LineJoin.miter
    package var miterLimit = 10.0
    /// Dash lengths, alternately drawn and skipped (empty: a solid line), and the phase the pattern starts at.
    package var dashes: [Double] = []
    package var dashPhase = 0.0
    /// The share of the path's length the stroke starts and ends at (0...1), as `strokeStart` and `strokeEnd`.
    package var strokeStart = 0.0
    package var strokeEnd = 1.0

    /// `CAShapeLayerLineCap`.
    package enum LineCap: String, Sendable, Hashable, Codable {
        case butt, round, square
    }

    /// `CAShapeLayerLineJoin`.
    package enum LineJoin: String, Sendable, Hashable, Codable {
        case miter, round, bevel
    }

    package init(path: DrawnPath) {
        self.path = path
    }

    /// How far the stroke reaches beyond the path: half the line width, or the miter's reach at sharp joins.
    package var strokeReach: Double {
        guard stroke != nil, lineWidth > 0 else { return 0 }
        let half = lineWidth / 2
        let cap = lineCap == .square ? half * 2.0.squareRoot() : half
        return lineJoin == .miter ? max(cap, half * max(1, min(miterLimit, 100))) : cap
    }
}
