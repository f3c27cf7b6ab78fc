import ReelCore

/// Choices that change how frames are drawn (not what the simulation does).
package struct RenderOptions: Sendable, Equatable, Codable {
    /// Outline each cell by its state and label it with cell #n and item id.
    package var overlay: Bool
    /// Draw a range minimap in a strip right of the viewport (frames get wider by `minimapWidth` points).
    package var minimap: Bool

    /// Width of the minimap strip, in points.
    static let minimapWidth = 56.0

    package init(overlay: Bool = false, minimap: Bool = false) {
        self.overlay = overlay
        self.minimap = minimap
    }

    /// The output frame size in pixels for `canvas`.
    package func pixelSize(_ canvas: Canvas) -> PixelSize {
        let base = canvas.pixelSize
        guard minimap else { return base }
        return PixelSize(width: base.width + Int((Self.minimapWidth * canvas.scale).rounded()), height: base.height)
    }
}
