/// Items at frames an app's layout object gave one by one (a `UICollectionViewLayout` subclass, or a flow layout of
/// several sections or of items of different sizes). Band lookups go through horizontal stripes of fixed height,
/// each listing the items that reach into it: O(items in the band), whatever the number of items. Items wholly left
/// or right of the viewport (a band's items past its trailing edge) are in no stripe: never on screen.
package struct FramedLayout: Sendable, Equatable {
    /// The height of one stripe of the lookup, in points.
    static let stripeHeight = 256.0

    package let frames: [Rect]
    package let contentHeight: Double
    /// For each stripe from the top, the items whose frames reach into it, ascending.
    private let stripes: [[Int]]
    /// Headers, footers, other supplementary views and decorations, in the order the layout gave them.
    package let supplementaries: [SupplementaryFrame]
    /// Where each supplementary element may show (`SupplementaryFrame.span`), and their stripes.
    private let supplementarySpans: [Rect]
    private let supplementaryStripes: [[Int]]

    package init(
        frames: [Rect], contentHeight: Double, viewportWidth: Double = .infinity,
        supplementaries: [SupplementaryFrame] = []
    ) {
        self.frames = frames
        self.contentHeight = contentHeight
        stripes = Self.stripes(of: frames, viewportWidth: viewportWidth)
        self.supplementaries = supplementaries
        let spans = supplementaries.map(\.span)
        supplementarySpans = spans
        supplementaryStripes = Self.stripes(of: spans, viewportWidth: viewportWidth)
    }

    /// For each stripe from the top, the indices of `frames` that reach into it, ascending.
    private static func stripes(of frames: [Rect], viewportWidth: Double) -> [[Int]] {
        var stripes: [[Int]] = []
        for (index, frame) in frames.enumerated()
        where frame.height > 0 && frame.maxY > 0 && frame.maxX > 0 && frame.minX < viewportWidth {
            let first = max(0, Int((frame.minY / Self.stripeHeight).rounded(.down)))
            let last = max(first, Int(((frame.maxY - 1e-9) / Self.stripeHeight).rounded(.down)))
            if stripes.count <= last { stripes.append(contentsOf: repeatElement([], count: last + 1 - stripes.count)) }
            for stripe in first...last { stripes[stripe].append(index) }
        }
        return stripes
    }

    package var itemCount: Int { frames.count }

    /// The width of the first item (a framed layout's items each have their own).
    package var itemWidth: Double { frames.first?.width ?? 1 }

    package func frame(at index: Int) -> Rect { frames[index] }

    /// The items whose frames intersect the band `minY..<maxY`, ascending.
    package func indices(inBandFrom minY: Double, to maxY: Double) -> [Int] {
        Self.lookUp(minY..<maxY, in: stripes, frames: frames)
    }

    /// The supplementary and decoration elements that may show in the band `minY..<maxY` (a pinned one while any of
    /// its section does), by their index in `supplementaries`, ascending.
    package func supplementaryIndices(inBandFrom minY: Double, to maxY: Double) -> [Int] {
        Self.lookUp(minY..<maxY, in: supplementaryStripes, frames: supplementarySpans)
    }

    private static func lookUp(_ band: Range<Double>, in stripes: [[Int]], frames: [Rect]) -> [Int] {
        let (minY, maxY) = (band.lowerBound, band.upperBound)
        guard maxY > minY, !stripes.isEmpty else { return [] }
        let first = max(0, Int((minY / Self.stripeHeight).rounded(.down)))
        let last = min(stripes.count - 1, Int((maxY / Self.stripeHeight).rounded(.down)))
        guard first <= last else { return [] }
        var found: [Int] = []
        for stripe in first...last {
            for index in stripes[stripe] where frames[index].minY < maxY && frames[index].maxY > minY {
                found.append(index)
            }
        }
        guard first < last else { return found }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for index in found where index != unique.last { unique.append(index) }
        return unique
    }
}

/// The frames an app's layout gave: one per item, in the order of the items, the height of the content, and the
/// elements beside the items.
public struct ItemFrames: Sendable, Equatable {
    package var frames: [Rect]
    package var contentHeight: Double
    /// The headers, footers, other supplementary views and decorations the layout placed.
    package var supplementaries: [SupplementaryFrame]

    package init(frames: [Rect], contentHeight: Double, supplementaries: [SupplementaryFrame] = []) {
        self.frames = frames
        self.contentHeight = contentHeight
        self.supplementaries = supplementaries
    }

    /// The frames for `count` items: items the layout has not placed yet (the snapshot changed and the layout is
    /// read again after the app's call) wait below the content, where nothing shows or prefetches them.
    func fitted(to count: Int) -> [Rect] {
        guard frames.count != count else { return frames }
        if frames.count > count { return Array(frames[0..<count]) }
        let waiting = Rect(x: 0, y: contentHeight + 1_000_000, width: frames.first?.width ?? 1, height: 1)
        return frames + repeatElement(waiting, count: count - frames.count)
    }
}

/// How an app's layout object places items, as the simulation takes it.
public enum AppLayout: Sendable, Equatable {
    /// Rows of equal cells, or self-sizing columns, as reel's own layouts place them.
    case grid(GridSpec)
    /// A frame for each item.
    case frames(ItemFrames)
}
