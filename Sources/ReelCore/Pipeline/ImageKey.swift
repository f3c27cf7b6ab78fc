/// What identifies a prepared image in the pipeline and cache: the URL and the thumbnail's pixel size.
public struct ImageKey: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    package var url: String
    package var size: PixelSize

    package init(url: String, size: PixelSize) {
        self.url = url
        self.size = size
    }

    /// The memory cost of the decoded thumbnail (4 bytes per pixel).
    var byteCost: Int { size.width * size.height * 4 }

    public static func < (lhs: ImageKey, rhs: ImageKey) -> Bool {
        (lhs.url, lhs.size.width, lhs.size.height) < (rhs.url, rhs.size.width, rhs.size.height)
    }

    public var description: String { "\(url)@\(size)" }
}

/// Ground truth carried by every image a cell shows: which item it was loaded for, and its key.
public struct ImageTag: Sendable, Hashable, Codable {
    package var itemID: ItemID
    package var key: ImageKey
    /// The item's own URL when the app requested its image at another (a URL it rewrote, `?w=400&dpr=2`); nil when
    /// the key's URL is the item's.
    package var itemURL: String?

    package init(itemID: ItemID, key: ImageKey, itemURL: String? = nil) {
        self.itemID = itemID
        self.key = key
        self.itemURL = itemURL == key.url ? nil : itemURL
    }

    /// The item URL the image was loaded for: what tells a current image from an older version's.
    package var loadedForURL: String { itemURL ?? key.url }
}

/// Who waits for a load.
public enum LoadOwner: Sendable, Hashable {
    /// A cell's image load (the cell it captured).
    case cell(CellID)
    /// A prefetch for an item id.
    case prefetch(ItemID)
    /// A load whose completion goes to the model (cache + reconfigure), keyed by item id.
    case model(ItemID)
}

/// The priority of a load in the modelled pipeline: visible loads go first.
public enum LoadPriority: Int, Sendable, Comparable, CustomStringConvertible {
    case low = 0
    case high = 1

    public static func < (lhs: LoadPriority, rhs: LoadPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { self == .high ? "high" : "low" }
}

/// A transfer the runner must start for real.
public struct LoadRequest: Sendable, Hashable {
    package var task: LoadTaskID
    package var url: String
    package var size: PixelSize
    package var itemID: ItemID
    package var priority: LoadPriority

    package init(task: LoadTaskID, url: String, size: PixelSize, itemID: ItemID, priority: LoadPriority) {
        self.task = task
        self.url = url
        self.size = size
        self.itemID = itemID
        self.priority = priority
    }
}

/// The real result of a transfer, as the core needs it.
public enum LoadOutcome: Sendable, Equatable, Codable {
    /// The image arrived; `bytes` is the size of the transferred body, `pixels` the source image's pixel count.
    case success(bytes: Int, pixels: Int = 0)
    case failure(LoadFailure)
}
