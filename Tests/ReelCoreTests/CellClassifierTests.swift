import Testing

@testable import ReelCore

/// Ground truth for one cell: each state from what the cell shows against the item it represents.
@Suite struct CellClassifierTests {
    let item = Item(id: ItemID("7"), url: "https://example.test/7.jpg", title: "Photo 7")
    let size = PixelSize(width: 200, height: 200)

    func tag(_ id: String, _ url: String) -> ImageTag {
        ImageTag(itemID: ItemID(id), key: ImageKey(url: url, size: size))
    }

    func classify(_ content: CellContent, text: String = "7", item: Item? = nil) -> (CellState, wrong: String?) {
        CellClassifier.classify(content: content, textItemID: ItemID(text), representing: item ?? self.item)
    }

    @Test func nothingOrAPlaceholderIsAPlaceholder() {
        #expect(classify(.empty) == (.placeholder, nil))
        #expect(classify(.placeholder) == (.placeholder, nil))
        let representsNothing = CellClassifier.classify(
            content: .image(tag("7", item.url)), textItemID: item.id, representing: nil)
        #expect(representsNothing == (.placeholder, nil))
    }

    @Test func theItemsOwnImageIsCorrectAndItsFailureFailed() {
        #expect(classify(.image(tag("7", item.url))) == (.correct, nil))
        #expect(classify(.failed(tag("7", item.url), reason: .httpStatus(404))) == (.failed, nil))
    }

    @Test func anotherItemsImageOrAnOlderOneIsStale() {
        #expect(classify(.image(tag("3", "https://example.test/3.jpg"))) == (.stale, "other-item"))
        #expect(classify(.image(tag("7", "https://example.test/7-v1.jpg"))) == (.stale, "outdated"))
    }

    @Test func anImageTheAppRequestedAtARewrittenURLIsJudgedByTheItemURLItWasLoadedFor() {
        let rewritten = ImageKey(url: item.url + "?w=400&dpr=2", size: size)
        let current = ImageTag(itemID: item.id, key: rewritten, itemURL: item.url)
        #expect(classify(.image(current)) == (.correct, nil))
        let older = ImageTag(itemID: item.id, key: rewritten, itemURL: "https://example.test/7-v1.jpg")
        #expect(classify(.image(older)) == (.stale, "outdated"))
        // The same URL twice is no rewrite.
        #expect(ImageTag(itemID: item.id, key: ImageKey(url: item.url, size: size), itemURL: item.url).itemURL == nil)
    }

    @Test func anotherItemsTitleIsWrongTextWhateverTheImage() {
        #expect(classify(.image(tag("7", item.url)), text: "3") == (.wrongText, nil))
        #expect(classify(.placeholder, text: "3") == (.wrongText, nil))
    }
}
