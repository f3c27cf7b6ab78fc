import Foundation

/// What a `UIAction` runs, given the action.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control runs when an event happens, or an item of a menu (`UIMenuElement`).
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    public var discoverabilityTitle: String?
    public var attributes: UIMenuElement.Attributes
    public var state: UIMenuElement.State
    /// What sent the action while its handler runs: reel's controls send none.
    public var sender: Any? { nil }
    let handler: @MainActor (UIAction) -> Void

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        let made = MainActorState.current
        made.actionsMade += 1
        self.identifier = identifier ?? Identifier(rawValue: "action-\(made.actionsMade)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}
