import Foundation

/// A path's subpaths as closed polygons, for hit tests: curves followed in 16 straight steps, rounded rectangles'
/// corners as circular arcs.
enum PathOutline {
    static func polygons(of elements: [PathElement]) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point):
                if !current.isEmpty { polygons.append(current) }
                current = [point]
            case .line(let point):
                current.append(point)
            case .curve(let first, let second, let end):
                guard let start = current.last else {
                    current = [end]
                    continue
                }
                for step in 1...16 {
                    let t = CGFloat(step) / 16
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * u * start.x + 3 * u * u * t * first.x + 3 * u * t * t * second.x + t * t * t
                                * end.x,
                            y: u * u * u * start.y + 3 * u * u * t * first.y + 3 * u * t * t * second.y + t * t * t
                                * end.y))
                }
            case .close:
                if !current.isEmpty { polygons.append(current) }
                current = current.first.map { [$0] } ?? []
            case .roundedRect(let shape):
                if current.count > 1 { polygons.append(current) }
                polygons.append(outline(of: shape))
                current = [shape.startPoint]
            }
        }
        if current.count > 1 { polygons.append(current) }
        return polygons
    }

    /// A rounded rectangle's outline: each rounded corner a quarter circle in 8 steps.
    private static func outline(of shape: RoundedRectElement) -> [CGPoint] {
        let rect = shape.rect
        let radius = min(shape.radius, rect.width / 2, rect.height / 2)
        let corners: [(bit: UInt8, corner: CGPoint, center: CGPoint, from: CGFloat)] = [
            (1, CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX + radius, y: rect.minY + radius), .pi),
            (2, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX - radius, y: rect.minY + radius), 1.5 * .pi),
            (8, CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (4, CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX + radius, y: rect.maxY - radius), 0.5 * .pi),
        ]
        var points: [CGPoint] = []
        for corner in corners {
            guard shape.corners & corner.bit != 0, radius > 0 else {
                points.append(corner.corner)
                continue
            }
            for step in 0...8 {
                let angle = corner.from + CGFloat(step) / 8 * .pi / 2
                points.append(
                    CGPoint(x: corner.center.x + radius * cos(angle), y: corner.center.y + radius * sin(angle)))
            }
        }
        return points.map { $0.applying(shape.transform) }
    }
}
