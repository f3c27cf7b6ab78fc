import ReelKit

/// The app's model item: what the samples' code calls `Item` (the photo cell reads `thumbURL`, the prefetch samples
/// `imageURL`). A plain value, usable off the main actor (`nonisolated`, in a target that is main-actor by default).
nonisolated struct Item: Hashable, Sendable, Identifiable {
    let id: String
    let title: String
    let thumbURL: URL
    var imageURL: URL { thumbURL }

    init(_ item: GalleryItem) {
        id = item.id
        title = item.title
        thumbURL = item.imageURL
    }
}

extension NSDiffableDataSourceSnapshot where SectionIdentifierType == Int {
    /// One section holding `items`.
    init(oneSection items: [ItemIdentifierType]) {
        self.init()
        appendSections([0])
        appendItems(items)
    }
}
