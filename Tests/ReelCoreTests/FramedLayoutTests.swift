import Testing

@testable import ReelCore

/// Items at frames an app's layout gave: the band lookup finds exactly the items a scan over every frame finds,
/// ascending and once each, wherever the frames are (tall items over several stripes, gaps, overlaps).
@Suite struct FramedLayoutTests {
    /// Frames in two columns of random heights, some items hidden (height 0), a few overlapping their neighbours.
    static func waterfall(count: Int, seed: UInt64) -> [Rect] {
        var random = SplitMix64(seed: seed)
        var bottoms = [0.0, 0.0]
        return (0..<count).map { index in
            let column = bottoms[0] <= bottoms[1] ? 0 : 1
            let height = index % 17 == 5 ? 0 : Double(40 + random.next() % 700)
            let overlap = index % 13 == 0 ? -30.0 : 6.0
            let frame = Rect(x: Double(column) * 195, y: bottoms[column], width: 189, height: height)
            bottoms[column] += height + overlap
            return frame
        }
    }

    static func scan(_ frames: [Rect], from minY: Double, to maxY: Double) -> [Int] {
        frames.indices.filter { frames[$0].height > 0 && frames[$0].minY < maxY && frames[$0].maxY > minY }
    }

    @Test(arguments: [1 as UInt64, 2, 3])
    func theBandLookupFindsWhatAScanFinds(seed: UInt64) {
        let frames = Self.waterfall(count: 600, seed: seed)
        let layout = FramedLayout(frames: frames, contentHeight: frames.map(\.maxY).max() ?? 0)
        var random = SplitMix64(seed: seed &+ 99)
        for _ in 0..<300 {
            let top = Double(random.next() % UInt64(max(1, layout.contentHeight))) - 100
            let height = 1 + Double(random.next() % 2000)
            #expect(layout.indices(inBandFrom: top, to: top + height) == Self.scan(frames, from: top, to: top + height))
        }
    }

    @Test func anEmptyBandAndAnEmptyLayoutFindNothing() {
        let layout = FramedLayout(frames: Self.waterfall(count: 50, seed: 4), contentHeight: 5000)
        #expect(layout.indices(inBandFrom: 300, to: 300).isEmpty)
        #expect(layout.indices(inBandFrom: 1e9, to: 1e9 + 800).isEmpty)
        #expect(FramedLayout(frames: [], contentHeight: 0).indices(inBandFrom: 0, to: 800).isEmpty)
    }

    @Test func framesForMoreItemsThanTheLayoutPlacedWaitBelowTheContent() {
        let given = ItemFrames(frames: [Rect(x: 0, y: 0, width: 100, height: 100)], contentHeight: 100)
        let fitted = given.fitted(to: 3)
        #expect(fitted.count == 3 && fitted[0] == given.frames[0])
        #expect(fitted[1].minY > 100 && fitted[2].minY > 100)
        #expect(given.fitted(to: 0).isEmpty)
    }
}
