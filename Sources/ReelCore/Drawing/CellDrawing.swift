/// What draws a gallery's cells in frames (`drawing`): the views the app's code built, or reel's template.
/// Scenarios of a built-in binding have no views of their own and always draw the template.
public enum CellDrawing: String, Sendable, Hashable, Codable, CaseIterable {
    /// The cell's own view tree after its layout pass: colours, corners, images, labels (see docs/drawing.md).
    case app
    /// reel's template cell, as for built-in bindings.
    case template
}
