import Foundation
import ReelCore

/// Reads a layout object's frames for reel's cells, as UIKit's collection view asks a layout after `prepare()`: the
/// content size, then the attributes of the elements in the content's rect (reel asks once for all of it, where
/// UIKit asks rect by rect as it scrolls: the same frames for any layout whose attributes do not depend on the rect
/// asked), then `layoutAttributesForItem(at:)` for each item the answer left out. An item with no attributes is not
/// shown, as in UIKit.
@preconcurrency @MainActor
struct LayoutReading {
    let layout: UICollectionViewLayout
    let context: LayoutContext

    /// The frames of the items, in the order of reel's items (items with no attributes are reported).
    func itemFrames() throws(LayoutRefusal) -> ItemFrames {
        let size = layout.collectionViewContentSize
        let contentHeight = Double(size.height)
        guard contentHeight.isFinite, contentHeight >= 0 else {
            throw LayoutRefusal(
                "\(type(of: layout)).collectionViewContentSize.height is \(contentHeight): answer a finite height of "
                    + "0 or more")
        }
        var frames = [Rect?](repeating: nil, count: context.itemCount)
        let rect = CGRect(
            x: 0, y: 0, width: max(Double(size.width), context.width), height: max(contentHeight, context.height))
        var elements: [SupplementaryFrame] = []
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
            guard attributes.representedElementCategory == .cell else {
                if let element = try element(attributes) { elements.append(element) }
                continue
            }
            guard let index = context.flatIndex(attributes.indexPath), frames[index] == nil else { continue }
            frames[index] = try Self.rect(attributes, of: layout)
        }
        var unplaced = 0
        for index in frames.indices where frames[index] == nil {
            if let attributes = layout.layoutAttributesForItem(at: context.indexPath(index)) {
                frames[index] = try Self.rect(attributes, of: layout)
            } else {
                unplaced += 1
            }
        }
        if unplaced > 0 {
            context.report(
                "layout: \(type(of: layout)) gave no attributes for \(unplaced) of \(context.itemCount) items "
                    + "(layoutAttributesForElements(in:) and layoutAttributesForItem(at:)): they are not shown")
        }
        let hidden = Rect(x: 0, y: contentHeight + 1_000_000, width: 1, height: 0)
        return ItemFrames(
            frames: frames.map { $0 ?? hidden }, contentHeight: contentHeight,
            supplementaries: pinned(elements, items: frames))
    }

    /// A supplementary or decoration element from its attributes; nil for a hidden, transparent or empty one.
    private func element(_ attributes: UICollectionViewLayoutAttributes) throws(LayoutRefusal) -> SupplementaryFrame? {
        guard let kind = attributes.representedElementKind else { return nil }
        let frame = try Self.rect(attributes, of: layout)
        guard frame.height > 0, frame.width > 0 else { return nil }
        let indexPath = attributes.indexPath
        return SupplementaryFrame(
            kind: kind,
            category: attributes.representedElementCategory == .decorationView ? .decoration : .supplementary,
            section: indexPath.section, item: indexPath.count > 1 && indexPath.item != 0 ? indexPath.item : nil,
            frame: frame, zIndex: attributes.zIndex)
    }

    /// A flow layout's headers (`sectionHeadersPinToVisibleBounds`) and footers (`sectionFootersPinToVisibleBounds`)
    /// pinned within their section: from its first element's top (the header's) to its last one's bottom (the
    /// footer's, else the last line's).
    private func pinned(_ elements: [SupplementaryFrame], items: [Rect?]) -> [SupplementaryFrame] {
        guard let flow = layout as? UICollectionViewFlowLayout,
            flow.sectionHeadersPinToVisibleBounds || flow.sectionFootersPinToVisibleBounds
        else { return elements }
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        var extents: [Int: (top: Double, bottom: Double)] = [:]
        func extend(_ section: Int, _ frame: Rect) {
            let extent = extents[section] ?? (frame.minY, frame.maxY)
            extents[section] = (min(extent.top, frame.minY), max(extent.bottom, frame.maxY))
        }
        for (index, frame) in items.enumerated() {
            if let frame, frame.height > 0 { extend(context.indexPath(index).section, frame) }
        }
        for element in elements where element.kind == header || element.kind == footer {
            extend(element.section, element.frame)
        }
        return elements.map { element in
            var element = element
            let pins =
                element.kind == header
                ? flow.sectionHeadersPinToVisibleBounds
                : element.kind == footer && flow.sectionFootersPinToVisibleBounds
            guard pins, let extent = extents[element.section] else { return element }
            element.pinning = .init(
                section: extent.top...max(extent.top, extent.bottom), edge: element.kind == header ? .top : .bottom)
            element.zIndex = max(element.zIndex, 1024)
            return element
        }
    }

    /// An attributes object's frame in reel's terms; hidden or transparent cells take no place on screen.
    private static func rect(
        _ attributes: UICollectionViewLayoutAttributes, of layout: UICollectionViewLayout
    ) throws(LayoutRefusal) -> Rect {
        let frame = attributes.frame
        let values = [frame.origin.x, frame.origin.y, frame.width, frame.height].map(Double.init)
        guard values.allSatisfy(\.isFinite), frame.width >= 0, frame.height >= 0 else {
            throw LayoutRefusal(
                "\(type(of: layout)) gave item \(attributes.indexPath) the frame \(frame): a cell's frame needs "
                    + "finite values and a size of 0 or more")
        }
        guard !attributes.isHidden, attributes.alpha > 0 else {
            return Rect(x: values[0], y: values[1], width: values[2], height: 0)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
