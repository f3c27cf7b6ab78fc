/// The part of a flattened path between two shares of its length, as `strokeStart` and `strokeEnd` cut a shape
/// layer's stroke: subpaths in order, a closed subpath's closing segment counted.
enum PathTrim {
    typealias Point = (x: Double, y: Double)

    /// The pieces of `subpaths` from `start` to `end` (shares of the whole length, 0...1). A closed subpath kept
    /// whole stays closed; a cut one becomes an open line.
    static func pieces(
        of subpaths: [(points: [Point], closed: Bool)], from start: Double, to end: Double
    ) -> [(points: [Point], closed: Bool)] {
        let segments = subpaths.map { subpath -> [(Point, Point)] in
            var points = subpath.points
            if subpath.closed, let first = points.first { points.append(first) }
            return zip(points, points.dropFirst()).map { ($0, $1) }
        }
        let total = segments.joined().reduce(0) { $0 + length($1.0, $1.1) }
        guard total > 0 else { return [] }
        let (from, to) = (max(0, min(1, start)) * total, max(0, min(1, end)) * total)
        var result: [(points: [Point], closed: Bool)] = []
        var walked = 0.0
        for (index, subpath) in segments.enumerated() {
            var piece: [Point] = []
            var whole = true
            for (a, b) in subpath {
                let size = length(a, b)
                defer { walked += size }
                let (enter, leave) = (max(from, walked), min(to, walked + size))
                guard leave > enter || (size == 0 && walked >= from && walked <= to) else {
                    whole = false
                    continue
                }
                let first = size > 0 ? point(a, b, (enter - walked) / size) : a
                let last = size > 0 ? point(a, b, (leave - walked) / size) : b
                if enter > walked || leave < walked + size { whole = false }
                if piece.isEmpty { piece.append(first) }
                piece.append(last)
            }
            if piece.count > 1 {
                let closed = whole && subpaths[index].closed
                result.append((closed ? Array(piece.dropLast()) : piece, closed))
            }
        }
        return result
    }

    private static func length(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    private static func point(_ a: Point, _ b: Point, _ t: Double) -> Point {
        (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }
}
