/// Core Animation's continuous corner (`CALayerCornerCurve.continuous`, the iOS 7 "squircle") as it is publicly
/// reverse-engineered (PaintCode, "Code for iOS 7 rounded rectangles"): the curve leaves the straight edge about
/// 1.53 radii before the corner instead of one, so its curvature eases in. Each step is a point (or a cubic curve's
/// two control points and end point) as (radii back along the edge the path comes in by, radii along the edge it
/// leaves by), measured from the corner.
enum ContinuousCorner {
    /// How far along each edge the curve reaches, in radii.
    static let reach = 1.52866483

    /// The corner from the incoming edge to the outgoing one: a line to where the curve starts, then three curves
    /// joined by two short lines.
    static let segments: [[(Double, Double)]] = [
        [(reach, 0)],
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.63149399, 0.07491100)],
        [(0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)],
        [(0.06549600, 0.66993427)],
        [(0, 0.86840689), (0, 1.08849323), (0, reach)],
    ]
}
