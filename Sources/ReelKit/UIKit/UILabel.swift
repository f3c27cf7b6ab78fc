/// A label: its text tells reel which item's text a cell shows (the item whose title it is).
@MainActor
open class UILabel: UIView {
    open var text: String? {
        didSet { owningCell?.viewChanged(self) }
    }

    open var numberOfLines = 1
}
