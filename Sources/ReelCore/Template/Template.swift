/// How the list is laid out and how each cell is drawn; loaded from `Templates/<name>.json`.
public struct Template: Sendable, Equatable, Codable {
    package var name: String
    package var background: Color
    package var layout: GridSpec
    package var cell: CellStyle
    /// Main-thread costs of this kind of cell (a scenario's `main_thread` overrides them).
    package var costs: MainThreadCosts

    package init(name: String, background: Color, layout: GridSpec, cell: CellStyle, costs: MainThreadCosts = .init()) {
        self.name = name
        self.background = background
        self.layout = layout
        self.cell = cell
        self.costs = costs
    }
}

/// A uniform grid: columns, spacing, insets and the item height (fixed or from an aspect ratio).
public struct GridSpec: Sendable, Equatable, Codable {
    /// How items are sized and placed.
    public enum Kind: String, Sendable, Equatable, CaseIterable, Codable {
        /// Every item the same size, rows of `columns`.
        case grid
        /// One column; each item as tall as its image (at its aspect ratio) plus its wrapped text.
        case feed
        /// `columns` columns of variable heights; each item goes to the shortest column.
        case masonry
    }

    package var kind: Kind = .grid
    /// The height used for an item until its cell is measured (self-sizing kinds).
    package var estimatedHeight: Double = 200
    package var columns: Int
    package var spacing: Double
    package var insets: EdgeInsets
    /// Width ÷ height of each item; used when `itemHeight` is nil.
    var itemAspect: Double
    package var itemHeight: Double?
    /// The space between rows (an app's layout); nil uses `spacing`, between items and between rows alike.
    package var lineSpacing: Double?

    package init(
        columns: Int, spacing: Double, insets: EdgeInsets = .zero, itemAspect: Double = 1, itemHeight: Double? = nil
    ) {
        self.columns = columns
        self.spacing = spacing
        self.insets = insets
        self.itemAspect = itemAspect
        self.itemHeight = itemHeight
    }
}

/// The look of one cell: background, image frame, text, placeholder and failure colours.
public struct CellStyle: Sendable, Equatable, Codable {
    package var reuseIdentifier: String
    package var background: Color
    package var cornerRadius: Double
    package var image: ImageStyle
    package var title: TextStyle?
    package var subtitle: TextStyle?
    package var placeholder: Color
    package var failed: Color
    /// Space below the last line of text in self-sizing layouts.
    var bottomPadding = 12.0
    /// The accent of a selected row (border and check mark) and of an expanded row (edge bar and chevron).
    package var selectedColor = Color(red: 0.04, green: 0.52, blue: 1)
    package var expandedColor = Color(red: 1, green: 0.62, blue: 0.04)

    package init(
        reuseIdentifier: String, background: Color, cornerRadius: Double, image: ImageStyle,
        title: TextStyle?, subtitle: TextStyle?, placeholder: Color, failed: Color
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.background = background
        self.cornerRadius = cornerRadius
        self.image = image
        self.title = title
        self.subtitle = subtitle
        self.placeholder = placeholder
        self.failed = failed
    }
}

/// Where the image view sits in the cell. A width or height ≤ 0 is measured from the far edge.
public struct ImageStyle: Sendable, Equatable, Codable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double
    package var cornerRadius: Double

    package init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0, cornerRadius: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
    }

    /// The image view's frame inside a cell of `size`, in cell coordinates.
    package func frame(inCellOfWidth cellWidth: Double, height cellHeight: Double) -> Rect {
        Rect(
            x: x, y: y,
            width: width > 0 ? width : max(1, cellWidth - x + width),
            height: height > 0 ? height : max(1, cellHeight - y + height)
        )
    }
}

/// A line of text in the cell: position of its baseline, size, weight, colour; truncated before `trailing`.
/// In self-sizing layouts the baseline is measured from the image's bottom and text wraps to `maxLines`.
public struct TextStyle: Sendable, Equatable, Codable {
    /// Lines the text may wrap to (self-sizing layouts), and the distance between baselines.
    package var maxLines = 1
    package var lineHeight: Double?
    package var x: Double
    package var baseline: Double
    package var size: Double
    package var bold: Bool
    package var color: Color
    package var trailing: Double

    package init(
        x: Double, baseline: Double, size: Double, bold: Bool = false, color: Color = .white, trailing: Double = 8
    ) {
        self.x = x
        self.baseline = baseline
        self.size = size
        self.bold = bold
        self.color = color
        self.trailing = trailing
    }
}
