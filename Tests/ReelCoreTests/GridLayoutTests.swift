import Testing

@testable import ReelCore

@Suite struct GridLayoutTests {
    let spec = GridSpec(columns: 3, spacing: 2, insets: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))

    @Test func framesTileTheWidth() {
        let layout = GridLayout(spec: spec, viewportWidth: 390, itemCount: 10)
        #expect(abs(layout.itemWidth - (390 - 4) / 3) < 1e-9)
        #expect(layout.frame(at: 0).x == 0)
        #expect(abs(layout.frame(at: 2).maxX - 390) < 1e-9)
        #expect(layout.frame(at: 3).y == 10 + layout.itemHeight + 2)
        #expect(abs(layout.contentHeight - (10 + 4 * layout.itemHeight + 3 * 2 + 10)) < 1e-9)
    }

    @Test(arguments: [0.0, 1.5, 128.6, 130.0, 500.25, 1_000.0, 12_345.0])
    func bandLookupMatchesBruteForce(top: Double) {
        let layout = GridLayout(spec: spec, viewportWidth: 390, itemCount: 301)
        let bottom = top + 844
        let expected = (0..<301).filter { layout.frame(at: $0).maxY > top && layout.frame(at: $0).minY < bottom }
        #expect(Array(layout.indices(inBandFrom: top, to: bottom)) == expected)
    }

    @Test func emptyAndOutOfRangeBandsAreEmpty() {
        let layout = GridLayout(spec: spec, viewportWidth: 390, itemCount: 30)
        #expect(layout.indices(inBandFrom: -900, to: -10).isEmpty)
        #expect(layout.indices(inBandFrom: 1e6, to: 1e6 + 800).isEmpty)
        #expect(GridLayout(spec: spec, viewportWidth: 390, itemCount: 0).indices(inBandFrom: 0, to: 800).isEmpty)
    }
}
