import ReelCore
import ReelGraphics

/// Draws panels side by side — the same scroll under different strategies or settings — each under a header
/// with its label and live counters. Panels are pixel-aligned: panel i starts at i × (panel width + gap).
package final class ComparisonRenderer: FrameDrawing {
    /// Header height and gap between panels, in points.
    package static let headerHeight = 44.0
    package static let gap = 8.0

    let panels: [FrameRenderer]
    let canvas: Canvas
    let options: RenderOptions
    let surface: CairoSurface
    let context: CairoContext

    /// A renderer for `count` panels of `canvas` size each.
    package init(
        count: Int, canvas: Canvas, template: Template, imageFrame: Rect, imageSize: PixelSize, options: RenderOptions
    ) throws(GraphicsError) {
        self.canvas = canvas
        var renderers: [FrameRenderer] = []
        for _ in 0..<count {
            renderers.append(
                try FrameRenderer(
                    canvas: canvas, template: template, imageFrame: imageFrame, imageSize: imageSize, options: options))
        }
        panels = renderers
        self.options = options
        let size = Self.pixelSize(count: count, canvas: canvas, options: options)
        surface = try CairoSurface(width: size.width, height: size.height, format: .rgb24)
        context = try CairoContext(surface: surface)
    }

    /// The composite frame's size in pixels.
    package static func pixelSize(count: Int, canvas: Canvas, options: RenderOptions = .init()) -> PixelSize {
        let panel = options.pixelSize(canvas)
        let gap = Int((gap * canvas.scale).rounded())
        let header = Int((headerHeight * canvas.scale).rounded())
        return PixelSize(width: panel.width * count + gap * max(0, count - 1), height: panel.height + header)
    }

    /// The left edge of panel `index`, in pixels.
    package static func panelX(_ index: Int, canvas: Canvas, options: RenderOptions = .init()) -> Int {
        index * (options.pixelSize(canvas).width + Int((gap * canvas.scale).rounded()))
    }

    package func draw(_ frames: [PanelFrame]) -> CairoSurface {
        let scale = canvas.scale
        let header = (Self.headerHeight * scale).rounded()
        context.save()
        context.setColor(r: 0.03, g: 0.03, b: 0.04)
        context.paint()
        for (index, frame) in frames.enumerated() where index < panels.count {
            let x = Double(Self.panelX(index, canvas: canvas, options: options))
            let panelSurface = panels[index].render(frame.frame, images: frame.images)
            context.drawBitmap(
                panelSurface.bitmap(), x: x, y: header, width: Double(panelSurface.width),
                height: Double(panelSurface.height))
            context.setColor(r: 0.95, g: 0.95, b: 0.97)
            let width = Double(canvas.pixelSize.width)
            context.drawText(
                frame.label ?? "", x: x + 10 * scale, baseline: 19 * scale, size: 15 * scale, bold: true,
                maxWidth: width - 20 * scale)
            context.setColor(r: 0.7, g: 0.7, b: 0.76)
            context.drawText(
                frame.counters ?? "", x: x + 10 * scale, baseline: 37 * scale, size: 12 * scale,
                maxWidth: width - 20 * scale)
        }
        context.restore()
        return surface
    }
}
