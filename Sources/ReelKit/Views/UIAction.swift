import Foundation

/// What a `UIAction` runs, given the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control runs when an event happens.
@preconcurrency @MainActor
public final class UIAction {
    public struct Identifier: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    let handler: @MainActor (UIAction) -> Void

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        let state = MainActorState.current
        state.actionsMade += 1
        self.identifier = identifier ?? Identifier(rawValue: "action-\(state.actionsMade)")
        self.handler = handler
    }
}
