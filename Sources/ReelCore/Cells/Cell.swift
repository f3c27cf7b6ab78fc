/// What a cell's image view shows.
public enum CellContent: Sendable, Hashable, Codable {
    /// Never configured: nothing in the image view (drawn like the placeholder).
    case empty
    /// The placeholder look.
    case placeholder
    /// A decoded image, with its ground-truth tag.
    case image(ImageTag)
    /// The failed look, for the load of `tag`, with the reason.
    case failed(ImageTag, reason: LoadFailure)

    /// The `shows` column of `cells.csv`.
    package var logName: String {
        switch self {
        case .empty: "none"
        case .placeholder: "placeholder"
        case .image(let tag): "image:\(tag.itemID)"
        case .failed(let tag, _): "failed:\(tag.itemID)"
        }
    }
}

/// What the user sees in a visible cell, judged from ground truth.
public enum CellState: String, Sendable, Hashable, Codable, CaseIterable {
    /// No image yet (the placeholder look, or nothing), with the item's own text.
    case placeholder
    /// Another item's image, or an outdated version of the item's own, with the item's own text.
    case stale
    /// The item's current image and its own text.
    case correct
    /// The failed look for the item's own load, with its own text.
    case failed
    /// The title and subtitle are another item's, whatever the image view shows: the cell was configured with the
    /// wrong item (a stale captured model). Checked first: a cell is correct only if everything it shows is its
    /// item's.
    case wrongText = "wrong_text"
}

/// A reusable cell object with a stable identity (#n).
public struct Cell: Sendable {
    public let id: CellID
    package let reuseIdentifier: String
    /// The item the cell represents now (its id and index), or nil.
    package var itemID: ItemID?
    package var itemIndex: Int?
    /// The item the cell was configured with (its text; normally the item it represents).
    package var configuredItemID: ItemID?
    package var content: CellContent = .empty
    /// The load the cell started last (strategies that cancel use it).
    package var subscription: SubscriptionID?
    var isDisplayed = false
    /// When the current display episode began, and whether it has shown the correct image yet.
    var displayStart: Double?
    var reachedCorrect = false
    /// The state in the last frame it was visible.
    var lastState: CellState?
    /// Configured ahead of display (automatic cell prefetching), or kept after scrolling off, until this time.
    package var preparedUntil: Double?
    /// The snapshot update that took the item's image off screen — a reload replaced the cell that showed it, or a
    /// reconfigure cleared it — while the cell shows the placeholder instead, until the image is back.
    var imageLostTo: ImageLoss?

    /// What took an item's image off screen.
    public enum ImageLoss: Sendable, Hashable {
        case reload
        case reconfigure
    }

    package init(id: CellID, reuseIdentifier: String) {
        self.id = id
        self.reuseIdentifier = reuseIdentifier
    }
}
