import Foundation
import ReelCore
import ReelGraphics
import ReelRender

/// How one failing frame is shown: the part of the frame around what changed (a crop, by CSS, of the unchanged PNG)
/// and the cells' overlay drawn as SVG over it.
struct FailureView {
    /// The frame's size in pixels.
    let width: Int
    let height: Int
    /// The part shown: the box around the differing pixels widened to the cells it touches, with a margin.
    let crop: PixelRect

    /// The view of a `width` × `height` frame whose differing pixels lie in `bounds`, among `boxes` (in pixels).
    init(width: Int, height: Int, bounds: PixelRect?, boxes: [PixelRect], scale: Double) {
        self.width = width
        self.height = height
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        guard let bounds, width > 0, height > 0 else {
            crop = whole
            return
        }
        var box = bounds
        for cell in boxes where Self.intersects(cell, bounds) { box = box.union(cell) }
        let margin = Int((8 * scale).rounded())
        box = PixelRect(
            x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
        // Not so close that one changed pixel fills the panel: at least half the width and a third of the height.
        box = Self.grow(box, toWidth: width / 2, height: height / 3)
        box = Self.clamp(box, width: width, height: height)
        crop = box.width * box.height * 10 > width * height * 8 ? whole : box
    }

    /// True when the crop is the whole frame.
    var isWhole: Bool { crop.x == 0 && crop.y == 0 && crop.width == width && crop.height == height }

    /// The style of the crop box: its aspect ratio, and a width that keeps its height within `maxHeight` of the
    /// viewport.
    func cropStyle(maxHeightVH: Int) -> String {
        let ratio = Double(crop.width) / Double(max(1, crop.height))
        return
            "aspect-ratio: \(crop.width) / \(crop.height); "
            + "width: min(100%, \(Self.number(Double(maxHeightVH) * ratio))vh)"
    }

    /// The style placing the whole frame inside the crop box.
    var frameStyle: String {
        let scaleX = Double(width) / Double(max(1, crop.width)) * 100
        let left = -Double(crop.x) / Double(max(1, crop.width)) * 100
        let top = -Double(crop.y) / Double(max(1, crop.height)) * 100
        return "width: \(Self.number(scaleX))%; left: \(Self.number(left))%; top: \(Self.number(top))%"
    }

    /// The overlay: each cell's outline coloured by state (the report's palette), with its state letter in the
    /// top-right corner, and "#cell · item" in the bottom-left corner of the cells whose box meets the difference.
    func overlay(_ boxes: [CellBoxes.Box], scale: Double, changed: PixelRect?) -> String {
        var out = "<svg class=\"overlay\" viewBox=\"0 0 \(width) \(height)\" preserveAspectRatio=\"none\" "
        out += "aria-hidden=\"true\">"
        let line = 2 * scale
        let size = 11 * scale
        for box in boxes {
            let rect = box.pixels(scale: scale)
            let hit = changed.map { Self.intersects(rect, $0) } ?? false
            let state = box.state.rawValue
            out += "<g class=\"\(state)\(hit ? " changed" : "")\" data-cell=\"\(box.cell)\">"
            out +=
                "<rect x=\"\(Self.number(Double(rect.x) + line / 2))\" y=\"\(Self.number(Double(rect.y) + line / 2))\" "
            out += "width=\"\(Self.number(max(0, Double(rect.width) - line)))\" "
            out +=
                "height=\"\(Self.number(max(0, Double(rect.height) - line)))\" stroke-width=\"\(Self.number(line))\"/>"
            if let letter = Self.letter(box.state) {
                let side = 16 * scale
                let x = Double(rect.x + rect.width) - line - side
                let y = Double(rect.y) + line
                out += "<rect class=\"badge\" x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" "
                out += "width=\"\(Self.number(side))\" height=\"\(Self.number(side))\"/>"
                out += "<text x=\"\(Self.number(x + side / 2))\" y=\"\(Self.number(y + side / 2 + size * 0.36))\" "
                out += "font-size=\"\(Self.number(size))\" text-anchor=\"middle\">\(letter)</text>"
            }
            if hit {
                let label = ChartDrawing.escape("#\(box.cell) · \(box.item)")
                out += "<text class=\"label\" x=\"\(Self.number(Double(rect.x) + line + 3 * scale))\" "
                out += "y=\"\(Self.number(Double(rect.y + rect.height) - line - 3 * scale))\" "
                out += "font-size=\"\(Self.number(size))\">\(label)</text>"
            }
            out += "</g>"
        }
        return out + "</svg>"
    }

    /// The badge letter of a state, as the rendered overlay draws it: S stale, T wrong text, P placeholder, F failed.
    static func letter(_ state: CellState) -> String? {
        switch state {
        case .placeholder: "P"
        case .stale: "S"
        case .correct: nil
        case .failed: "F"
        case .wrongText: "T"
        }
    }

    static func intersects(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    /// `box` grown about its centre to at least `width` × `height`.
    static func grow(_ box: PixelRect, toWidth width: Int, height: Int) -> PixelRect {
        var out = box
        if out.width < width {
            out.x -= (width - out.width) / 2
            out.width = width
        }
        if out.height < height {
            out.y -= (height - out.height) / 2
            out.height = height
        }
        return out
    }

    /// `box` moved and cut to lie within `width` × `height`.
    static func clamp(_ box: PixelRect, width: Int, height: Int) -> PixelRect {
        let boxWidth = min(box.width, width)
        let boxHeight = min(box.height, height)
        let x = min(max(0, box.x), width - boxWidth)
        let y = min(max(0, box.y), height - boxHeight)
        return PixelRect(x: x, y: y, width: boxWidth, height: boxHeight)
    }

    /// A number for CSS and SVG: at most three decimals, no trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
