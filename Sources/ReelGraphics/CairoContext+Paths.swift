import CCairo

extension CairoContext {
    /// How a stroke ends.
    package enum LineCap { case butt, round, square }
    /// How stroked segments meet.
    package enum LineJoin { case miter, round, bevel }

    /// A stroke's settings.
    package struct StrokeStyle {
        package var lineWidth: Double
        package var cap: LineCap
        package var join: LineJoin
        package var miterLimit: Double
        package var dashes: [Double]
        package var dashPhase: Double

        package init(
            lineWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double, dashes: [Double], dashPhase: Double
        ) {
            self.lineWidth = lineWidth
            self.cap = cap
            self.join = join
            self.miterLimit = miterLimit
            self.dashes = dashes
            self.dashPhase = dashPhase
        }
    }

    /// Clears the current path.
    package func newPath() { cairo_new_path(handle) }

    package func move(toX x: Double, y: Double) { cairo_move_to(handle, x, y) }

    package func line(toX x: Double, y: Double) { cairo_line_to(handle, x, y) }

    package func curve(x1: Double, y1: Double, x2: Double, y2: Double, toX x: Double, y: Double) {
        cairo_curve_to(handle, x1, y1, x2, y2, x, y)
    }

    package func closePath() { cairo_close_path(handle) }

    /// Runs `body` (which adds to the path) with the affine transform (a, b, c, d, tx, ty) applied to what it adds.
    package func withTransform(_ matrix: [Double], _ body: () -> Void) {
        guard matrix.count == 6, matrix != [1, 0, 0, 1, 0, 0] else { return body() }
        var transform = cairo_matrix_t(
            xx: matrix[0], yx: matrix[1], xy: matrix[2], yy: matrix[3], x0: matrix[4], y0: matrix[5])
        // A transform that cannot be inverted draws nothing (cairo would refuse it and stop drawing altogether).
        var inverse = transform
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return }
        cairo_save(handle)
        cairo_transform(handle, &transform)
        body()
        cairo_restore(handle)
    }

    /// Fills the current path by the even-odd or the non-zero rule, and clears it.
    package func fill(evenOdd: Bool) {
        cairo_set_fill_rule(handle, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(handle)
        cairo_set_fill_rule(handle, CAIRO_FILL_RULE_WINDING)
    }

    /// Strokes the current path in `style`, and clears it.
    package func stroke(_ style: StrokeStyle) {
        cairo_save(handle)
        cairo_set_line_width(handle, style.lineWidth)
        let cap: cairo_line_cap_t =
            switch style.cap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch style.join {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(handle, cap)
        cairo_set_line_join(handle, join)
        cairo_set_miter_limit(handle, max(1, style.miterLimit))
        // A pattern of only zero lengths (or any negative one) is an error to cairo: such a stroke is solid.
        let dashes = style.dashes.filter { $0.isFinite }
        if !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 }), dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(handle, dashes, Int32(dashes.count), style.dashPhase)
        }
        cairo_stroke(handle)
        cairo_restore(handle)
    }

    /// The current path followed in straight steps (curves flattened to within a tenth of a device pixel): each
    /// subpath's points and whether it is closed. The path is left as it is.
    package func flattenedSubpaths() -> [(points: [(x: Double, y: Double)], closed: Bool)] {
        guard let path = cairo_copy_path_flat(handle) else { return [] }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }
        var subpaths: [(points: [(x: Double, y: Double)], closed: Bool)] = []
        var index = 0
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            let hasPoint = header.length > 1 && index + 1 < Int(path.pointee.num_data)
            let point = hasPoint ? (x: data[index + 1].point.x, y: data[index + 1].point.y) : (x: 0.0, y: 0.0)
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                subpaths.append(([(point.x, point.y)], false))
            case CAIRO_PATH_LINE_TO:
                if subpaths.isEmpty { subpaths.append(([], false)) }
                subpaths[subpaths.count - 1].points.append((point.x, point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
            default:
                break
            }
            index += max(1, Int(header.length))
        }
        return subpaths
    }

    /// Draws what `body` draws, showing it only where `mask` draws, at the mask's alpha (a layer's `mask`).
    package func drawMasked(_ body: () -> Void, mask: () -> Void) {
        cairo_save(handle)
        defer { cairo_restore(handle) }
        cairo_push_group(handle)
        body()
        let content = cairo_pop_group(handle)
        cairo_push_group(handle)
        mask()
        let shape = cairo_pop_group(handle)
        defer {
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(shape)
        }
        cairo_set_source(handle, content)
        cairo_mask(handle, shape)
    }
}
