import ReelGraphics

/// A rectangle whose pixels a diff ignores, optionally only on a range of frames.
public struct DiffMask: Sendable, Equatable {
    /// The ignored pixels.
    package var rect: PixelRect
    /// The frames it applies to (all when nil).
    package var frames: ClosedRange<Int>?

    /// A mask over `rect` on `frames` (all frames when nil).
    package init(rect: PixelRect, frames: ClosedRange<Int>? = nil) {
        self.rect = rect
        self.frames = frames
    }

    /// The largest `x`, `y`, `w` or `h` accepted (far beyond any frame; sums of them cannot overflow).
    package static let maxCoordinate = 1 << 24

    /// Parses `x,y,w,h` or `x,y,w,h@first-last` (or `@frame`); nil when malformed or beyond `maxCoordinate`.
    package init?(parsing text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2 else { return nil }
        let numbers = parts[0].split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3],
            x >= 0, y >= 0, w > 0, h > 0, [x, y, w, h].allSatisfy({ $0 <= Self.maxCoordinate })
        else { return nil }
        rect = PixelRect(x: x, y: y, width: w, height: h)
        frames = nil
        if parts.count == 2 {
            let bounds = parts[1].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            switch bounds.count {
            case 1:
                guard let only = bounds[0], only >= 0 else { return nil }
                frames = only...only
            case 2:
                guard let first = bounds[0], let last = bounds[1], first >= 0, first <= last else { return nil }
                frames = first...last
            default: return nil
            }
        }
    }

    /// The rectangles of `masks` that apply to `frame`.
    package static func rects(_ masks: [DiffMask], frame: Int) -> [PixelRect] {
        masks.filter { $0.frames?.contains(frame) ?? true }.map(\.rect)
    }
}
