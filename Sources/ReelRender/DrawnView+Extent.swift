import ReelCore

extension DrawnView {
    /// What the tree may draw on, in its superview's coordinates: the view's bounds, its shadow, and — unless the
    /// layer clips — what its content, sublayers and subviews reach.
    var extent: Rect {
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        var reach = layer.ownExtent(of: bounds)
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
        return layer.masked(reach).offsetBy(dx: frame.x, dy: frame.y)
    }
}

extension DrawnSublayer {
    /// What the layer may draw on, in its parent layer's coordinates.
    var extent: Rect {
        let bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        var reach = layer.ownExtent(of: bounds)
        if !layer.clips { for sublayer in sublayers { reach = reach.union(sublayer.extent) } }
        return layer.masked(reach).offsetBy(dx: frame.x, dy: frame.y)
    }
}

extension DrawnLayer {
    /// What the layer itself may draw on: its bounds, its shadow, and its shape's path with the stroke's reach.
    func ownExtent(of bounds: Rect) -> Rect {
        var reach = bounds.union(shadowExtent(of: bounds))
        if let shape, let box = shape.path.controlBounds {
            reach = reach.union(box.outset(by: shape.strokeReach))
        }
        return reach
    }

    /// Where the shadow of `bounds` (or of its `shadowPath`) reaches (the bounds themselves without a shadow).
    func shadowExtent(of bounds: Rect) -> Rect {
        guard let shadow else { return bounds }
        let shape = shadow.path.flatMap(\.controlBounds) ?? bounds
        return shape.outset(by: shadow.radius).offsetBy(dx: shadow.offsetX, dy: shadow.offsetY)
    }

    /// `reach` cut to what the mask may show (the mask's own extent).
    func masked(_ reach: Rect) -> Rect {
        guard let mask else { return reach }
        return reach.intersection(mask.layer.extent)
    }
}

extension Rect {
    /// The rectangle grown by `amount` on every side.
    func outset(by amount: Double) -> Rect {
        Rect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The overlap of the two rectangles (empty, at this one's origin, when they do not overlap).
    func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
