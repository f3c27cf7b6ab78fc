/// A navigation bar: recorded, not drawn.
@MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
}
