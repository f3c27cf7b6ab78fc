/// An accessory of a list cell (a disclosure indicator, a checkmark…), recorded with its options.
public struct UICellAccessory: Sendable {
    /// Which accessory it is.
    public enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, popUpMenu
        case label(text: String)
        case detail
        case customView

        /// Whether both are accessories of one type (two labels of different texts are).
        func isSameType(as other: Kind) -> Bool {
            if case .label = self, case .label = other { return true }
            return self == other
        }
    }

    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// Where a custom accessory sits: before or after the cell's content, at a position among the accessories
    /// already on that side (recorded, not drawn).
    public enum Placement: Sendable {
        /// Gives the accessory's index among the accessories already on its side.
        public typealias Position = @Sendable ([UICellAccessory]) -> Int

        /// The position just before the first accessory of `accessory`'s type (the beginning when there is none).
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind.isSameType(as: accessory.kind) } ?? 0 }
        }

        /// The position just after the first accessory of `accessory`'s type (the end when there is none).
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in
                accessories.firstIndex { $0.kind.isSameType(as: accessory.kind) }.map { $0 + 1 } ?? accessories.count
            }
        }

        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    public let kind: Kind
    public let displayed: DisplayedState

    init(_ kind: Kind, displayed: DisplayedState) {
        self.kind = kind
        self.displayed = displayed
    }

    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory { .init(.disclosureIndicator, displayed: displayed) }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init())
        -> UICellAccessory
    { .init(.checkmark, displayed: displayed) }

    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
        actionHandler: (@Sendable () -> Void)? = nil
    ) -> UICellAccessory { .init(.delete, displayed: displayed) }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
        -> UICellAccessory
    { .init(.reorder, displayed: displayed) }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init())
        -> UICellAccessory
    { .init(.multiselect, displayed: displayed) }

    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: (@Sendable () -> Void)? = nil
    ) -> UICellAccessory { .init(.outlineDisclosure, displayed: displayed) }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> UICellAccessory
    { .init(.label(text: text), displayed: displayed) }

    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(),
        actionHandler: (@Sendable () -> Void)? = nil
    ) -> UICellAccessory { .init(.detail, displayed: displayed) }

    /// Options every accessory takes: recorded, not drawn.
    public struct Options: Sendable {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?

        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    public typealias DisclosureIndicatorOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DeleteOptions = Options
    public typealias ReorderOptions = Options
    public typealias MultiselectOptions = Options
    public typealias OutlineDisclosureOptions = Options
    public typealias LabelOptions = Options
    public typealias DetailOptions = Options
}
