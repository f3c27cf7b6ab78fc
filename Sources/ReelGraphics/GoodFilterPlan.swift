import CCairo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What cairo 1.16 hands pixman when it draws an image surface scaled by (`scaleX`, `scaleY`) with its top-left at
/// (`x`, `y`) of an untransformed context, with CAIRO_FILTER_GOOD and CAIRO_EXTEND_PAD, over a `width`×`height`
/// destination the drawing covers: pixman's 16.16 transform, the source offset of the destination's origin, and the
/// separable-convolution filter (box kernels). Ported step for step from cairo 1.16 (`_cairo_gstate_translate` and
/// `_scale`, `_cairo_matrix_to_pixman_matrix_offset`, `create_separable_convolution`), with cairo's own matrix
/// functions where they are public, so that `Thumbnailer` can run the filter itself (`reel_separable_convolution_pad`)
/// and get cairo's pixels. `ThumbnailFilterTests` compare the two on many sizes.
struct GoodFilterPlan {
    /// pixman's transform, row-major 3×3 16.16.
    var transform: [Int32]
    /// The source point of destination pixel (0, 0), before the transform.
    var offsetX: Int32
    var offsetY: Int32
    /// The filter's parameters: widths and phase bits (16.16), then the x and the y weights.
    var params: [Int32]

    /// Whether the cairo loaded is the one this was ported from and checked against (1.16). Another version may
    /// choose or set up its filters differently (1.17 reworked them), so with it cairo draws every thumbnail.
    static let cairoMatches = cairo_version() / 100 == 116

    /// The plan; nil when cairo would not use this filter (a plain translation, a bilinear scale), a value is out of
    /// pixman's range, or the cairo loaded is not 1.16 (`cairoMatches`).
    init?(x: Double, y: Double, scaleX: Double, scaleY: Double, width: Int, height: Int) {
        guard Self.cairoMatches, scaleX.isFinite, scaleY.isFinite, scaleX * scaleY != 0, x.isFinite, y.isFinite else {
            return nil
        }
        // The context's inverse transform after cairo_translate(x, y) and cairo_scale(sx, sy), then the source
        // pattern's matrix (set at (0, 0): a translation by -0) transformed by it, as cairo copies the source.
        var ctmInverse = cairo_matrix_t()
        cairo_matrix_init_identity(&ctmInverse)
        var step = cairo_matrix_t()
        var product = cairo_matrix_t()
        cairo_matrix_init_translate(&step, -x, -y)
        cairo_matrix_multiply(&product, &ctmInverse, &step)
        ctmInverse = product
        cairo_matrix_init_scale(&step, 1 / scaleX, 1 / scaleY)
        cairo_matrix_multiply(&product, &ctmInverse, &step)
        ctmInverse = product
        var source = cairo_matrix_t()
        cairo_matrix_init_translate(&source, -0.0, -0.0)
        var pattern = cairo_matrix_t()
        cairo_matrix_multiply(&pattern, &ctmInverse, &source)
        // `_cairo_pattern_analyze_filter`: a plain translation draws NEAREST, and a scale above 0.75 (or exactly 0.5
        // at a whole-pixel offset) on both axes draws BILINEAR; neither is this filter.
        guard !Self.isTranslation(pattern),
            !(Self.usesBilinear(pattern.xx, pattern.xy, pattern.x0)
                && Self.usesBilinear(pattern.yx, pattern.yy, pattern.y0))
        else { return nil }

        let center = (x: Double(width) / 2, y: Double(height) / 2)
        guard let (transform, offsetX, offsetY) = Self.pixmanTransform(pattern, center: center) else { return nil }
        self.transform = transform
        self.offsetX = offsetX
        self.offsetY = offsetY
        params = Self.boxFilter(pattern)
    }

    // MARK: cairo-pattern.c

    /// `use_bilinear` for one row of the (inverse) pattern matrix.
    private static func usesBilinear(_ x: Double, _ y: Double, _ t: Double) -> Bool {
        let h = x * x + y * y
        if h < 1.0 / (0.75 * 0.75) { return true }
        return h > 3.99 && h < 4.01 && cairoFixed(x * y) == 0 && cairoFixed(t) & 0xFF == 0
    }

