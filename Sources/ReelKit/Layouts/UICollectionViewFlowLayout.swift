import Foundation
import ReelCore

/// A flow layout: items of `itemSize` (or the delegate's `sizeForItemAt`) in lines, `minimumInteritemSpacing`
/// apart, lines `minimumLineSpacing` apart, inside `sectionInset`; self-sizing cells with `estimatedItemSize`.
/// reel places its cells by it (see `placement(in:)` and docs/reelkit.md for what it cannot express).
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
    /// Kept and read back: reel draws no supplementary views, so headers and footers take no space.
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    open var sectionInsetReference = SectionInsetReference.fromContentInset
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    /// A flow layout of 50 × 50 items 10 points apart.
    public override init() { super.init() }

    public required init?(coder: NSCoder) { nil }

    override func placement(in context: LayoutContext) throws(LayoutRefusal) -> GridSpec? {
        guard scrollDirection == .vertical else {
            throw LayoutRefusal(
                "UICollectionViewFlowLayout.scrollDirection is .horizontal: reel scrolls vertically; use .vertical, "
                    + "or set no layout (the scenario's template)")
        }
        let section = try context.itemSection("UICollectionViewFlowLayout")
        let delegate = context.collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let collectionView = context.collectionView
        let inset =
            delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing =
            delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing
        let interitem =
            delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
        let available = context.width - inset.left - inset.right
        if estimatedItemSize != .zero {
            // Self-sizing cells: one to a line, as wide as the section, as tall as they measure.
            let estimate = estimatedItemSize == Self.automaticSize ? itemSize.height : estimatedItemSize.height
            return try GridPlacement(
                columns: 1, cellWidth: available, cellHeight: nil, estimatedHeight: estimate, left: inset.left,
                top: inset.top, bottom: inset.bottom, spacing: interitem, lineSpacing: lineSpacing
            ).spec(width: context.width, template: context.template)
        }
        let size = try uniformItemSize(asking: delegate, in: context)
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

    /// The size of every item: `itemSize`, or what the delegate's `sizeForItemAt` answers for each (UIKit asks for
    /// every item before a layout pass); sizes that differ stop the run, since reel's grids hold equal cells.
    private func uniformItemSize(
        asking delegate: (any UICollectionViewDelegateFlowLayout)?, in context: LayoutContext
    ) throws(LayoutRefusal) -> CGSize {
        guard let delegate else { return itemSize }
        var first: CGSize?
        for index in 0..<context.itemCount {
            let indexPath = context.indexPath(index)
            let size = delegate.collectionView(context.collectionView, layout: self, sizeForItemAt: indexPath)
            guard let expected = first else {
                first = size
                continue
            }
            if size != expected {
                throw LayoutRefusal(
                    "sizeForItemAt answered \(Self.describe(expected)) for item \(context.indexPath(0)) and "
                        + "\(Self.describe(size)) for item \(indexPath): reel lays out cells of one size (or "
                        + "self-sizing cells one to a line, estimatedItemSize = .automaticSize); answer one size")
            }
        }
        return first ?? itemSize
    }

    private static func describe(_ size: CGSize) -> String {
        "\(GridPlacement.format(size.width)) × \(GridPlacement.format(size.height))"
    }
}
