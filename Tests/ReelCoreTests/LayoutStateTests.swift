import Testing

@testable import ReelCore

/// The layout state alone: thumbnail keys, measured heights and anchor compensation.
@Suite struct LayoutStateTests {
    private let canvas = Canvas(width: 390, height: 844, scale: 2, fps: 60)

    @Test func gridCellsShareOneThumbnailSizeAndSelfSizingCellsHaveTheirOwn() {
        let items = ItemsSource.synthetic(count: 4).makeItems()
        let grid = LayoutState(template: photoGrid(), canvas: canvas, items: items, contentSize: .large)
        #expect(Set(items.map { grid.imageKey(for: $0).size }).count == 1)
        let template = selfSizingTemplate(.feed, columns: 1)
        let sized = items.map { LayoutState.sized($0, for: template) }
        let feed = LayoutState(template: template, canvas: canvas, items: sized, contentSize: .large)
        #expect(sized.allSatisfy { $0.url.contains("w=512") })
        #expect(Set(sized.map { feed.imageKey(for: $0).size }).count > 1)
        #expect(sized.allSatisfy { feed.measuredHeight(of: $0) > feed.imageRect(for: $0).height })
    }

    @Test func largerTextMeasuresTallerCells() {
        let template = selfSizingTemplate(.feed, columns: 1)
        let items = ItemsSource.synthetic(count: 3).makeItems().map { LayoutState.sized($0, for: template) }
        var state = LayoutState(template: template, canvas: canvas, items: items, contentSize: .large)
        let before = state.measuredHeight(of: items[0])
        state.setContentSize(.accessibilityExtraExtraExtraLarge)
        #expect(state.measuredHeight(of: items[0]) > before)
    }

    @Test func anchorShiftsAddUp() {
        var state = LayoutState(
            template: photoGrid(), canvas: canvas, items: ItemsSource.synthetic(count: 3).makeItems(),
            contentSize: .large)
        state.noteAnchorShift(12)
        state.noteAnchorShift(-2)
        #expect(state.anchorShift == 10)
    }
}
