/// A view as a file declares it — a xib's one top-level cell, a storyboard's prototype cell, or a storyboard's header
/// or footer (`<collectionReusableView key="sectionHeaderView">`) — with its class found: what a dequeue makes a new
/// view from.
struct NibViewTemplate<View: UIView>: Sendable {
    let file: String
    /// The whole document (its `<resources>` name colours).
    let document: NibElement
    let element: NibElement
    let viewClass: View.Type

    /// The template of `element`, checked by making one view from it (not woken: `awakeFromNib()` runs for the views
    /// reel uses), so a bad file is found where it is registered, before any view is dequeued.
    @MainActor
    init(file: String, document: NibElement, element: NibElement) throws(NibError) {
        var builder = NibBuilder(file: file, document: document)
        let probe = try builder.instantiate([element], owner: nil, wake: false)
        guard let made = probe.first as? View else { throw builder.error(element, "expected a \(View.self)") }
        self.file = file
        self.document = document
        self.element = element
        viewClass = type(of: made)
    }

    /// A new view; a failure stops the run (see `NibFailure`) and gives a view of the class made in code.
    @MainActor
    func make() -> View {
        var builder = NibBuilder(file: file, document: document)
        do {
            if let made = try builder.instantiate([element], owner: nil).first as? View { return made }
            throw builder.error(element, "expected a \(View.self)")
        } catch {
            NibFailure.report(error)
            return viewClass.init(frame: .zero)
        }
    }
}

/// A collection view cell as a file declares it: what `dequeueReusableCell` makes a new cell from.
typealias NibCellTemplate = NibViewTemplate<UICollectionViewCell>

/// A header or footer as a storyboard declares it: what `dequeueReusableSupplementaryView` makes a new view from.
typealias NibReusableViewTemplate = NibViewTemplate<UICollectionReusableView>

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
