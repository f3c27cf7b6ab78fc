/// How much of a scenario a HAR replay times: the items `network.map` ties to at least one load of the HAR (the
/// rest keep the seeded model) and the loads it ties to none. A replay that times few items, or none, is reported
/// (`reel validate`, `reel render`, summary.json) rather than passing for a replay of the session.
public struct HARCoverage: Sendable, Equatable {
    /// The scenario's items.
    package var items: Int
    /// Items with at least one load of the HAR: their loads replay the HAR's timings.
    package var itemsTimed: Int
    /// The HAR's loads (entries with their redirects folded in).
    package var loads: Int
    /// Loads the mapping selects: for `order` the image loads, for a pattern the loads whose URL it matches.
    package var loadsMatched: Int
    /// Loads tied to an item (a selected load may name no item: an index out of range, an unknown id, more image
    /// loads than items).
    package var loadsMapped: Int

    package init(items: Int, itemsTimed: Int, loads: Int, loadsMatched: Int, loadsMapped: Int) {
        self.items = items
        self.itemsTimed = itemsTimed
        self.loads = loads
        self.loadsMatched = loadsMatched
        self.loadsMapped = loadsMapped
    }

    /// Items that keep the seeded model.
    package var itemsSeeded: Int { items - itemsTimed }

    /// One line for people: `HAR timings for 30 of 36 items (6 use the seeded model)`.
    package var summary: String {
        let seeded = itemsSeeded == 0 ? "" : " (\(itemsSeeded) use the seeded model)"
        return "HAR timings for \(itemsTimed) of \(items) items\(seeded)"
    }

    /// Why the mapping times no item, when it times none and the scenario has items: what `map` (shown as
    /// `mapText`, nil for the default `order`) matched in the HAR `harFile`. Nil when some item is timed.
    package func nothingMatched(mapText: String?, harFile: String) -> String? {
        guard itemsTimed == 0, items > 0 else { return nil }
        let what: String
        if let mapText {
            what =
                loadsMatched == 0
                ? "\(JSONLine.quote(mapText)) matches none of the \(loads) loads of \(harFile)"
                : "\(JSONLine.quote(mapText)) matches \(loadsMatched) loads of \(harFile), but names none of the "
                    + "\(items) items (index out of range or unknown id)"
        } else {
            what = "\"order\": \(harFile) has no image loads"
        }
        return what + ": every item uses the seeded model"
    }
}
