extension UICollectionView {
    /// The kind of a flow layout's section header.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footer.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Registers the view class dequeued for `elementKind` and `identifier`.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementaryClasses[elementKind + "\u{0}" + identifier] = viewClass as? UICollectionReusableView.Type
        registeredSupplementaryNibs[elementKind + "\u{0}" + identifier] = nil
        registeredSupplementaryTemplates[elementKind + "\u{0}" + identifier] = nil
    }

    /// Registers a storyboard's header or footer for `kind` and `identifier`.
    func register(_ template: NibReusableViewTemplate, forSupplementaryViewOfKind kind: String, identifier: String) {
        registeredSupplementaryTemplates[kind + "\u{0}" + identifier] = template
        registeredSupplementaryClasses[kind + "\u{0}" + identifier] = nil
        registeredSupplementaryNibs[kind + "\u{0}" + identifier] = nil
    }

    /// Registers the nib whose top-level view is the view dequeued for `kind` and `identifier`.
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registeredSupplementaryNibs[kind + "\u{0}" + identifier] = nib
        registeredSupplementaryClasses[kind + "\u{0}" + identifier] = nil
        registeredSupplementaryTemplates[kind + "\u{0}" + identifier] = nil
    }

    /// The view reel chose for the element being configured: a pooled view of `elementKind` (after its
    /// `prepareForReuse()`), or a new one of the class, nib or storyboard view registered for `elementKind` and
    /// `identifier`.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        if let template = registeredSupplementaryTemplates[key] {
            let make = { () -> UICollectionReusableView in
                let view = template.make()
                view.reuseIdentifier = identifier
                return view
            }
            guard let engine else { return make() }
            return engine.dequeueView(template.viewClass, kind: elementKind, make: make)
        }
        let nib = registeredSupplementaryNibs[key]
        let viewClass = registeredSupplementaryClasses[key] ?? UICollectionReusableView.self
        if nib == nil, registeredSupplementaryClasses[key] == nil {
            // UIKit raises an exception; reel reports it and goes on with a plain view.
            engine?.reportError(
                "no class or nib is registered for a \(elementKind) with reuse identifier \"\(identifier)\"")
        }
        var type = viewClass
        if let nib {
            // The nib's class, learnt from the first view made from it.
            if let known = registeredSupplementaryNibClasses[key] {
                type = known
            } else if let made = Self.topLevelView(of: nib) {
                type = Swift.type(of: made)
                registeredSupplementaryNibClasses[key] = type
            }
        }
        let make = { () -> UICollectionReusableView in
            let view = nib.flatMap(Self.topLevelView) ?? viewClass.init(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
        guard let engine else { return make() }
        return engine.dequeueView(type, kind: elementKind, make: make)
    }

    /// Dequeues the view of `registration`'s class for the element being configured and runs its handler on it.
    public func dequeueConfiguredReusableSupplementary<View>(
        using registration: SupplementaryRegistration<View>, for indexPath: IndexPath
    ) -> View {
        let make = { () -> View in
            let view = registration.nib.flatMap { Self.topLevelView(of: $0) as? View } ?? View(frame: .zero)
            view.reuseIdentifier = registration.elementKind
            return view
        }
        let view = engine?.dequeueView(View.self, kind: registration.elementKind, make: make) ?? make()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// The displayed view of the element of `elementKind` at `indexPath`, if it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        engine?.supplementaryView(ofKind: elementKind, at: indexPath) as? UICollectionReusableView
    }

    /// The views of `elementKind` on screen.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        (engine?.visibleViews(ofKind: elementKind) ?? []).compactMap { $0.view as? UICollectionReusableView }
    }

    /// The index paths of the elements of `elementKind` on screen.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        (engine?.visibleViews(ofKind: elementKind) ?? []).map(\.indexPath)
    }

    /// The first top-level object of `nib` that is a reusable view.
    static func topLevelView(of nib: UINib) -> UICollectionReusableView? {
        CellConstruction.apart {
            nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionReusableView }.first
        }
    }

    /// A supplementary view registration: the view class (or nib), its kind and the handler that configures it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        let elementKind: String
        let nib: UINib?
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            nib = nil
            self.handler = handler
        }

        /// A registration whose views come from `supplementaryNib`'s top-level view.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            nib = supplementaryNib
            self.handler = handler
        }
    }
}
