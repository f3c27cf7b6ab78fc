/// A header or footer as a storyboard's collection view declares it (`<collectionReusableView
/// key="sectionHeaderView">`), with its class found: what `dequeueReusableSupplementaryView` makes a new view from.
struct NibReusableViewTemplate: Sendable {
    let file: String
    /// The whole document (its `<resources>` name colours).
    let document: NibElement
    let view: NibElement
    let viewClass: UICollectionReusableView.Type

    /// The template of `view`, checked by making one view from it, so a bad file is found where it is registered.
    @MainActor
    init(file: String, document: NibElement, view: NibElement) throws(NibError) {
        var builder = NibBuilder(file: file, document: document)
        let probe = try builder.instantiate([view], owner: nil, wake: false)
        guard let made = probe.first as? UICollectionReusableView else {
            throw builder.error(view, "expected a UICollectionReusableView")
        }
        self.file = file
        self.document = document
        self.view = view
        viewClass = type(of: made)
    }

    /// A new view; a failure stops the run (see `NibFailure`) and gives a view of the class made in code.
    @MainActor
    func make() -> UICollectionReusableView {
        var builder = NibBuilder(file: file, document: document)
        do {
            if let made = try builder.instantiate([view], owner: nil).first as? UICollectionReusableView {
                return made
            }
            throw builder.error(view, "expected a UICollectionReusableView")
        } catch {
            NibFailure.report(error)
            return viewClass.init(frame: .zero)
        }
    }
}
