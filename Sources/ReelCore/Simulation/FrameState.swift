/// Everything needed to draw one frame, as an immutable value.
package struct FrameState: Sendable, Equatable, Codable {
    package var index: Int
    package var timeMs: Double
    /// The content offset, snapped to device pixels.
    package var offset: Double
    package var velocity: Double
    /// Visible cells in item order.
    package var cells: [VisibleCell]
    /// The range minimap, when the simulation was asked for one.
    package var minimap: Minimap?
    /// Total scroll-anchor compensation so far (points the offset moved because heights above changed).
    package var anchorShift: Double = 0
    /// The scroll indicator, while it shows.
    package var scrollIndicator: ScrollIndicator?
    /// Cells leaving with a crossfade (an animated reload), drawn over the cells that replaced them.
    package var fadingCells: [FadingCell] = []
    /// Headers, footers, other supplementary views and decorations on screen, in drawing order.
    package var views: [VisibleView] = []
    /// The collection view's background when the app's views are drawn (`drawing: app`); nil: the template's.
    package var background: Color?

    package init(index: Int, timeMs: Double, offset: Double, velocity: Double, cells: [VisibleCell]) {
        self.index = index
        self.timeMs = timeMs
        self.offset = offset
        self.velocity = velocity
        self.cells = cells
    }

    /// Whether this frame draws exactly what `other` draws (time and index aside).
    package func drawsSame(as other: FrameState) -> Bool {
        offset == other.offset && cells == other.cells && minimap == other.minimap
            && scrollIndicator == other.scrollIndicator && fadingCells == other.fadingCells && views == other.views
            && background == other.background
    }
}

/// A cell an animated reload replaced, fading out over the new cell of its item: drawn at `opacity` (1 when the
/// animation starts, 0 when it ends). Not classified: the new cell beneath is what the frame counts.
package struct FadingCell: Sendable, Equatable, Codable {
    package var cell: VisibleCell
    package var opacity: Double

    package init(cell: VisibleCell, opacity: Double) {
        self.cell = cell
        self.opacity = opacity
    }
}

/// One visible cell in a frame: where it is on screen, what it shows, and its ground-truth state.
package struct VisibleCell: Sendable, Equatable, Codable {
    package var cellID: CellID
    package var itemID: ItemID
    package var itemIndex: Int
    package var title: String
    package var subtitle: String?
    /// The cell's frame on screen, in points.
    package var frame: Rect
    package var content: CellContent
    package var state: CellState
    /// For a stale cell: "other-item" or "outdated".
    package var wrong: String?
    /// Self-sizing layouts: the image view's frame in the cell, and the title's wrapped lines.
    package var imageFrame: Rect?
    package var titleLines: [String]?
    /// The row's per-row state (selected, expanded), as the app keeps it by identifier.
    package var flags: RowFlags = []
    /// The Dynamic Type text size the cell's text is drawn at (its title lines were wrapped at it).
    package var contentSize = ContentSizeCategory.large
    /// The cell's own views, drawn instead of the template (`drawing: app`), in the cell's coordinates.
    package var drawing: DrawnView?

    package init(
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

/// A supplementary or decoration view in a frame: where it is on screen, what its labels show, and its state.
package struct VisibleView: Sendable, Equatable, Codable {
    package var viewID: SupplementaryID
    package var element: SupplementaryKey
    package var category: SupplementaryFrame.Category
    /// The view's frame on screen, in points.
    package var frame: Rect
    /// Its labels' text (empty: none).
    package var text: String
    package var state: CellState
    /// The view's own subviews, drawn instead of the template's band (`drawing: app`), in its coordinates.
    package var drawing: DrawnView?

    package init(
        viewID: SupplementaryID, element: SupplementaryKey, category: SupplementaryFrame.Category, frame: Rect,
        text: String, state: CellState
    ) {
        self.viewID = viewID
        self.element = element
        self.category = category
        self.frame = frame
        self.text = text
        self.state = state
    }

    /// The `cell` column of `cells.csv`: `<kind>#<n>` (`header#2`).
    package var logName: String { "\(SupplementaryFrame.logName(ofKind: element.kind))#\(viewID.number)" }

    /// The `shows` column of `cells.csv`: `text:` and the labels' text (`none` without any).
    package var logShows: String { SupplementaryView.logShows(text) }
}

/// The result of one simulation step.
package struct FrameStep: Sendable {
    package var frame: FrameState
    /// Events since the previous step, in the order they happened.
    package var events: [TimedEvent]
    /// Transfers to start for real.
    package var newRequests: [LoadRequest]
    /// Tasks whose transfers must be aborted.
    package var cancelledTasks: [LoadTaskID]
    /// Whether any cached image was evicted (pixels outside the core may be released).
    package var evicted: Bool
    /// Every task finished in this step: what its request really did (the lines of a recorded trace).
    package var deliveries: [NetworkTrace.Entry]
    /// Modelled main-thread work of this frame (ms), and whether the frame shown repeats the previous one (a hitch).
    package var mainThreadMs: Double
    package var repeated: Bool
}
