import Foundation

/// A view's layer: what UIKit draws a view's background, corners, border and shadow with. reel records what the
/// user's code sets, and frames draw it (`drawing: app`, docs/drawing.md).
@preconcurrency @MainActor
open class CALayer {
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var opacity: Float = 1
    open var shadowColor: CGColor? = UIColor.black.cgColor
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    /// The shape that casts the shadow, in the layer's coordinates (nil: the layer's rounded bounds).
    open var shadowPath: CGPath?
    open var isOpaque = false
    /// Which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// A layer masking this one: the layer shows only where the mask draws, at the mask's alpha (its frame is in
    /// this layer's coordinates). Frames apply it.
    open var mask: CALayer?
    open var cornerCurve: CALayerCornerCurve = .circular
    open var frame: CGRect = .zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var isHidden = false
    open var zPosition: CGFloat = 0
    open var name: String?
    /// The layers added to this one (a gradient behind a caption, a badge), in order, back to front. Setting it
    /// takes the new layers from their superlayers and leaves the ones it drops without one, as UIKit does.
    open var sublayers: [CALayer]? {
        get { children }
        set {
            let kept = newValue ?? []
            for old in children ?? [] where !kept.contains(where: { $0 === old }) { old.superlayer = nil }
            for layer in kept where layer.superlayer !== self {
                layer.removeFromSuperlayer()
                layer.superlayer = self
            }
            children = newValue
        }
    }
    private var children: [CALayer]?
    open private(set) weak var superlayer: CALayer?

    public init() {}

    /// A new layer of `layerClass` for a view: a shape or gradient layer when it names one, else a plain layer.
    static func backing(_ layerClass: AnyClass) -> CALayer {
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        return CALayer()
    }

    /// Adds `layer` on top of the sublayers (moving it from another layer).
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` among the sublayers at `index` (moving it from another layer).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let found = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } }
        insertSublayer(layer, at: UInt32(found.map { $0 + 1 } ?? sublayers?.count ?? 0))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        self.superlayer = nil
    }
}
