import Foundation

extension UICollectionView {
    /// What a layout attributes object places: a cell, a supplementary view or a decoration view.
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }
}

/// Where a layout puts an element (a cell, a supplementary or a decoration view): its frame, z-order, alpha and
/// whether it is hidden. Layouts make them in `prepare()` and answer them from `layoutAttributesForElements(in:)`;
/// a self-sizing cell is asked about them in `preferredLayoutAttributesFitting(_:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    open var frame: CGRect = .zero
    open var zIndex = 0
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    /// What the attributes place.
    open internal(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The kind of supplementary or decoration view (nil for a cell).
    open internal(set) var representedElementKind: String?

    /// The frame's size (setting it keeps the center, as UIKit does).
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The frame's center.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// Attributes for a cell at the origin, of zero size, at index path [0, 0].
    public required override init() { super.init() }

    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` (a header, a footer) at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy with the same values, of the same class (subclasses with values of their own override this and copy
    /// them too, as in UIKit).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

}

extension UICollectionViewLayoutAttributes {
    /// Attributes of the class `layout` makes (its `layoutAttributesClass`), for an element at `indexPath`.
    static func made(
        by layout: UICollectionViewLayout.Type, for indexPath: IndexPath, category: UICollectionView.ElementCategory,
        kind: String?
    ) -> UICollectionViewLayoutAttributes {
        let attributesClass = layout.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        let attributes = (attributesClass ?? UICollectionViewLayoutAttributes.self).init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }
}
