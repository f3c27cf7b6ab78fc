/// The collection view's layout as it evolves: the current item frames (a grid, or self-sizing columns), measured
/// heights by item id, the Dynamic Type size text is laid out at, the scroll-anchor compensation so far, and the
/// glide of the last animated apply. Also the geometry of a cell's image view and text.
package struct LayoutState: Sendable {
    /// Aspect ratios (width ÷ height) given to synthetic items in self-sizing layouts, picked by a seeded draw.
    static let syntheticAspects = [1.0, 0.75, 1.333, 0.8, 1.5, 0.667, 1.2, 0.9]

    package let template: Template
    package let canvas: Canvas
    /// How items are sized and placed: the template's layout, or the app's own layout object's (ReelKit) once it
    /// set one.
    package private(set) var spec: GridSpec
    /// The frames an app's layout object gave, when it places items one by one (then they, not `spec`, place them).
    package private(set) var appFrames: ItemFrames?
    /// The size of each item's frame by id, when an app's layout places items one by one.
    private var framedSizes: [ItemID: Rect] = [:]
    package private(set) var layout: ListLayout
    /// The sideways-scrolling sections' offsets and last directions, by section.
    private var bandScroll: (offsets: [Int: Double], directions: [Int: Double]) = ([:], [:])
    /// Self-sizing: measured heights by item id, the text measure, and the scroll-anchor compensation so far.
    package private(set) var heightCache: [ItemID: Double] = [:]
    /// Items whose cells were asked for their own heights (a binding whose cells size themselves), and the width
    /// each was asked at.
    private var sizedByCell: Set<ItemID> = []
    private var cellWidths: [ItemID: Double] = [:]
    package var measureText: TextMeasure = TextWrap.approximate
    package private(set) var anchorShift = 0.0
    /// Dynamic Type: the content size category text is drawn and measured at now.
    package private(set) var contentSize: ContentSizeCategory
    /// Layout changes of the last animated apply, while they run.
    private(set) var animation: LayoutAnimation?
    /// The image view's frame inside a cell, and the thumbnail size every load asks for (grids).
    package private(set) var imageFrame: Rect
    package private(set) var imageSize: PixelSize
    /// The image frame the template's own layout gives (the one the renderer is made with).
    private let templateImageFrame: Rect
    /// Whether the grid's cells have another size than the template's (an app's layout): each visible cell then
    /// carries its image frame.
    var imageFrameChanged: Bool { imageFrame != templateImageFrame }

    package init(template: Template, canvas: Canvas, items: [Item], contentSize: ContentSizeCategory) {
        self.template = template
        self.canvas = canvas
        self.contentSize = contentSize
        spec = template.layout
        layout = Self.makeLayout(
            template: template, spec: template.layout, width: canvas.width, items: items, heights: [:],
            category: contentSize)
        imageFrame = template.cell.image.frame(inCellOfWidth: layout.itemWidth, height: max(1, layout.itemHeight))
        imageSize = PixelSize(points: imageFrame.width, imageFrame.height, scale: canvas.scale)
        templateImageFrame = imageFrame
    }

    /// Items are placed by `layout` from now on (an app set its own layout object, or went back to the template's
    /// with nil): measured heights are forgotten (the width may have changed) and `items` are laid out again.
    mutating func replaceLayout(_ layout: AppLayout?, items: [Item]) {
        var spec = template.layout
        var frames: ItemFrames?
        switch layout {
        case .grid(let grid): spec = grid
        case .frames(let given): frames = given
        case nil: break
        }
        guard spec != self.spec || frames != appFrames else { return }
        // An app's layout placing items again (its cells' heights measured, items added) keeps what cells measured:
        // each height is kept with the width it was measured at.
        let keepsCellHeights = appFrames != nil && frames != nil
        self.spec = spec
        appFrames = frames
        if !keepsCellHeights {
            heightCache = [:]
            sizedByCell = []
            cellWidths = [:]
        }
        relayout(items: items)
        imageFrame = template.cell.image.frame(
            inCellOfWidth: self.layout.itemWidth, height: max(1, self.layout.itemHeight))
        imageSize = PixelSize(points: imageFrame.width, imageFrame.height, scale: canvas.scale)
    }

    /// Moves the sideways-scrolling sections by their offsets (by section) from now on, layouts read again included.
    mutating func setBandScroll(offsets: [Int: Double], directions: [Int: Double]) {
        bandScroll = (offsets, directions)
        applyBandScroll()
    }

    private mutating func applyBandScroll() {
        guard case .framed(var framed) = layout, !framed.bands.isEmpty else { return }
        framed.setBandScroll(offsets: bandScroll.offsets, directions: bandScroll.directions)
        layout = .framed(framed)
    }

    /// Whether `item` has a measured height.
    func isMeasured(_ item: Item) -> Bool { heightCache[item.id] != nil }

    /// Whether `item`'s cell was asked for its own height since its height was last forgotten (at `width`, when
    /// given).
    func isSizedByCell(_ item: Item, width: Double? = nil) -> Bool {
        guard sizedByCell.contains(item.id) else { return false }
        guard let width else { return true }
        return cellWidths[item.id] == width
    }

    /// The height `id`'s cell asked for at `width`, if it was asked at that width.
    package func cellHeight(of id: ItemID, width: Double) -> Double? {
        guard cellWidths[id] == width else { return nil }
        return heightCache[id]
    }

    /// The cell of `item` asked for `height` at `width` (nil: it keeps its estimate); returns whether the height
    /// changed.
    mutating func noteCellSize(_ height: Double?, of item: Item, width: Double) -> Bool {
        cellWidths[item.id] = width
        return noteCellSize(height, of: item)
    }

    /// The cell of `item` asked for `height` (nil: it keeps the measured one); returns whether the height changed.
    mutating func noteCellSize(_ height: Double?, of item: Item) -> Bool {
        sizedByCell.insert(item.id)
        guard let height, heightCache[item.id] != height else { return false }
        heightCache[item.id] = height
        return true
    }

    /// Measures `item` at the current width and text size and keeps the height; returns it.
    mutating func measure(_ item: Item) -> Double {
        let height = measuredHeight(of: item)
        heightCache[item.id] = height
        return height
    }

    /// Forgets the measured height of the item with `id` (new content may mean a new height).
    mutating func forgetHeight(of id: ItemID) {
        heightCache[id] = nil
        sizedByCell.remove(id)
    }

    /// Text is laid out at `category` from now on.
    mutating func setContentSize(_ category: ContentSizeCategory) { contentSize = category }

    /// Forgets every measured height (the text size changed).
    mutating func forgetAllHeights() {
        heightCache = [:]
        sizedByCell = []
    }

    /// The self-sizing layout with the heights measured so far placed (`SelfSizingLayout.setHeights`).
    mutating func setSelfSizing(_ sizing: SelfSizingLayout) { layout = .selfSizing(sizing) }

    /// An animated apply moves rows from their frames in `animation.from`; nil when none runs.
    mutating func setAnimation(_ animation: LayoutAnimation?) { self.animation = animation }

    /// Ends the apply's animation once it is over at `now`.
    mutating func endAnimation(ifOverAt now: Double) {
        if let animation, now >= animation.start + animation.duration { self.animation = nil }
    }

    /// Lays `items` out again with the heights measured so far (or at the frames the app's layout gave).
    mutating func relayout(items: [Item]) {
        if let appFrames {
            let frames = appFrames.fitted(to: items.count)
            framedSizes = Dictionary(zip(items.map(\.id), frames), uniquingKeysWith: { first, _ in first })
            layout = .framed(
                FramedLayout(
                    frames: frames, contentHeight: appFrames.contentHeight, viewportWidth: canvas.width,
                    supplementaries: appFrames.supplementaries, bands: appFrames.bands))
            applyBandScroll()
            return
        }
        framedSizes = [:]
        layout = Self.makeLayout(
            template: template, spec: spec, width: canvas.width, items: items, heights: heightCache,
            category: contentSize)
    }

    /// The layout of `items` by `spec` for `template`'s cells: a grid, or self-sizing columns using measured heights
    /// where known and estimates for `category` elsewhere.
    static func makeLayout(
        template: Template, spec: GridSpec, width: Double, items: [Item], heights: [ItemID: Double],
        category: ContentSizeCategory
    ) -> ListLayout {
        guard spec.kind != .grid else {
            return .grid(GridLayout(spec: spec, viewportWidth: width, itemCount: items.count))
        }
        let estimate = estimatedHeight(template: template, spec: spec, category: category)
        let heights = items.map { heights[$0.id] ?? estimate }
        return .selfSizing(SelfSizingLayout(spec: spec, viewportWidth: width, heights: heights))
    }

    /// In self-sizing layouts a synthetic item gets an aspect ratio, and its URL asks the server for that shape.
    static func sized(_ item: Item, for template: Template) -> Item {
        guard template.layout.kind != .grid, item.size == nil, item.url.hasPrefix("\(Item.embeddedScheme):"),
            let index = Int(item.id.rawValue)
        else { return item }
        var random = SplitMix64(seed: UInt64(index) &+ 0x5EED)
        let aspect = syntheticAspects[Int(random.next() % UInt64(syntheticAspects.count))]
        let size = PixelSize(width: 512, height: Int((512 / aspect).rounded()))
        var sized = item
        sized.size = size
        let parts = item.url.split(separator: "?", maxSplits: 1)
        let base = parts.first.map(String.init) ?? item.url
        let query = parts.count > 1 ? parts[1].split(separator: "&") : []
        let version = item.url.contains("v=") ? query.filter { $0.hasPrefix("v=") }.map(String.init) : []
        sized.url = base + "?" + (["w=\(size.width)", "h=\(size.height)"] + version).joined(separator: "&")
        return sized
    }

    /// The image view's frame inside `item`'s cell: the template's for a grid, full width at the item's aspect
    /// ratio for self-sizing layouts. When an app's layout gave frames, the item's cell is laid out as the
    /// template's cells are: the template's image frame inside it, or for a self-sizing template's cells (text
    /// below the image) full width at the item's aspect.
    package func imageRect(for item: Item) -> Rect {
        if let frame = framedSizes[item.id] {
            guard drawsSelfSizingCells else {
                return template.cell.image.frame(inCellOfWidth: frame.width, height: max(1, frame.height))
            }
            return Self.aspectRect(of: item, width: frame.width)
        }
        guard layout.isSelfSizing else { return imageFrame }
        return Self.aspectRect(of: item, width: layout.itemWidth)
    }

    /// A frame as wide as `width` at the item's aspect ratio (square when its size is unknown).
    private static func aspectRect(of item: Item, width: Double) -> Rect {
        let aspect = item.size.map { Double($0.width) / Double(max(1, $0.height)) } ?? 1
        return Rect(x: 0, y: 0, width: width, height: (width / aspect).rounded())
    }

    /// Whether cells are drawn as a self-sizing template draws them (image at its aspect, wrapped text below it):
    /// the layout is self-sizing, or an app's layout gave frames and the template is a self-sizing one.
    package var drawsSelfSizingCells: Bool {
        layout.isSelfSizing || (layout.isFramed && template.layout.kind != .grid)
    }

    /// The pipeline key of an item's thumbnail (its own size in self-sizing layouts).
    package func imageKey(for item: Item) -> ImageKey {
        let url = item.requestURL ?? item.url
        guard layout.isSelfSizing || layout.isFramed else { return ImageKey(url: url, size: imageSize) }
        let rect = imageRect(for: item)
        return ImageKey(url: url, size: PixelSize(points: rect.width, rect.height, scale: canvas.scale))
    }

    /// The template's title style at the current content size category.
    var titleStyle: TextStyle? { template.cell.title?.scaled(for: contentSize, selfSizing: drawsSelfSizingCells) }

    /// The template's subtitle style at the current content size category.
    var subtitleStyle: TextStyle? {
        template.cell.subtitle?.scaled(for: contentSize, selfSizing: drawsSelfSizingCells)
    }

    /// The title's lines in a self-sizing cell, at the current text size.
    package func titleLines(for item: Item) -> [String] {
        guard let style = titleStyle else { return [] }
        let width = framedSizes[item.id]?.width ?? layout.itemWidth
        return TextWrap.lines(
            item.title, maxWidth: width - style.x - style.trailing, size: style.size, bold: style.bold,
            maxLines: style.maxLines, measure: measureText
        )
    }

    /// The measured height of an item's self-sizing cell: image at its aspect, wrapped title, subtitle (text at the
    /// current content size category), padding.
    package func measuredHeight(of item: Item) -> Double {
        var height = imageRect(for: item).height
        if let title = titleStyle {
            let lines = max(1, titleLines(for: item).count)
            height += title.baseline + Double(lines - 1) * (title.lineHeight ?? title.size * 1.25)
        }
        if let subtitle = subtitleStyle, item.subtitle != nil { height += subtitle.baseline }
        return (height + template.cell.bottomPadding).rounded()
    }

    /// The height an unmeasured self-sizing item gets at `category`: the template's `estimated_height` (written for
    /// `large`) grown by what the text's fixed part grows — the first baseline's distance of the title and of the
    /// subtitle — so estimates track the text size; a wrapped title's extra lines are only known once measured.
    static func estimatedHeight(template: Template, spec: GridSpec, category: ContentSizeCategory) -> Double {
        let estimate = spec.estimatedHeight
        guard category != .large else { return estimate }
        let styles = [template.cell.title, template.cell.subtitle].compactMap { $0 }
        let growth = styles.reduce(0.0) { $0 + $1.scaled(for: category, selfSizing: true).baseline - $1.baseline }
        return max(1, estimate + growth)
    }

    /// Where the row with `identifier` at `index` is now in content coordinates (mid-animation if one runs).
    func currentFrame(ofItemAt index: Int, identifier: String, at now: Double) -> Rect {
        let target = layout.frame(at: index)
        return animation?.frame(of: identifier, to: target, at: now) ?? target
    }

    /// Records that the content above the anchor changed height by `delta`: cells gliding in an apply's animation
    /// keep their place on screen too. (The caller moves the scroll position.)
    mutating func noteAnchorShift(_ delta: Double) {
        anchorShift += delta
        if var animation {
            animation.from = animation.from.mapValues { $0.offsetBy(dy: delta) }
            self.animation = animation
        }
    }
}
