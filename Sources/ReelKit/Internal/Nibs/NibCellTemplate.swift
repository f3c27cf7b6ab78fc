/// A collection view cell as a file declares it — a xib's one top-level cell or a storyboard's prototype — with its
/// class found: what `dequeueReusableCell` makes a new cell from.
struct NibCellTemplate: Sendable {
    let file: String
    /// The whole document (its `<resources>` name colours).
    let document: NibElement
    let cell: NibElement
    let cellClass: UICollectionViewCell.Type

    /// The template of `cell`, checked by making one cell from it (not woken: `awakeFromNib()` runs for the cells
    /// reel uses), so a bad file is found where it is registered, before any cell is dequeued.
    @MainActor
    init(file: String, document: NibElement, cell: NibElement) throws(NibError) {
        var builder = NibBuilder(file: file, document: document)
        let probe = try builder.instantiate([cell], owner: nil, wake: false)
        guard let made = probe.first as? UICollectionViewCell else {
            throw builder.error(cell, "expected a UICollectionViewCell")
        }
        self.file = file
        self.document = document
        self.cell = cell
        cellClass = type(of: made)
    }

    /// A new cell; a failure stops the run (see `NibFailure`) and gives a cell of the class made in code.
    @MainActor
    func make() -> UICollectionViewCell {
        var builder = NibBuilder(file: file, document: document)
        do {
            if let made = try builder.instantiate([cell], owner: nil).first as? UICollectionViewCell { return made }
            throw builder.error(cell, "expected a UICollectionViewCell")
        } catch {
            NibFailure.report(error)
            return cellClass.init(frame: .zero)
        }
    }
}

/// What happens when a nib or storyboard cannot be loaded: in a run, the run stops after the frame with the error's
/// one line (bad input, exit status 2; no more of the gallery's code is called); outside a run, the program stops
/// with it, as UIKit raises.
enum NibFailure {
    @MainActor
    static func report(_ error: any Error) {
        if let host = GalleryHost.forCurrentThread() {
            host.stopRun("\(error)")
        } else {
            fatalError("\(error)")
        }
    }
}
