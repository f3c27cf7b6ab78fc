/// Choices that change how frames are drawn (not what the simulation does).
public struct RenderOptions: Sendable, Equatable {
    /// Outline each cell by its state and label it with cell #n and item id.
    public var overlay: Bool

    public init(overlay: Bool = false) {
        self.overlay = overlay
    }
}
