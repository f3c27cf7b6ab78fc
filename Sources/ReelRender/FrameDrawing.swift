import ReelCore
import ReelGraphics

/// One panel of an output frame: a frame state, the pixels of the images it shows, and (for comparisons) a
/// label and a line of live counters drawn above it.
package struct PanelFrame: Sendable {
    package var frame: FrameState
    package var images: [ImageKey: Bitmap]
    package var label: String?
    package var counters: String?

    package init(frame: FrameState, images: [ImageKey: Bitmap], label: String? = nil, counters: String? = nil) {
        self.frame = frame
        self.images = images
        self.label = label
        self.counters = counters
    }

    /// Whether this panel draws exactly what `other` draws.
    package func drawsSame(as other: PanelFrame) -> Bool {
        frame.drawsSame(as: other.frame) && label == other.label && counters == other.counters
    }
}

/// Draws one output frame from its panels. Not thread-safe: each worker owns one.
package protocol FrameDrawing: AnyObject {
    /// Draws the panels and returns the surface holding the frame (reused by the next call).
    func draw(_ panels: [PanelFrame]) -> CairoSurface
    /// Draws the panels and returns the frame, which may leave opaque images off its surface (`LayeredFrame`).
    func drawLayered(_ panels: [PanelFrame]) -> LayeredFrame
}

extension FrameDrawing {
    /// The surface `draw` returns, with nothing left off it.
    package func drawLayered(_ panels: [PanelFrame]) -> LayeredFrame {
        LayeredFrame(surface: draw(panels))
    }
}

extension FrameRenderer: FrameDrawing {
    package func draw(_ panels: [PanelFrame]) -> CairoSurface {
        guard let panel = panels.first else { return surface }
        return render(panel.frame, images: panel.images)
    }

    package func drawLayered(_ panels: [PanelFrame]) -> LayeredFrame {
        guard let panel = panels.first else { return LayeredFrame(surface: surface) }
        return renderLayered(panel.frame, images: panel.images)
    }
}
