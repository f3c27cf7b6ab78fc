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
                layer.stackingOrder = StackingOrder.top()
            }
            // The list's order is the layers' order: one set out of order keeps its place just above the one
            // before it.
            for (lower, upper) in zip(kept, kept.dropFirst()) where upper.stackingOrder <= lower.stackingOrder {
                upper.stackingOrder = lower.stackingOrder + 1e-6
            }
            children = newValue
        }
    }
    private var children: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    /// Where the layer stands among its superlayer's sublayers and the layers of the superlayer's view's subviews
    /// (`StackingOrder`): frames draw a sublayer above the subviews added before it.
    var stackingOrder = 0.0

    public init() {}

    /// A new layer of `layerClass` for a view: a shape or gradient layer when it names one, else a plain layer.
    static func backing(_ layerClass: AnyClass) -> CALayer {
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        return CALayer()
    }

    /// Adds `layer` on top of the sublayers, above the view's subviews added so far (moving it from another layer).
    open func addSublayer(_ layer: CALayer) {
        place(layer, at: sublayers?.count ?? 0)
        layer.stackingOrder = StackingOrder.top()
    }

    /// Inserts `layer` among the sublayers at `index` (moving it from another layer); index 0 is below everything,
    /// the view's subviews included, as UIKit's index counts their layers.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        let layers = (sublayers ?? []).filter { $0 !== layer }
        let at = min(Int(index), layers.count)
        place(layer, at: at)
        layer.stackingOrder =
            at == 0
            ? StackingOrder.bottom(below: layers.first?.stackingOrder)
            : at == layers.count
                ? StackingOrder.top() : StackingOrder.between(layers[at - 1].stackingOrder, layers[at].stackingOrder)
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = sublayers?.firstIndex(where: { $0 === sibling }) else {
            return insertSublayer(layer, at: 0)
        }
        let below = index > 0 ? sublayers?[index - 1] : nil
        let lower = below === layer ? nil : below?.stackingOrder
        place(layer, at: index)
        // Just below the sibling: above whatever stood below it (a subview's layer included).
        layer.stackingOrder = StackingOrder.between(lower ?? sibling.stackingOrder - 0.5, sibling.stackingOrder)
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = sublayers?.firstIndex(where: { $0 === sibling }) else {
            return addSublayer(layer)
        }
        let above = sublayers.flatMap { index + 1 < $0.count ? $0[index + 1] : nil }
        let upper = above === layer ? nil : above?.stackingOrder
        place(layer, at: index + 1)
        // Just above the sibling: below whatever stood above it (a subview's layer included).
        layer.stackingOrder = StackingOrder.between(sibling.stackingOrder, upper ?? sibling.stackingOrder + 0.5)
    }

    /// Puts `layer` at `index` of the sublayers (counted without it), taking it from its superlayer.
    private func place(_ layer: CALayer, at index: Int) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(index, layers.count))
        children = layers
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        self.superlayer = nil
    }
}
