import CCairo
import Foundation

extension CairoContext {
    /// A colour stop of a gradient: where it sits (0...1) and its colour.
    package struct GradientStop {
        package var offset: Double
        package var red: Double
        package var green: Double
        package var blue: Double
        package var alpha: Double

        package init(offset: Double, red: Double, green: Double, blue: Double, alpha: Double) {
            self.offset = offset
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// Adds a rectangle whose `corners` (bits: top-left 1, top-right 2, bottom-left 4, bottom-right 8, as
    /// `CACornerMask`) are rounded by `radius`, clamped to half the shorter side, to the current path; `continuous`
    /// draws each corner as Core Animation's continuous curve (`ContinuousCorner`) where it fits, else circular.
    /// The outline runs clockwise from the top edge: from where the top-left corner meets it when
    /// `startingAtTopLeft` (as `UIBezierPath`'s rounded rectangles start, so a stroke cut by `strokeStart` starts
    /// there), else from the top-right corner.
    package func addRoundedRect(
        x: Double, y: Double, width: Double, height: Double, radius: Double, corners: UInt8,
        continuous: Bool = false, startingAtTopLeft: Bool = false
    ) {
        let r = max(0, min(radius, min(width, height) / 2))
        // cairo 1.16's arc search does not end for radii near the largest doubles: beyond 100,000 points a corner
        // is drawn square.
        guard r > 0, r <= 100_000, corners & 0xF != 0 else {
            cairo_rectangle(handle, x, y, width, height)
            return
        }
        let smooth = continuous && r * ContinuousCorner.reach <= min(width, height) / 2
        let halfPi = Double.pi / 2
        /// One corner at (px, py): `along` points back along the edge the path comes in by, `onward` along the edge
        /// it leaves by.
        func corner(
            _ bit: UInt8, _ px: Double, _ py: Double, along: (Double, Double), onward: (Double, Double),
            from angle: Double
        ) {
            guard corners & bit != 0 else {
                cairo_line_to(handle, px, py)
                return
            }
            guard smooth else {
                let center = (px + r * (along.0 + onward.0), py + r * (along.1 + onward.1))
                cairo_arc(handle, center.0, center.1, r, angle, angle + halfPi)
                return
            }
            func point(_ step: (Double, Double)) -> (Double, Double) {
                (px + r * (step.0 * along.0 + step.1 * onward.0), py + r * (step.0 * along.1 + step.1 * onward.1))
            }
            for segment in ContinuousCorner.segments {
                let points = segment.map(point)
                if points.count == 3 {
                    cairo_curve_to(
                        handle, points[0].0, points[0].1, points[1].0, points[1].1, points[2].0, points[2].1)
                } else {
                    cairo_line_to(handle, points[0].0, points[0].1)
                }
            }
        }
        if startingAtTopLeft {
            let reach = corners & 1 == 0 ? 0 : smooth ? r * ContinuousCorner.reach : r
            cairo_move_to(handle, x + reach, y)
        } else {
            cairo_new_sub_path(handle)
        }
        corner(2, x + width, y, along: (-1, 0), onward: (0, 1), from: -halfPi)
        corner(8, x + width, y + height, along: (0, -1), onward: (-1, 0), from: 0)
        corner(4, x, y + height, along: (1, 0), onward: (0, -1), from: halfPi)
        corner(1, x, y, along: (0, 1), onward: (1, 0), from: 2 * halfPi)
        cairo_close_path(handle)
    }

    /// Fills the current path with a gradient from (x0, y0) to (x1, y1) (radial: circles about the start point
    /// reaching the end point) and clears the path.
    package func fillGradient(
        from start: (x: Double, y: Double), to end: (x: Double, y: Double), radial: Bool, stops: [GradientStop]
    ) {
        let pattern: OpaquePointer? =
            if radial {
                cairo_pattern_create_radial(
                    start.x, start.y, 0, start.x, start.y, hypot(end.x - start.x, end.y - start.y))
            } else {
                cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            }
        guard let pattern else {
            cairo_new_path(handle)
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(
                pattern, min(1, max(0, stop.offset)), stop.red, stop.green, stop.blue, stop.alpha)
        }
        cairo_save(handle)
        cairo_set_source(handle, pattern)
        cairo_fill(handle)
        cairo_restore(handle)
    }

    /// Strokes the current path at `lineWidth` with round caps and clears the path.
    package func strokeRound(lineWidth: Double) {
        cairo_set_line_width(handle, lineWidth)
        cairo_set_line_cap(handle, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(handle)
        cairo_set_line_cap(handle, CAIRO_LINE_CAP_BUTT)
    }

    /// Adds a line from (x0, y0) to (x1, y1) to the path.
    package func addLine(from start: (x: Double, y: Double), to end: (x: Double, y: Double)) {
        cairo_move_to(handle, start.x, start.y)
        cairo_line_to(handle, end.x, end.y)
    }
}

extension CairoContext {
    /// Composites `surface` over the target with its top-left corner at device pixel (x, y) (an integer translation:
    /// pixman copies or blends rows, no filtering).
    package func paint(_ surface: CairoSurface, atX x: Int, y: Int) {
        cairo_save(handle)
        cairo_identity_matrix(handle)
        cairo_set_source_surface(handle, surface.handle, Double(x), Double(y))
        cairo_paint(handle)
        cairo_restore(handle)
    }
}
