import Testing

@testable import ReelCore

/// The prefetcher alone: bands follow the direction, indices skip displayed items, requests are keyed by item id.
@Suite struct PrefetchControllerTests {
    private let layout = ListLayout.grid(
        GridLayout(spec: GridSpec(columns: 1, spacing: 0), viewportWidth: 100, itemCount: 100))

    @Test func bandsLeadInTheScrollDirectionAndTrailBehind() {
        var controller = PrefetchController(
            settings: PrefetchSettings(leadScreens: 2, trailScreens: 0.5), viewportHeight: 100
        )
        #expect(controller.bands(offset: 1_000).map { [$0.low, $0.high] } == [[1_100, 1_300], [950, 1_000]])
        controller.follow(velocity: 0)  // at rest: the last direction holds
        #expect(controller.direction == 1)
        controller.follow(velocity: -50)
        #expect(controller.bands(offset: 1_000).map { [$0.low, $0.high] } == [[800, 1_000], [1_100, 1_150]])
        let off = PrefetchController(settings: PrefetchSettings(enabled: false), viewportHeight: 100)
        #expect(off.bands(offset: 0).isEmpty)
        let noTrail = PrefetchController(
            settings: PrefetchSettings(leadScreens: 1, trailScreens: 0), viewportHeight: 100)
        #expect(noTrail.bands(offset: 0).count == 1)
    }

    @Test func wantedIndicesSkipWhatIsOnScreen() {
        let controller = PrefetchController(settings: PrefetchSettings(leadScreens: 1), viewportHeight: 300)
        let itemHeight = layout.frame(at: 0).height
        let first = Int((300 / itemHeight).rounded(.down))
        let wanted = controller.wantedIndices(offset: 0, layout: layout, displayed: [first: CellID(1)])
        #expect(!wanted.contains(first))
        #expect(wanted == wanted.sorted() && !wanted.isEmpty)
        #expect(wanted.allSatisfy { layout.frame(at: $0).maxY > 300 && layout.frame(at: $0).minY < 600 })
    }

    @Test func dropsOnlyWhatItIsToldInItemIDOrder() {
        var controller = PrefetchController(settings: PrefetchSettings(), viewportHeight: 100)
        controller.track(7, for: "b")
        controller.track(3, for: "a")
        controller.track(9, for: "c")
        #expect(controller.drop { $0 != "b" } == [3, 9])
        #expect(controller.isPrefetching("b") && !controller.isPrefetching("a"))
        controller.finished(99, for: "b")  // another subscription's completion leaves it tracked
        #expect(controller.isPrefetching("b"))
        controller.finished(7, for: "b")
        #expect(!controller.isPrefetching("b"))
    }

    @Test func unseenImagesAreConsumedOnce() {
        var controller = PrefetchController(settings: PrefetchSettings(), viewportHeight: 100)
        let key = ImageKey(url: "u", size: PixelSize(width: 1, height: 1))
        controller.noteUnseen(key)
        let first = controller.consumeUnseen(key)
        let second = controller.consumeUnseen(key)
        #expect(first && !second)
    }
}
