/// The state a cell's configurations are updated for: what `updateConfiguration(using:)` and the
/// `configurationUpdateHandler` get.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    public var cellDropState = DropState.notTargeted
    public var cellDragState = DragState.none

    /// Whether a drop is targeting the cell.
    public enum DropState: Int, Hashable, Sendable {
        case notTargeted, targeted
    }

    /// Whether the cell is being dragged.
    public enum DragState: Int, Hashable, Sendable {
        case none, lifting, dragging
    }

    public init() {}
}
