import Foundation

/// A button: its titles, images and colours per state are recorded. Its title label and image view are its own,
/// not the cell's: reel never reads a button's image as the image a cell shows, nor its title as the cell's text.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// UIKit's button types, with its raw values (6 is tvOS's plain type, which iOS does not have).
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd
        case close = 7
    }

    public internal(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// The label showing the current title (made when first asked).
    public private(set) lazy var titleLabel: UILabel? = CellConstruction.apart { UILabel(frame: .zero) }
    /// The image view showing the current image (made when first asked).
    public private(set) lazy var imageView: UIImageView? = CellConstruction.apart { UIImageView(frame: .zero) }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel?.text = title }
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if state == .normal { imageView?.image = image }
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    open var currentTitle: String? { title(for: isSelected ? .selected : .normal) }
    open var currentImage: UIImage? { image(for: isSelected ? .selected : .normal) }
}
