extension UICollectionView {
    /// Registers the nib whose one top-level object is the cell made for `identifier` (nil removes the
    /// registration). A nib that cannot be loaded stops the run here, before any cell is dequeued.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else {
            registeredNibs[identifier] = nil
            return
        }
        do {
            register(try nib.cellTemplate(), forCellWithReuseIdentifier: identifier)
        } catch {
            NibFailure.report(error)
        }
    }

    /// Whether a cell class or nib is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool {
        registeredClasses[identifier] != nil || registeredNibs[identifier] != nil
    }

    func register(_ template: NibCellTemplate, forCellWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = nil
        registeredNibs[identifier] = template
    }

    /// A cell made from `template`, or the pooled cell reel chose.
    func dequeue(_ template: NibCellTemplate, reuseIdentifier: String, at indexPath: IndexPath) -> UICollectionViewCell
    {
        guard let engine else { return CellConstruction.construct { template.make() } }
        return engine.dequeue(template.viewClass, reuseIdentifier: reuseIdentifier, at: indexPath, make: template.make)
    }
}

extension UICollectionView.CellRegistration {
    /// A registration whose cells are made from `cellNib` (its one top-level object, a `Cell`).
    @MainActor
    public init(cellNib: UINib, handler: @escaping Handler) {
        self.init(handler: handler)
        do {
            let template = try cellNib.cellTemplate()
            guard template.viewClass is Cell.Type else {
                throw NibError(
                    file: cellNib.file, element: "<collectionViewCell>",
                    message: "the cell is a \(template.viewClass), and the registration makes \(Cell.self)")
            }
            nibTemplate = template
        } catch {
            NibFailure.report(error)
        }
    }
}
