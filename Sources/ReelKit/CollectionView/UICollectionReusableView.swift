/// A header, footer or decoration view. ReelKit keeps the registrations and makes the views an app dequeues, and
/// draws none of them: the scenario's template lays out and draws cells only (docs/reelkit.md, differences).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?

    open func prepareForReuse() {}
}
