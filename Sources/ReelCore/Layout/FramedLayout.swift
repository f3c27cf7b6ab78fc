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

    package init(frames: [Rect], contentHeight: Double, viewportWidth: Double = .infinity) {
        self.frames = frames
        self.contentHeight = contentHeight
        var stripes: [[Int]] = []
        for (index, frame) in frames.enumerated()
        where frame.height > 0 && frame.maxY > 0 && frame.maxX > 0 && frame.minX < viewportWidth {
            let first = max(0, Int((frame.minY / Self.stripeHeight).rounded(.down)))
            let last = max(first, Int(((frame.maxY - 1e-9) / Self.stripeHeight).rounded(.down)))
            if stripes.count <= last { stripes.append(contentsOf: repeatElement([], count: last + 1 - stripes.count)) }
            for stripe in first...last { stripes[stripe].append(index) }
        }
        self.stripes = stripes
    }

    package var itemCount: Int { frames.count }

    /// The width of the first item (a framed layout's items each have their own).
    package var itemWidth: Double { frames.first?.width ?? 1 }

    package func frame(at index: Int) -> Rect { frames[index] }

    /// The items whose frames intersect the band `minY..<maxY`, ascending.
    package func indices(inBandFrom minY: Double, to maxY: Double) -> [Int] {
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

/// The frames an app's layout gave: one per item, in the order of the items, and the height of the content.
public struct ItemFrames: Sendable, Equatable {
    package var frames: [Rect]
    package var contentHeight: Double

    package init(frames: [Rect], contentHeight: Double) {
        self.frames = frames
        self.contentHeight = contentHeight
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
