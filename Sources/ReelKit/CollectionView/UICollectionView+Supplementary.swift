extension UICollectionView {
    /// The kind of a flow layout's section header.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Keeps the view class of a supplementary kind (never drawn).
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementaryClasses[elementKind + "\u{0}" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A new view of the class registered for `elementKind` and `identifier`, never shown (reel draws no
    /// supplementary views; the first dequeue of a run says so on stderr and in summary.json).
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        GalleryEngines.ignored(
            "dequeueReusableSupplementaryView: reel draws no headers, footers or other supplementary views")
        let viewClass =
            registeredSupplementaryClasses[elementKind + "\u{0}" + identifier] ?? UICollectionReusableView.self
        let view = CellConstruction.apart { viewClass.init(frame: .zero) }
        view.reuseIdentifier = identifier
        return view
    }

    /// Dequeues a supplementary view with a registration and runs its handler (the view is never shown).
    public func dequeueConfiguredReusableSupplementary<View>(
        using registration: SupplementaryRegistration<View>, for indexPath: IndexPath
    ) -> View {
        GalleryEngines.ignored(
            "dequeueConfiguredReusableSupplementary: reel draws no headers, footers or other supplementary views")
        let view = CellConstruction.apart { View(frame: .zero) }
        view.reuseIdentifier = registration.elementKind
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// A supplementary view registration: the view class, its kind and the handler that configures it.
    public struct SupplementaryRegistration<View: UICollectionReusableView> {
        public typealias Handler = @MainActor (View, String, IndexPath) -> Void

        let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }
}
