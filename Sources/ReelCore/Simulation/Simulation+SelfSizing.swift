extension Simulation {
    /// Aspect ratios (width ÷ height) given to synthetic items in self-sizing layouts, picked by a seeded draw.
    static let syntheticAspects = [1.0, 0.75, 1.333, 0.8, 1.5, 0.667, 1.2, 0.9]

    /// The layout of `items` for `template`: a grid, or self-sizing columns using measured heights where known and
    /// estimates for `category` elsewhere.
    static func makeLayout(template: Template, width: Double, items: [Item], heights: [String: Double], category: ContentSizeCategory) -> ListLayout {
        guard template.layout.kind != .grid else {
            return .grid(GridLayout(spec: template.layout, viewportWidth: width, itemCount: items.count))
        }
        let estimate = estimatedHeight(template: template, category: category)
        return .selfSizing(SelfSizingLayout(spec: template.layout, viewportWidth: width, heights: items.map { heights[$0.id] ?? estimate }))
    }

    /// In self-sizing layouts a synthetic item gets an aspect ratio, and its URL asks the server for that shape.
    static func sized(_ item: Item, for template: Template) -> Item {
        guard template.layout.kind != .grid, item.size == nil, item.url.hasPrefix("\(Item.embeddedScheme):"),
              let index = Int(item.id) else { return item }
        var random = SplitMix64(seed: UInt64(index) &+ 0x5EED)
        let aspect = syntheticAspects[Int(random.next() % UInt64(syntheticAspects.count))]
        let size = PixelSize(width: 512, height: Int((512 / aspect).rounded()))
        var sized = item
        sized.size = size
        let base = item.url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? item.url
        let version = item.url.contains("v=") ? item.url.split(separator: "?", maxSplits: 1)[1].split(separator: "&").filter { $0.hasPrefix("v=") }.map(String.init) : []
        sized.url = base + "?" + (["w=\(size.width)", "h=\(size.height)"] + version).joined(separator: "&")
        return sized
    }

    /// The image view's frame inside the cell of the item at `index`.
    func imageRect(forItemAt index: Int) -> Rect {
        imageRect(for: items[index])
    }

    /// The image view's frame inside `item`'s cell: the template's for a grid, full width at the item's aspect
    /// ratio for self-sizing layouts.
    func imageRect(for item: Item) -> Rect {
        guard layout.isSelfSizing else { return imageFrame }
        let width = layout.itemWidth
        let aspect = item.size.map { Double($0.width) / Double(max(1, $0.height)) } ?? 1
        return Rect(x: 0, y: 0, width: width, height: (width / aspect).rounded())
    }

    /// The pipeline key of an item's thumbnail (its own size in self-sizing layouts).
    func imageKey(for item: Item) -> ImageKey {
        guard layout.isSelfSizing else { return ImageKey(url: item.url, size: imageSize) }
        let rect = imageRect(for: item)
        return ImageKey(url: item.url, size: PixelSize(points: rect.width, rect.height, scale: scenario.canvas.scale))
    }

    /// The title's lines in a self-sizing cell, at the current text size.
    func titleLines(for item: Item) -> [String] {
        guard let style = titleStyle else { return [] }
        return TextWrap.lines(
            item.title, maxWidth: layout.itemWidth - style.x - style.trailing, size: style.size, bold: style.bold,
            maxLines: style.maxLines, measure: measureText
        )
    }

    /// The measured height of an item's self-sizing cell: image at its aspect, wrapped title, subtitle (text at the
    /// current content size category), padding.
    func measuredHeight(ofItemAt index: Int) -> Double {
        let item = items[index]
        var height = imageRect(forItemAt: index).height
        if let title = titleStyle {
            let lines = max(1, titleLines(for: item).count)
            height += title.baseline + Double(lines - 1) * (title.lineHeight ?? title.size * 1.25)
        }
        if let subtitle = subtitleStyle, item.subtitle != nil { height += subtitle.baseline }
        return (height + template.cell.bottomPadding).rounded()
    }

    /// Measures the unmeasured items on screen (their estimates are replaced), keeping the top visible item where
    /// it was on screen: when heights above it change, the scroll position moves by the same amount.
    mutating func measureVisibleCells(offset: Double) -> Double {
        guard case .selfSizing(var sizing) = layout else { return offset }
        let height = scenario.canvas.height
        let anchor = displayed.keys.filter { sizing.frame(at: $0).maxY > offset }.min()
        var anchorY = anchor.map { sizing.frame(at: $0).minY }
        var current = offset
        for _ in 0..<4 {
            let band = sizing.indices(inBandFrom: current, to: current + height)
            let unmeasured = band.filter { heightCache[items[$0].id] == nil }
            guard !unmeasured.isEmpty else { break }
            var updates: [(index: Int, height: Double)] = []
            for index in unmeasured {
                layout = .selfSizing(sizing)
                let measured = measuredHeight(ofItemAt: index)
                heightCache[items[index].id] = measured
                updates.append((index, measured))
            }
            counters.heightsMeasured += unmeasured.count
            spendMainThread(costs.selfSizingMs * Double(unmeasured.count))
            sizing.setHeights(updates)
            if let anchor, let before = anchorY {
                let delta = sizing.frame(at: anchor).minY - before
                if delta != 0 {
                    compensateScroll(by: delta)
                    current += delta
                    anchorY = sizing.frame(at: anchor).minY
                }
            }
        }
        layout = .selfSizing(sizing)
        scroll.setContentHeight(sizing.contentHeight, at: now)
        return current
    }

    /// Moves the scroll position by `delta` because content above the anchor changed height, so nothing on screen
    /// jumps; cells gliding in an apply's animation keep their place on screen too.
    mutating func compensateScroll(by delta: Double) {
        scroll.shift(by: delta)
        anchorShift += delta
        counters.anchorCompensation += abs(delta)
        if var animation = layoutAnimation {
            animation.from = animation.from.mapValues { $0.offsetBy(dy: delta) }
            layoutAnimation = animation
        }
    }
}
