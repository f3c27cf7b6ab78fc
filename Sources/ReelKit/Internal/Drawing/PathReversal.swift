import Foundation

/// Paths traced the other way (`UIBezierPath.reversing()`): apps append a reversed inner shape to cut a hole under
/// the non-zero rule.
enum PathReversal {
    /// Each subpath of `elements` traced from its end to its start; closed subpaths stay closed.
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var result: [PathElement] = []
        var subpath: [PathElement] = []
        func flush() {
            result += reversedSubpath(subpath)
            subpath = []
        }
        for element in elements {
            switch element {
            case .move:
                flush()
                subpath = [element]
            case .roundedRect(let shape):
                flush()
                result.append(.roundedRect(mirrored(shape)))
            case .close:
                subpath.append(element)
                flush()
            case .line, .curve:
                subpath.append(element)
            }
        }
        flush()
        return result
    }

    /// One subpath (a move, then lines and curves, maybe a close) traced backwards.
    private static func reversedSubpath(_ subpath: [PathElement]) -> [PathElement] {
        guard case .move(let start) = subpath.first else { return subpath }
        let closed = subpath.last == .close
        var points = [start]
        var steps: [PathElement] = []
        for element in subpath.dropFirst() {
            switch element {
            case .line(let point):
                steps.append(element)
                points.append(point)
            case .curve(_, _, let end):
                steps.append(element)
                points.append(end)
            default: break
            }
        }
        var reversed: [PathElement] = [.move(points[points.count - 1])]
        for (index, step) in steps.enumerated().reversed() {
            let target = points[index]
            if case .curve(let first, let second, _) = step {
                reversed.append(.curve(second, first, target))
            } else {
                reversed.append(.line(target))
            }
        }
        if closed { reversed.append(.close) }
        return reversed
    }

    /// The rounded rectangle mirrored about its horizontal middle: the same outline traced the other way (its top
    /// and bottom corners swap, so the same corners stay rounded).
    private static func mirrored(_ shape: RoundedRectElement) -> RoundedRectElement {
        var mirrored = shape
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: shape.rect.minY + shape.rect.maxY)
        mirrored.transform = flip.concatenating(shape.transform)
        let top = shape.corners & 0b0011
        let bottom = shape.corners & 0b1100
        mirrored.corners = (top << 2) | (bottom >> 2)
        return mirrored
    }
}
