/// Everything needed to draw one frame, as an immutable value.
public struct FrameState: Sendable, Equatable, Codable {
    public var index: Int
    public var timeMs: Double
    /// The content offset, snapped to device pixels.
    public var offset: Double
    public var velocity: Double
    /// Visible cells in item order.
    public var cells: [VisibleCell]
    /// The range minimap, when the simulation was asked for one.
    public var minimap: Minimap?
    /// Total scroll-anchor compensation so far (points the offset moved because heights above changed).
    public var anchorShift: Double = 0
    /// The scroll indicator, while it shows.
    public var scrollIndicator: ScrollIndicator?
    /// Cells leaving with a crossfade (an animated reload), drawn over the cells that replaced them.
    public var fadingCells: [FadingCell] = []

    public init(index: Int, timeMs: Double, offset: Double, velocity: Double, cells: [VisibleCell]) {
        self.index = index
        self.timeMs = timeMs
        self.offset = offset
        self.velocity = velocity
        self.cells = cells
    }

    /// Whether this frame draws exactly what `other` draws (time and index aside).
    public func drawsSame(as other: FrameState) -> Bool {
        offset == other.offset && cells == other.cells && minimap == other.minimap
            && scrollIndicator == other.scrollIndicator && fadingCells == other.fadingCells
    }
}

/// A cell an animated reload replaced, fading out over the new cell of its item: drawn at `opacity` (1 when the
/// animation starts, 0 when it ends). Not classified: the new cell beneath is what the frame counts.
public struct FadingCell: Sendable, Equatable, Codable {
    public var cell: VisibleCell
    public var opacity: Double

    public init(cell: VisibleCell, opacity: Double) {
        self.cell = cell
        self.opacity = opacity
    }
}

/// One visible cell in a frame: where it is on screen, what it shows, and its ground-truth state.
public struct VisibleCell: Sendable, Equatable, Codable {
    public var cellID: CellID
    public var itemID: ItemID
    public var itemIndex: Int
    public var title: String
    public var subtitle: String?
    /// The cell's frame on screen, in points.
    public var frame: Rect
    public var content: CellContent
    public var state: CellState
    /// For a stale cell: "other-item" or "outdated".
    public var wrong: String?
    /// Self-sizing layouts: the image view's frame in the cell, and the title's wrapped lines.
    public var imageFrame: Rect?
    public var titleLines: [String]?
    /// The row's per-row state (selected, expanded), as the app keeps it by identifier.
    public var flags: RowFlags = []
    /// The Dynamic Type text size the cell's text is drawn at (its title lines were wrapped at it).
    public var contentSize = ContentSizeCategory.large

    public init(
        cellID: CellID, itemID: ItemID, itemIndex: Int, title: String, subtitle: String?, frame: Rect,
        content: CellContent,
        state: CellState, wrong: String? = nil
    ) {
        self.wrong = wrong
        self.cellID = cellID
        self.itemID = itemID
        self.itemIndex = itemIndex
        self.title = title
        self.subtitle = subtitle
        self.frame = frame
        self.content = content
        self.state = state
    }
}

/// The result of one simulation step.
public struct FrameStep: Sendable {
    public var frame: FrameState
    /// Events since the previous step, in the order they happened.
    public var events: [TimedEvent]
    /// Transfers to start for real.
    public var newRequests: [LoadRequest]
    /// Tasks whose transfers must be aborted.
    public var cancelledTasks: [Int]
    /// Whether any cached image was evicted (pixels outside the core may be released).
    public var evicted: Bool
    /// Every task finished in this step: what its request really did (the lines of a recorded trace).
    public var deliveries: [NetworkTrace.Entry]
    /// Modelled main-thread work of this frame (ms), and whether the frame shown repeats the previous one (a hitch).
    public var mainThreadMs: Double
    public var repeated: Bool
}
