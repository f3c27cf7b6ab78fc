import Foundation
import ReelCore

/// A flow layout: items of `itemSize` (or the delegate's `sizeForItemAt`) in lines, `minimumInteritemSpacing`
/// apart, lines `minimumLineSpacing` apart, inside `sectionInset`, section after section with their headers and
/// footers (`FlowLayoutPass`); self-sizing cells with `estimatedItemSize`. reel places its cells by it (see
/// `placement(in:)` and docs/reelkit.md for what it cannot express).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The estimated size that asks each cell for its own size.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Where `sectionInset` is measured from (reel's collection view has no content or safe-area insets, so all
    /// three are the same).
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }

    /// The size of every item (when the delegate answers no `sizeForItemAt`).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Non-zero: cells size themselves (reel: one to a line, as tall as the template measures them).
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The least space between items of a line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space between lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space around the section's items.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The direction the layout scrolls in (reel scrolls vertically only).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The height of each section's header and footer (reel draws no supplementary views: they take their space).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var sectionInsetReference = SectionInsetReference.fromContentInset
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    /// A flow layout of 50 × 50 items 10 points apart.
    public override init() { super.init() }

    /// A flow layout a storyboard declares (`<collectionViewFlowLayout>`); nil for any other coder.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The attributes of the last pass, made when first asked for after an invalidation.
    private var cache: FlowLayoutCache?
    /// The width the layout is laid out in (the canvas's, as reel last read the layout).
    var width = 0.0
    /// With `estimatedItemSize`: the height the cell of an item asked for at a width, when it was asked there (reel's
    /// measure, set while reel reads the layout).
    var cellHeight: ((IndexPath, Double) -> Double?)?

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        cache = nil
        super.invalidateLayout(with: context)
    }

    open override func prepare() {
        super.prepare()
        cache = nil
    }

    open override var collectionViewContentSize: CGSize { pass.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        pass.elements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        pass.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: pass.headers[indexPath.section]
        case UICollectionView.elementKindSectionFooter: pass.footers[indexPath.section]
        default: nil
        }
    }

    /// A new layout pass when the width changes (a scroll keeps the layout).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        Double(newBounds.width) != width
    }

    /// The last pass's attributes, or a new pass's.
    private var pass: FlowLayoutCache {
        if let cache { return cache }
        let made = FlowLayoutPass(layout: self, collectionView: collectionView, width: width).run()
        cache = made
        return made
    }

    /// Rows of equal cells (reel's grid) when the items are one section of one size with no header or footer, and
    /// the layout is UIKit's own or a subclass whose attributes are the grid's; otherwise the frames its attributes
    /// give, item by item.
    override func placement(in context: LayoutContext) throws(LayoutRefusal) -> AppLayout? {
        guard scrollDirection == .vertical else {
            throw LayoutRefusal(
                "UICollectionViewFlowLayout.scrollDirection is .horizontal: reel scrolls vertically; use .vertical, "
                    + "or set no layout (the scenario's template)")
        }
        width = context.width
        if estimatedItemSize != .zero {
            if try isSelfSizingGrid(in: context) { return .grid(try selfSizingSpec(in: context)) }
            return .frames(try selfSizingFrames(in: context))
        }
        let grid = try gridSpec(in: context)
        if let grid, type(of: self) == UICollectionViewFlowLayout.self { return .grid(grid) }
        let frames = try LayoutReading(layout: self, context: context).itemFrames()
        if let grid, frames.supplementaries.isEmpty, Self.frames(frames, areThoseOf: grid, width: context.width) {
            return .grid(grid)
        }
        return .frames(frames)
    }

    /// Whether self-sizing cells are reel's self-sizing rows: one section, without header or footer.
    private func isSelfSizingGrid(in context: LayoutContext) throws(LayoutRefusal) -> Bool {
        guard let section = try? context.itemSection("UICollectionViewFlowLayout") else { return false }
        let metrics = FlowSectionMetrics(layout: self, collectionView: context.collectionView, section: section)
        return metrics.headerHeight == 0 && metrics.footerHeight == 0
    }

    /// Self-sizing cells in several sections (or under headers): the flow pass places them one to a line, as wide as
    /// the section, each as tall as its cell asked for (its estimate until then); the simulation asks the cells and
    /// the pass runs again with their heights.
    private func selfSizingFrames(in context: LayoutContext) throws(LayoutRefusal) -> ItemFrames {
        cellHeight = { indexPath, width in context.flatIndex(indexPath).flatMap { context.cellHeight($0, width) } }
        cache = nil
        // The pass made now, with the cells' heights, answers the app's own questions until the layout is invalidated.
        defer { cellHeight = nil }
        var frames = try LayoutReading(layout: self, context: context).itemFrames()
        frames.selfSizing = context.itemCount > 0 ? [0..<context.itemCount] : []
        return frames
    }

    /// Self-sizing cells: one to a line, as wide as the section, as tall as they measure.
    private func selfSizingSpec(in context: LayoutContext) throws(LayoutRefusal) -> GridSpec {
        let section = try context.itemSection("UICollectionViewFlowLayout")
        let metrics = FlowSectionMetrics(layout: self, collectionView: context.collectionView, section: section)
        let inset = metrics.inset
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize.height : estimatedItemSize.height
        return try GridPlacement(
            columns: 1, cellWidth: context.width - inset.left - inset.right, cellHeight: nil,
            estimatedHeight: estimate, left: inset.left, top: inset.top, bottom: inset.bottom,
            spacing: metrics.interitemSpacing, lineSpacing: metrics.lineSpacing
        ).spec(width: context.width, template: context.template)
    }

    /// The grid of one section of equal items without header or footer; nil when the layout is not one.
    private func gridSpec(in context: LayoutContext) throws(LayoutRefusal) -> GridSpec? {
        guard let section = try? context.itemSection("UICollectionViewFlowLayout") else { return nil }
        let collectionView = context.collectionView
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let inset =
            delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing =
            delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing
        let interitem =
            delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
        let header =
            delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        let footer =
            delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        guard header.height <= 0, footer.height <= 0, let size = uniformItemSize(asking: delegate, in: context) else {
            return nil
        }
        let available = context.width - inset.left - inset.right
        guard size.width <= available + 1e-9 else {
            throw LayoutRefusal(
                "UICollectionViewFlowLayout: items \(GridPlacement.format(size.width)) points wide do not fit the "
                    + "\(GridPlacement.format(available)) points between the section insets; make them narrower")
        }
        // As many items to a line as fit with the minimum spacing; the line's room is shared out between them, and
        // a line of one item is centred.
        let columns = max(1, Int(((available + interitem + 1e-9) / (size.width + interitem)).rounded(.down)))
        var spacing = interitem
        var left = inset.left
        if columns > 1 {
            let spread = (available - Double(columns) * size.width) / Double(columns - 1)
            if abs(spread - interitem) > 1e-9 { spacing = spread }
        } else {
            left += (available - size.width) / 2
        }
        return try GridPlacement(
            columns: columns, cellWidth: size.width, cellHeight: size.height, estimatedHeight: size.height,
            left: left, top: inset.top, bottom: inset.bottom, spacing: spacing, lineSpacing: lineSpacing
        ).spec(width: context.width, template: context.template)
    }

    /// Whether a subclass's frames are exactly the grid's (then reel's grid places the cells, O(1) per lookup).
    private static func frames(_ frames: ItemFrames, areThoseOf spec: GridSpec, width: Double) -> Bool {
        let grid = GridLayout(spec: spec, viewportWidth: width, itemCount: frames.frames.count)
        guard abs(grid.contentHeight - frames.contentHeight) < 1e-6 else { return false }
        for (index, frame) in frames.frames.enumerated() {
            let expected = grid.frame(at: index)
            guard abs(frame.x - expected.x) < 1e-6, abs(frame.y - expected.y) < 1e-6,
                abs(frame.width - expected.width) < 1e-6, abs(frame.height - expected.height) < 1e-6
            else { return false }
        }
        return true
    }

    /// The size of every item: `itemSize`, or what the delegate's `sizeForItemAt` answers for each (UIKit asks for
    /// every item before a layout pass); nil when sizes differ.
    private func uniformItemSize(
        asking delegate: (any UICollectionViewDelegateFlowLayout)?, in context: LayoutContext
    ) -> CGSize? {
        guard let delegate else { return itemSize }
        var first: CGSize?
        for index in 0..<context.itemCount {
            let indexPath = context.indexPath(index)
            let size = delegate.collectionView(context.collectionView, layout: self, sizeForItemAt: indexPath)
            guard let expected = first else {
                first = size
                continue
            }
            if size != expected { return nil }
        }
        return first ?? itemSize
    }
}
