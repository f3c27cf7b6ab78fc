import ReelCore

/// The objects of the supplementary and decoration views the frame loop dequeues (by `SupplementaryID`), the view
/// being configured now, and for each element shown a view configured for it alone — never reused, so what it shows
/// is what the element should show (the judge of a reused view keeping another section's title).
@preconcurrency @MainActor
final class ViewRegistry {
    /// What the data source is configuring now: the view's id (nil while a judge is made) and its element.
    struct Dequeuing {
        let view: SupplementaryID?
        let element: SupplementaryKey
    }

    private var objects: [SupplementaryID: UIView] = [:]
    /// For each element configured, the view made for it alone.
    var judges: [SupplementaryKey: UIView] = [:]
    private(set) var dequeuing: Dequeuing?

    subscript(id: SupplementaryID) -> UIView? { objects[id] }

    /// Every supplementary view object, by identifier.
    var all: [UIView] { objects.keys.sorted().compactMap { objects[$0] } }

    /// `view` is the object of `id` from now on.
    func adopt(_ view: UIView, as id: SupplementaryID) { objects[id] = view }

    /// `id` has no object (its element shows nothing) until one is dequeued for it.
    func remove(_ id: SupplementaryID) { objects[id] = nil }

    /// Forgets the judges of elements no longer displayed.
    func keepJudges(of displayed: [SupplementaryKey: SupplementaryID]) {
        judges = judges.filter { displayed[$0.key] != nil }
    }

    /// Runs `body` (the data source's call) while `dequeuing` is being configured.
    func configuring<Result>(_ dequeuing: Dequeuing, _ body: () -> Result) -> Result {
        let outer = self.dequeuing
        self.dequeuing = dequeuing
        defer { self.dequeuing = outer }
        return body()
    }

    /// The text a view's labels show, in view order, joined by " / ": its list content configuration's text and
    /// secondary text, else its visible labels' (empty: none).
    static func shownText(of view: UIView) -> String {
        var texts: [String] = []
        let configuration =
            (view as? UICollectionViewCell)?.contentConfiguration
            ?? (view as? UITableViewHeaderFooterView)?.contentConfiguration
        if let list = configuration as? UIListContentConfiguration {
            texts = [list.text, list.secondaryText].compactMap { $0 }
        }
        if texts.isEmpty {
            let labels = (view as? UICollectionViewCell)?.labels ?? view.allViews.compactMap { $0 as? UILabel }
            texts = labels.filter { !$0.isHidden }.compactMap(\.text)
        }
        return texts.filter { !$0.isEmpty }.joined(separator: " / ")
    }
}