    /// `_cairo_fixed_from_double`: cairo's 24.8 fixed point, by the magic-number rounding.
    private static func cairoFixed(_ value: Double) -> Int32 {
        Int32(truncatingIfNeeded: (value + 26_388_279_066_624.0).bitPattern)
    }

    // MARK: cairo-matrix.c

    private static func isTranslation(_ m: cairo_matrix_t) -> Bool {
        m.xx == 1 && m.yx == 0 && m.xy == 0 && m.yy == 1
    }

    /// `_cairo_matrix_to_pixman_matrix_offset` for a matrix that is not a translation (x and y offsets start at 0).
    private static func pixmanTransform(
        _ matrix: cairo_matrix_t, center: (x: Double, y: Double)
    ) -> (transform: [Int32], offsetX: Int32, offsetY: Int32)? {
        var m = matrix
        cairo_matrix_translate(&m, 0, 0)
        var offset = (x: 0.0, y: 0.0)
        if m.x0 != 0 || m.y0 != 0 {
            var (tx, ty) = (m.x0, m.y0)
            var norm = max(abs(tx), abs(ty))
            for i in [-1.0, 1.0] {
                for j in [-1.0, 1.0] {
                    var den = (m.xx + i) * (m.yy + j) - m.xy * m.yx
                    if abs(den) < Double.ulpOfOne { continue }
                    var x = m.y0 * m.xy - m.x0 * (m.yy + j)
                    var y = m.x0 * m.yx - m.y0 * (m.xx + i)
                    den = 1 / den
                    x *= den
                    y *= den
                    let newNorm = max(abs(x), abs(y))
                    if norm > newNorm {
                        norm = newNorm
                        tx = x
                        ty = y
                    }
                }
            }
            tx = tx.rounded(.down)
            ty = ty.rounded(.down)
            offset = (-tx, -ty)
            cairo_matrix_translate(&m, tx, ty)
        }
        guard abs(offset.x) < 2_147_483_647, abs(offset.y) < 2_147_483_647,
            let transform = toPixman(m, center: center)
        else { return nil }
        return (transform, Int32(offset.x), Int32(offset.y))
    }

