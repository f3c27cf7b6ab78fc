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
    /// Where the layer is drawn among its siblings (a view's subviews' layers and sublayers): higher above lower,
    /// those of one `zPosition` in their order. No depth is drawn: it only orders.
    open var zPosition: CGFloat = 0
    open var name: String?
    /// The layers added to this one (a gradient behind a caption, a badge), in order, back to front. Setting it
    /// takes the new layers from their superlayers and leaves the ones it drops without one, as UIKit does.
    open var sublayers: [CALayer]? {
        get { children }
        set {
            let kept = newValue ?? []
            let old = children ?? []
            for layer in old where !kept.contains(where: { $0 === layer }) { layer.superlayer = nil }
            for (index, layer) in kept.enumerated() where layer.superlayer !== self {
                layer.removeFromSuperlayer()
                layer.superlayer = self
                // A new layer takes its place between its neighbours in the list; at the end, on top.
                let lower = index > 0 ? kept[index - 1].stackingOrder : nil
                let upper = kept[(index + 1)...].first { next in old.contains { $0 === next } }?.stackingOrder
                layer.stackingOrder =
                    upper.map { upper in lower.map { ($0 + upper) / 2 } ?? upper - 0.5 } ?? StackingOrder.top()
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
    /// The view this layer backs (its subviews' layers stand among this layer's sublayers, as in UIKit).
    weak var hostView: UIView?

    public init() {}

    /// A new layer of `layerClass` for a view: a shape or gradient layer when it names one, else a plain layer.
    static func backing(_ layerClass: AnyClass) -> CALayer {
        if layerClass is CAShapeLayer.Type { return CAShapeLayer() }
        if layerClass is CAGradientLayer.Type { return CAGradientLayer() }
        return CALayer()
    }

    /// Adds `layer` on top of the sublayers, above the view's subviews added so far (moving it from another layer).
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        layer.stackingOrder = StackingOrder.top()
        place(layer)
    }

    /// Inserts `layer` at `index` of the layer's list as UIKit counts it — the view's subviews' layers and the
    /// sublayers, back to front — moving it from another layer: 0 is below everything.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        layer.stackingOrder = Self.stackingOrder(at: Int(index), in: stack())
        place(layer)
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let stack = stack()
        let index = sibling.flatMap { sibling in stack.firstIndex { $0 === sibling } } ?? 0
        layer.stackingOrder = Self.stackingOrder(at: index, in: stack)
        place(layer)
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let stack = stack()
        let index = sibling.flatMap { sibling in stack.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? stack.count
        layer.stackingOrder = Self.stackingOrder(at: index, in: stack)
        place(layer)
    }

    /// This layer's list as UIKit keeps it, back to front: its view's subviews' layers and its sublayers, by
    /// stacking number (`excluding` left out).
    func stack(excluding layer: CALayer? = nil) -> [CALayer] {
        let views = hostView?.subviews.map(\.layer) ?? []
        return (views + (children ?? [])).filter { $0 !== layer }.sorted { $0.stackingOrder < $1.stackingOrder }
    }

    /// The stacking number of a layer going to `index` of `stack`: below the first, above the last, or between
    /// the two it goes between.
    static func stackingOrder(at index: Int, in stack: [CALayer]) -> Double {
        if index <= 0 { return StackingOrder.bottom(below: stack.first?.stackingOrder) }
        if index >= stack.count { return StackingOrder.top() }
        return StackingOrder.between(stack[index - 1].stackingOrder, stack[index].stackingOrder)
    }

    /// Puts `layer` (numbered, and out of any superlayer) among the sublayers by its stacking number.
    private func place(_ layer: CALayer) {
        var layers = children ?? []
        let index = layers.firstIndex { $0.stackingOrder > layer.stackingOrder } ?? layers.count
        layers.insert(layer, at: index)
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
