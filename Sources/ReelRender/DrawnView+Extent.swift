import ReelCore

extension DrawnView {
    /// What the tree may draw on, in its superview's coordinates: the view's bounds, its shadow, and — unless the
    /// layer clips — what its content, sublayers and subviews reach.
    var extent: Rect {
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        var reach = bounds.union(layer.shadowExtent(of: bounds))
        if !layer.clips {
            if case .image(let image) = content {
                reach = reach.union(image.contentMode.placement(width: image.width, height: image.height, in: bounds))
            }
            if case .activityIndicator(_, let large, _) = content {
                let radius = large ? 18.5 : 10.0
                reach = reach.union(
                    Rect(
                        x: bounds.width / 2 - radius, y: bounds.height / 2 - radius, width: 2 * radius,
                        height: 2 * radius))
            }
            for sublayer in sublayers { reach = reach.union(sublayer.extent) }
            for subview in subviews { reach = reach.union(subview.extent) }
        }
        return reach.offsetBy(dx: frame.x, dy: frame.y)
    }
}

extension DrawnSublayer {
    /// What the layer may draw on, in its parent layer's coordinates.
    var extent: Rect {
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        var reach = bounds.union(layer.shadowExtent(of: bounds))
        if !layer.clips { for sublayer in sublayers { reach = reach.union(sublayer.extent) } }
        return reach.offsetBy(dx: frame.x, dy: frame.y)
    }
}

extension DrawnLayer {
    /// Where the shadow of `bounds` reaches (the bounds themselves without a shadow).
    func shadowExtent(of bounds: Rect) -> Rect {
        guard let shadow else { return bounds }
        return Rect(
            x: bounds.x + shadow.offsetX - shadow.radius, y: bounds.y + shadow.offsetY - shadow.radius,
            width: bounds.width + 2 * shadow.radius, height: bounds.height + 2 * shadow.radius)
    }
}
