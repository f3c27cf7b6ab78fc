/// The stable identity of a supplementary or decoration view object (`header#1`, … numbered apart from cells, in
/// creation order), as logs and overlays print it.
public struct SupplementaryID: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The view's number: 1 for the first supplementary or decoration view created.
    package let number: Int

    package init(_ number: Int) { self.number = number }

    public static func < (lhs: SupplementaryID, rhs: SupplementaryID) -> Bool { lhs.number < rhs.number }

    public var description: String { String(number) }
}

/// A reusable header, footer, other supplementary view or decoration view, as the collection view keeps it: its kind
/// (views are reused within a kind), the element it stands for, and what it shows against what it should show.
public struct SupplementaryView: Sendable {
    package let id: SupplementaryID
    package let kind: String
    /// The element it stands for now; nil in the pool.
    package var element: SupplementaryKey?
    /// The text its labels show, in view order, joined by " / " (empty: none).
    package var shows = ""
    /// The text a view never used for another element shows for it (nil: reel has no such view to judge by, and
    /// what it shows is taken as right).
    package var expected: String?
    /// The state in the last frame it was visible.
    var lastState: CellState?

    package init(id: SupplementaryID, kind: String) {
        self.id = id
        self.kind = kind
    }

    /// `correct` when it shows what a view never used for another element shows, `wrong_text` otherwise.
    package var state: CellState {
        guard let expected, expected != shows else { return .correct }
        return .wrongText
    }

    /// The `shows` column of `cells.csv`: `text:` and the labels' text (`none` without any).
    package var logShows: String { Self.logShows(shows) }

    /// How logs write a view's labels' `text`: `text:` and the text, `none` when empty.
    package static func logShows(_ text: String) -> String { text.isEmpty ? "none" : "text:\(text)" }
}

/// The collection view's supplementary and decoration views: every view by its id, a reuse pool per kind, and which
/// view displays which element.
package struct SupplementaryStore: Sendable {
    package private(set) var all: [SupplementaryView] = []
    private var pool = ReusePool<SupplementaryID>()
    /// Displayed element → the view displaying it.
    package private(set) var displayed: [SupplementaryKey: SupplementaryID] = [:]
    /// Displayed elements to configure again at the next update (a snapshot changed what their sections hold).
    private(set) var needsRefresh: Set<SupplementaryKey> = []

    package init() {}

    package private(set) subscript(id: SupplementaryID) -> SupplementaryView {
        get { all[id.number - 1] }
        set { all[id.number - 1] = newValue }
    }

    /// Takes the view of `kind` that waited longest in the pool, or creates one.
    mutating func dequeue(kind: String) -> (view: SupplementaryID, reused: Bool) {
        if let pooled = pool.dequeue(reuseIdentifier: kind) { return (pooled, true) }
        let view = SupplementaryID(all.count + 1)
        all.append(SupplementaryView(id: view, kind: kind))
        return (view, false)
    }

    /// `view` displays `element` from now on.
    mutating func beginDisplay(_ view: SupplementaryID, element: SupplementaryKey) {
        self[view].element = element
        self[view].lastState = nil
        displayed[element] = view
    }

    /// The view displaying `element` leaves the screen and waits in its kind's pool.
    mutating func endDisplay(_ element: SupplementaryKey) -> SupplementaryID? {
        guard let view = displayed.removeValue(forKey: element) else { return nil }
        self[view].element = nil
        pool.enqueue(view, reuseIdentifier: self[view].kind)
        return view
    }

    /// What the view's labels show, and what a never-reused view shows for the same element.
    package mutating func setShows(_ text: String, expected: String?, of view: SupplementaryID) {
        self[view].shows = text
        self[view].expected = expected
    }

    /// Every displayed element is configured again at the next update: its view ends display, back to its pool, and
    /// the element is dequeued anew.
    mutating func refreshDisplayed() { needsRefresh = Set(displayed.keys) }

    /// The elements to configure again, handed over once.
    mutating func takeRefresh() -> Set<SupplementaryKey> {
        defer { needsRefresh = [] }
        return needsRefresh
    }

    /// A frame showed the view in `state`.
    mutating func noteShown(_ view: SupplementaryID, in state: CellState) { self[view].lastState = state }
}
