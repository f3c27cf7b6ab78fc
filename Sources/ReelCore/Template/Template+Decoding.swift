import Foundation

extension Template {
    /// Parses and validates template JSON.
    package static func decode(_ data: Data, file: String) throws(InputError) -> Template {
        var root = try JSONReader(try JSONValue.parse(data, file: file), file: file)
        let name = try root.requiredString("name")
        let background = try root.color("background", default: Color(red: 0.05, green: 0.05, blue: 0.07))
        guard var layoutReader = try root.object("layout") else {
            throw root.error("layout", "required object is missing")
        }
        let layout = try GridSpec(reader: &layoutReader)
        guard var cellReader = try root.object("cell") else { throw root.error("cell", "required object is missing") }
        let cell = try CellStyle(reader: &cellReader)
        var costs = MainThreadCosts()
        if var costsReader = try root.object("main_thread") { try costs.read(&costsReader) }
        try root.finish()
        return Template(name: name, background: background, layout: layout, cell: cell, costs: costs)
    }
}

extension GridSpec {
    init(reader: inout JSONReader) throws(InputError) {
        let kindName = try reader.choice("kind", of: Kind.allCases.map(\.rawValue), default: "grid")
        kind = Kind(rawValue: kindName) ?? .grid
        estimatedHeight = try reader.number("estimated_height", in: 1...10_000, default: 200)
        columns = try reader.integer("columns", in: 1...32, default: kind == .feed ? 1 : (kind == .masonry ? 2 : 3))
        if kind == .feed && columns != 1 { throw reader.error("columns", "a feed has one column, got \(columns)") }
        spacing = try reader.number("spacing", in: 0...200, default: 2)
        insets = .zero
        if var inset = try reader.object("insets") {
            insets = EdgeInsets(
                top: try inset.number("top", in: 0...2000, default: 0),
                left: try inset.number("left", in: 0...2000, default: 0),
                bottom: try inset.number("bottom", in: 0...2000, default: 0),
                right: try inset.number("right", in: 0...2000, default: 0)
            )
            try inset.finish()
        }
        itemAspect = try reader.number("item_aspect", in: 0.05...20, default: 1)
        itemHeight = try reader.number("item_height", in: 1...4000)
        try reader.finish()
    }
}

extension CellStyle {
    init(reader: inout JSONReader) throws(InputError) {
        reuseIdentifier = try reader.string("reuse_identifier") ?? "cell"
        background = try reader.color("background", default: Color(red: 0.11, green: 0.11, blue: 0.13))
        cornerRadius = try reader.number("corner_radius", in: 0...500, default: 0)
        image = ImageStyle()
        if var imageReader = try reader.object("image") {
            image = ImageStyle(
                x: try imageReader.number("x", in: 0...4000, default: 0),
                y: try imageReader.number("y", in: 0...4000, default: 0),
                width: try imageReader.number("width", in: -4000...4000, default: 0),
                height: try imageReader.number("height", in: -4000...4000, default: 0),
                cornerRadius: try imageReader.number("corner_radius", in: 0...500, default: 0)
            )
            try imageReader.finish()
        }
        title = try TextStyle.read(&reader, "title")
        subtitle = try TextStyle.read(&reader, "subtitle")
        bottomPadding = try reader.number("bottom_padding", in: 0...1_000, default: 12)
        placeholder = try reader.color("placeholder", default: Color(red: 0.2, green: 0.2, blue: 0.24))
        failed = try reader.color("failed", default: Color(red: 0.42, green: 0.2, blue: 0.14))
        selectedColor = try reader.color("selected", default: selectedColor)
        expandedColor = try reader.color("expanded", default: expandedColor)
        try reader.finish()
    }
}

extension TextStyle {
    static func read(_ parent: inout JSONReader, _ key: String) throws(InputError) -> TextStyle? {
        guard var reader = try parent.object(key) else { return nil }
        var style = TextStyle(
            x: try reader.number("x", in: 0...4000, default: 0),
            baseline: try reader.number("baseline", in: 0...4000, default: 16),
            size: try reader.number("size", in: 4...200, default: 15), bold: try reader.bool("bold", default: false),
            color: try reader.color("color", default: .white),
            trailing: try reader.number("trailing", in: 0...4000, default: 8)
        )
        style.maxLines = try reader.integer("max_lines", in: 1...50, default: 1)
        style.lineHeight = try reader.number("line_height", in: 1...400)
        try reader.finish()
        return style
    }
}
