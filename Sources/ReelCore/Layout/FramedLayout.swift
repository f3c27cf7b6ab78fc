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
    /// The viewport's width: a band's items show where their offset frames reach into it.
    private let viewportWidth: Double
    /// Sections that scroll sideways, by their first item; each one's offset now and last direction.
    package let bands: [ScrollingBand]
    private var bandOffsets: [Double]
    private var bandDirections: [Double]
    /// Each supplementary element's index in `supplementaries`, by its kind and index path.
    private let supplementaryIndex: [SupplementaryKey: Int]
    /// Where each supplementary element may show (`SupplementaryFrame.span`), and their stripes.
    private let supplementarySpans: [Rect]
    private let supplementaryStripes: [[Int]]

    package init(
        frames: [Rect], contentHeight: Double, viewportWidth: Double = .infinity,
        supplementaries: [SupplementaryFrame] = [], bands: [ScrollingBand] = []
    ) {
        self.frames = frames
        self.contentHeight = contentHeight
        self.viewportWidth = viewportWidth
        self.bands = bands.filter { !$0.items.isEmpty && $0.items.upperBound <= frames.count }
            .sorted { $0.items.lowerBound < $1.items.lowerBound }
        bandOffsets = [Double](repeating: 0, count: self.bands.count)
        bandDirections = [Double](repeating: 1, count: self.bands.count)
        var inBand = [Bool](repeating: false, count: frames.count)
        for band in self.bands { for index in band.items { inBand[index] = true } }
        stripes = Self.stripes(of: frames, viewportWidth: viewportWidth, keeping: inBand)
        self.supplementaries = supplementaries
        supplementaryIndex = Dictionary(
            supplementaries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        let spans = supplementaries.map(\.span)
        supplementarySpans = spans
        supplementaryStripes = Self.stripes(of: spans, viewportWidth: viewportWidth)
    }

    /// For each stripe from the top, the indices of `frames` that reach into it, ascending: those within the
    /// viewport's width, and every one `keeping` marks (a band's, which scroll into it).
    private static func stripes(of frames: [Rect], viewportWidth: Double, keeping: [Bool] = []) -> [[Int]] {
        var stripes: [[Int]] = []
        for (index, frame) in frames.enumerated()
        where frame.height > 0 && frame.maxY > 0
            && ((frame.maxX > 0 && frame.minX < viewportWidth) || (index < keeping.count && keeping[index]))
        {
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

    /// The item's frame now: a band's items moved left by the band's offset.
    package func frame(at index: Int) -> Rect {
        guard !bands.isEmpty, let band = band(of: index), bandOffsets[band] != 0 else { return frames[index] }
        return frames[index].offsetBy(dx: -bandOffsets[band], dy: 0)
    }

    /// The items whose frames intersect the band `minY..<maxY`, ascending (a band's items only where its offset puts
    /// them inside the viewport's width).
    package func indices(inBandFrom minY: Double, to maxY: Double) -> [Int] {
        let found = Self.lookUp(minY..<maxY, in: stripes, frames: frames)
        guard !bands.isEmpty else { return found }
        return found.filter { index in
            guard let band = band(of: index) else { return true }
            let frame = frames[index].offsetBy(dx: -bandOffsets[band], dy: 0)
            return frame.maxX > 0 && frame.minX < viewportWidth
        }
    }

    /// The supplementary or decoration element with `key`, if the layout has one.
    package func supplementary(_ key: SupplementaryKey) -> SupplementaryFrame? {
        supplementaryIndex[key].map { supplementaries[$0] }
    }

    /// The index in `bands` of the band holding item `index`, if any.
    func band(of index: Int) -> Int? {
        var low = 0
        var high = bands.count
        while low < high {
            let middle = (low + high) / 2
            if bands[middle].items.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < bands.count && bands[low].items.contains(index) ? low : nil
    }

    /// The band of `section`, by its index in `bands`.
    package func band(ofSection section: Int) -> Int? { bands.firstIndex { $0.section == section } }

    /// Moves each band by its offset (by section; a band not listed rests at 0), and notes the direction it last
    /// moved in (1 toward its trailing items).
    package mutating func setBandScroll(offsets: [Int: Double], directions: [Int: Double]) {
        for (index, band) in bands.enumerated() {
            bandOffsets[index] = min(max(0, offsets[band.section] ?? 0), band.maxOffset)
            bandDirections[index] = directions[band.section] ?? 1
        }
    }

    /// The items of bands reaching into `minY..<maxY`, off screen, that reach within `screens` viewport widths past
    /// the viewport's edge in the direction each band last moved, in item order: what a band prefetches.
    package func bandItemsAhead(inBandFrom minY: Double, to maxY: Double, screens: Double) -> [Int] {
        guard !bands.isEmpty, screens > 0 else { return [] }
        var found: [Int] = []
        for (index, band) in bands.enumerated() {
            let offset = bandOffsets[index]
            let ahead = bandDirections[index] >= 0
            let low = ahead ? viewportWidth : -screens * viewportWidth
            let high = ahead ? (1 + screens) * viewportWidth : 0
            for item in band.items {
                let frame = frames[item]
                guard frame.minY < maxY, frame.maxY > minY else { continue }
                let x = frame.minX - offset
                let isVisible = x + frame.width > 0 && x < viewportWidth
                if !isVisible, x + frame.width > low, x < high { found.append(item) }
            }
        }
        return found
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
    /// The sections that scroll sideways.
    package var bands: [ScrollingBand]
    /// The items whose heights are estimates their cells replace (sections of estimated heights): the simulation
    /// asks their displayed cells for their heights and the app's layout places them again.
    package var selfSizing: [Range<Int>]

    package init(
        frames: [Rect], contentHeight: Double, supplementaries: [SupplementaryFrame] = [], bands: [ScrollingBand] = [],
        selfSizing: [Range<Int>] = []
    ) {
        self.frames = frames
        self.contentHeight = contentHeight
        self.supplementaries = supplementaries
        self.bands = bands
        self.selfSizing = selfSizing
    }

    /// Whether the item at `index` sizes itself (the ranges ascend: a binary search).
    package func sizesItself(_ index: Int) -> Bool {
        var low = 0
        var high = selfSizing.count
        while low < high {
            let middle = (low + high) / 2
            if selfSizing[middle].upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low < selfSizing.count && selfSizing[low].contains(index)
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
