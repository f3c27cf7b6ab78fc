/// A menu: a title and the actions and submenus it lists (`UIMenuElement`), as a context menu, a button's menu or a
/// bar button item's shows it on a device. Not shown in a run: nobody long-presses.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// A menu's name among the system's (`.share`, `.edit`) or the app's own.
    public struct Identifier: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children shown inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        let state = MainActorState.current
        state.menusMade += 1
        self.identifier = identifier ?? Identifier(rawValue: "menu-\(state.menusMade)")
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
