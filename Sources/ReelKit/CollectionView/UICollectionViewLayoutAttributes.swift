import Foundation

/// Where a layout puts an item's cell: what a self-sizing cell is asked about in
/// `preferredLayoutAttributesFitting(_:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    open var indexPath: IndexPath
    open var frame: CGRect = .zero
    open var zIndex = 0
    open var alpha: CGFloat = 1
    open var isHidden = false

    /// The frame's size (setting it keeps the origin).
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
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

    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }

    /// A copy with the same values (of the same class).
    open func copy() -> Self {
        let copy = Self(forCellWith: indexPath)
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        return copy
    }
}
