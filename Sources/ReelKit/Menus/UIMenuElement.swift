/// What a menu holds: an action or a submenu (`UIAction`, `UIMenu`). Nobody opens a menu in a run, so none is shown
/// and no action of one runs; building them is as in UIKit.
@preconcurrency @MainActor
open class UIMenuElement {
    /// UIKit's check states, with its raw values.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// How an element looks and behaves in its menu.
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// The element's title.
    public let title: String
    /// The element's image.
    public let image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}
