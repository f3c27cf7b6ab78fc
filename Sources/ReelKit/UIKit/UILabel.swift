/// A label: its text tells reel which item's text a cell shows (the item whose title it is).
@MainActor
open class UILabel: UIView {
    /// The text shown. A change from off reel's executor (a DispatchQueue block) is reported and ignored.
    open var text: String? {
        get { shownText }
        set {
            guard owningCell?.mayChange(self) ?? true else { return }
            shownText = newValue
            owningCell?.viewChanged(self)
        }
    }

    private var shownText: String?

    open var numberOfLines = 1
}
