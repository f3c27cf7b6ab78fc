import Testing

@testable import ReelCore

/// Sections that scroll sideways: which of a band's items a frame shows at its offset, where each comes to rest by
/// its behavior, what it prefetches ahead, and how a swipe moves it in virtual time.
@Suite struct ScrollingBandTests {
    /// A band of 10 groups 300 wide, 10 apart, after a 10-point inset, in a 400-wide viewport, over a row below.
    static func layout(_ behavior: ScrollingBand.Behavior = .groupPaging) -> (FramedLayout, ScrollingBand) {
        var frames = (0..<10).map { Rect(x: 10 + Double($0) * 310, y: 0, width: 300, height: 200) }
        frames.append(Rect(x: 0, y: 200, width: 400, height: 100))
        let band = ScrollingBand(
            section: 0, items: 0..<10, contentWidth: 10 + 9 * 310 + 300 + 10, viewportWidth: 400, behavior: behavior,
            groupPitch: 310, groupWidth: 300, leadingInset: 10)
        return (FramedLayout(frames: frames, contentHeight: 300, viewportWidth: 400, bands: [band]), band)
    }

    @Test func aBandShowsTheItemsItsOffsetBringsIntoTheViewport() {
        var (layout, _) = Self.layout()
        #expect(layout.indices(inBandFrom: 0, to: 300) == [0, 1, 10])
        layout.setBandScroll(offsets: [0: 620], directions: [0: 1])
        #expect(layout.indices(inBandFrom: 0, to: 300) == [2, 3, 10])
        #expect(layout.frame(at: 2) == Rect(x: 10, y: 0, width: 300, height: 200))
        #expect(layout.frame(at: 10) == Rect(x: 0, y: 200, width: 400, height: 100))
        // Off screen within one viewport width past the trailing edge: item 4 (3 shows in part); behind after a swipe
        // back: 0 and 1.
        #expect(layout.bandItemsAhead(inBandFrom: 0, to: 300, screens: 1) == [4])
        layout.setBandScroll(offsets: [0: 620], directions: [0: -1])
        #expect(layout.bandItemsAhead(inBandFrom: 0, to: 300, screens: 1) == [0, 1])
        #expect(layout.bandItemsAhead(inBandFrom: 250, to: 300, screens: 1).isEmpty)
        // An offset past the band's content (items deleted since the swipe) is clamped to its end.
        layout.setBandScroll(offsets: [0: 1e9], directions: [:])
        #expect(layout.indices(inBandFrom: 0, to: 300) == [8, 9, 10])
    }

    @Test func eachBehaviorComesToRestWhereUIKitsDoes() {
        let max = 10 + 9 * 310 + 300 + 10 - 400.0
        #expect(Self.layout(.continuous).1.restingOffset(near: 123) == 123)
        #expect(Self.layout(.continuous).1.restingOffset(near: 1e9) == max)
        #expect(Self.layout(.continuous).1.restingOffset(near: -5) == 0)
        #expect(Self.layout(.groupPaging).1.restingOffset(near: 460) == 310)
        #expect(Self.layout(.groupPaging).1.restingOffset(near: 470) == 620)
        #expect(Self.layout(.continuousGroupLeadingBoundary).1.restingOffset(near: 900) == 930)
        #expect(Self.layout(.paging).1.restingOffset(near: 610) == 800)
        // Centred: group k's centre at the viewport's (200): 10 + 310k + 150 - 200.
        #expect(Self.layout(.groupPagingCentered).1.restingOffset(near: 300) == 270)
        #expect(Self.layout(.groupPagingCentered).1.restingOffset(near: 0) == 0)
    }

    @Test func aSwipeDragsThenSettlesAndASecondStartsWhereTheBandIs() {
        let band = Self.layout().1
        var scroller = BandScroller()
        let first = scroller.swipe(band, by: 400, durationMs: 200, at: 1_000)
        #expect(first.from == 0 && first.to == 310)
        #expect(scroller.offsets(at: 1_000)[0] == 0)
        #expect(scroller.offsets(at: 1_100)[0] == 200)
        #expect(scroller.offsets(at: 1_200)[0] == 400)
        #expect(scroller.offsets(at: 1_200 + BandScroller.settleMs)[0] == 310)
        #expect(scroller.restTime == 1_200 + BandScroller.settleMs)
        let second = scroller.swipe(band, by: -1_000, durationMs: 100, at: 1_100)
        #expect(second.from == 200 && second.to == 0)
        #expect(scroller.directions[0] == -1)
    }
}