    /// `_cairo_matrix_to_pixman_matrix`: the 16.16 matrix, its translation adjusted so that pixman and cairo agree
    /// at `center`.
    private static func toPixman(_ m: cairo_matrix_t, center: (x: Double, y: Double)) -> [Int32]? {
        var t: [Int32] = [
            fixed(m.xx), fixed(m.xy), fixed(m.x0), fixed(m.yx), fixed(m.yy), fixed(m.y0), 0, 0, 65536,
        ]
        if hasUnityScale(m) { return t }
        let limit = 32767.0  // PIXMAN_MAX_INT
        guard abs(m.xx) <= limit, abs(m.xy) <= limit, abs(m.x0) <= limit, abs(m.yx) <= limit, abs(m.yy) <= limit,
            abs(m.y0) <= limit
        else { return nil }
        var inverse = m
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return t }
        for _ in 0..<5 {
            guard let point = transformPoint(t, x: Int64(fixed(center.x)), y: Int64(fixed(center.y))) else {
                return t
            }
            var x = Double(point.x) / 65536
            var y = Double(point.y) / 65536
            cairo_matrix_transform_point(&inverse, &x, &y)
            x -= center.x
            y -= center.y
            var matrix = m
            cairo_matrix_transform_distance(&matrix, &x, &y)
            let dx = fixed(x)
            let dy = fixed(y)
            t[2] &-= dx
            t[5] &-= dy
            if dx == 0 && dy == 0 { break }
        }
        return t
    }

    /// `_cairo_matrix_has_unity_scale` (SCALING_EPSILON is one 24.8 fixed-point unit).
    private static func hasUnityScale(_ m: cairo_matrix_t) -> Bool {
        let epsilon = 1.0 / 256
        let det = m.xx * m.yy - m.yx * m.xy
        guard abs(det * det - 1.0) < epsilon else { return false }
        return (abs(m.xy) < epsilon && abs(m.yx) < epsilon) || (abs(m.xx) < epsilon && abs(m.yy) < epsilon)
    }

    /// `_cairo_fixed_16_16_from_double`: the magic-number rounding (to nearest, ties to even).
    static func fixed(_ value: Double) -> Int32 {
        Int32(truncatingIfNeeded: (value + 103_079_215_104.0).bitPattern)
    }

    /// `pixman_transform_point_3d` of (x, y, 1) in 16.16; nil when the result does not fit in 32 bits.
    static func transformPoint(_ t: [Int32], x: Int64, y: Int64) -> (x: Int32, y: Int32)? {
        let v: [Int64] = [x, y, 65536]
        var result: [Int64] = [0, 0]
        for i in 0..<2 {
            var high: Int64 = 0
            var low: Int64 = 0
            for j in 0..<3 {
                high += Int64(t[i * 3 + j]) * (v[j] >> 16)
                low += Int64(t[i * 3 + j]) * (v[j] & 0xFFFF)
            }
            result[i] = high + ((low + 0x8000) >> 16)
        }
        guard let rx = Int32(exactly: result[0]), let ry = Int32(exactly: result[1]) else { return nil }
        return (rx, ry)
    }

    // MARK: cairo-image-source.c

    /// `_pixman_image_set_properties` for CAIRO_FILTER_GOOD: box kernels sized by the pattern's scale.
    private static func boxFilter(_ pattern: cairo_matrix_t) -> [Int32] {
        var dx = hypotenuse(pattern.xx, pattern.xy)
        var dy = hypotenuse(pattern.yx, pattern.yy)
        if !(dx < 0x7FFF) { dx = 0x7FFF }
        if !(dy < 0x7FFF) { dy = 0x7FFF }
        if dx > 16 { dx = 16 }
        if dy > 16 { dy = 16 }
        if dx < 1 / 0.75 { dx = 1 }
        if dy < 1 / 0.75 { dy = 1 }
        return separableConvolution(dx, dy)
    }

    private static func hypotenuse(_ a: Double, _ b: Double) -> Double {
        #if canImport(Glibc)
            return Glibc.hypot(a, b)
        #elseif canImport(Darwin)
            return Darwin.hypot(a, b)
        #endif
    }

    /// `create_separable_convolution` with KERNEL_BOX on both axes.
    private static func separableConvolution(_ sx: Double, _ sy: Double) -> [Int32] {
        func width(_ r: Double) -> Int { r < 1.0 ? 2 : Int((r + 1).rounded(.up)) }
        func subsample(_ s: Double, width: Int) -> Int {
            var bits = 0
            if width > 1 { while s * Double(1 << bits) <= 128.0 { bits += 1 } }
            return bits
        }
        let (xWidth, yWidth) = (width(sx), width(sy))
        let (xBits, yBits) = (subsample(sx, width: xWidth), subsample(sy, width: yWidth))
        var params: [Int32] = [Int32(xWidth << 16), Int32(yWidth << 16), Int32(xBits << 16), Int32(yBits << 16)]
        params += filter(r: sx, width: xWidth, subsample: xBits)
        params += filter(r: sy, width: yWidth, subsample: yBits)
        return params
    }

    /// `get_filter` for the box kernel: each phase's weights, normalised, the rounding error on the centre tap.
    private static func filter(r: Double, width: Int, subsample: Int) -> [Int32] {
        func box(_ x: Double) -> Double { max(0.0, min(min(r, 1.0), min((r + 1) / 2 - x, (r + 1) / 2 + x))) }
        let phases = 1 << subsample
        let step = 1.0 / Double(phases)
        var out: [Int32] = []
        out.reserveCapacity(phases * width)
        for i in 0..<phases {
            let frac = (Double(i) + 0.5) * step
            let x1 = (frac - Double(width) / 2.0 - 0.5).rounded(.up) - frac + 0.5
            var total = 0.0
            var weights = [Int32](repeating: 0, count: width)
            for j in 0..<width {
                let v = box(x1 + Double(j))
                total += v
                weights[j] = Int32(v * 65536.0)
            }
            total = 1 / total
            var newTotal: Int32 = 0
            for j in 0..<width {
                weights[j] = Int32(Double(weights[j]) * total)
                newTotal &+= weights[j]
            }
            weights[width / 2] &+= 65536 &- newTotal
            out += weights
        }
        return out
    }
}
