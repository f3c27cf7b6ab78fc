extension UIView {
    /// The view's traits: the screen's (`UIScreen.main.traitCollection`: the scenario's scale and the size classes
    /// of its canvas).
    public var traitCollection: UITraitCollection { UIScreen.main.traitCollection }
}

extension UIViewController {
    /// The controller's traits: the screen's, as its view's.
    public var traitCollection: UITraitCollection { UIScreen.main.traitCollection }
}
