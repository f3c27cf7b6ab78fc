import CCairo

extension CairoContext {
    /// Strokes an open line through `points` with round joins and caps (clears the current path first).
    package func strokePolyline(_ points: [(x: Double, y: Double)], lineWidth: Double) {
        guard let first = points.first else { return }
        cairo_new_path(handle)
        cairo_move_to(handle, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(handle, point.x, point.y) }
        cairo_set_line_width(handle, lineWidth)
        cairo_set_line_cap(handle, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(handle, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(handle)
    }

    /// Fills a circle with the current source (clears the current path first).
    package func fillCircle(x: Double, y: Double, radius: Double) {
        cairo_new_path(handle)
        cairo_arc(handle, x, y, radius, 0, 2 * Double.pi)
        cairo_fill(handle)
    }

    /// Strokes the current path with `lineWidth` and clears it.
    package func stroke(lineWidth: Double) {
        cairo_set_line_width(handle, lineWidth)
        cairo_stroke(handle)
    }
}
