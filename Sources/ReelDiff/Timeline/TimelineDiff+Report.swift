import ReelFormats

extension TimelineDiff {
    /// The rules of `rules` this diff breaks, each as a sentence.
    package func violations(_ rules: Set<TimelineRule>) -> [String] {
        var out: [String] = []
        func total(_ state: String) -> Count {
            totals.first { $0.name == state } ?? Count(name: state, golden: 0, actual: 0)
        }
        for (rule, state) in [
            (TimelineRule.staleIncrease, "stale"), (.placeholderIncrease, "placeholder"), (.failedIncrease, "failed"),
            (.wrongTextIncrease, "wrong_text"),
        ] where rules.contains(rule) {
            let count = total(state)
            if count.actual > count.golden {
                out.append("\(rule.rawValue): \(state) cell-frames \(count.golden) → \(count.actual)")
            }
        }
        if rules.contains(.correctLater) && !correctLater.isEmpty {
            out.append("correct-later: \(correctLater.count) items correct later (\(Self.list(correctLater)))")
        }
        if rules.contains(.any) && !unchanged { out.append("any: the timeline changed") }
        return out
    }

    /// Human-readable lines: totals, new stale exposure, event counts, then per-item changes (up to `limit` items).
    package func lines(limit: Int = 20) -> [String] {
        guard !unchanged else { return ["timeline: unchanged"] }
        var out: [String] = []
        let totalsText = totals.map {
            $0.golden == $0.actual ? "\($0.name) \($0.golden)" : "\($0.name) \($0.golden) → \($0.actual)"
        }
        out.append("cell-frames: " + totalsText.joined(separator: ", "))
        if newStale.cellFrames > 0 {
            out.append("new stale exposure: \(newStale.cellFrames) cell-frames on items \(Self.list(newStale.items))")
        }
        if !events.isEmpty {
            out.append("events: " + events.map { "\($0.name) \($0.golden) → \($0.actual)" }.joined(separator: ", "))
        }
        for change in items.prefix(limit) {
            out.append("item \(change.item): " + change.changes.joined(separator: "; "))
        }
        if items.count > limit { out.append("… and \(items.count - limit) more items changed") }
        return out
    }

    /// The diff as JSON (deterministic).
    package var json: String {
        func counts(_ list: [Count]) -> String {
            "["
                + list.map { count in
                    var line = JSONLine()
                    line.add("name", count.name)
                    line.add("golden", count.golden)
                    line.add("actual", count.actual)
                    return line.string
                }.joined(separator: ",") + "]"
        }
        var line = JSONLine()
        line.add("unchanged", unchanged)
        line.addRaw("cell_frames", counts(totals))
        line.addRaw("events", counts(events))
        line.addRaw(
            "new_stale",
            "{\"cell_frames\":\(newStale.cellFrames),\"items\":["
                + newStale.items.map(JSONLine.quote).joined(separator: ",") + "]}")
        line.addRaw("correct_later", "[" + correctLater.map(JSONLine.quote).joined(separator: ",") + "]")
        let itemsJSON = items.map { change in
            var item = JSONLine()
            item.add("item", change.item)
            item.addRaw("changes", "[" + change.changes.map(JSONLine.quote).joined(separator: ",") + "]")
            return item.string
        }
        line.addRaw("items", "[" + itemsJSON.joined(separator: ",") + "]")
        return line.string
    }

    /// "7, 9, 12" (at most 10, then "…").
    static func list(_ ids: [String]) -> String {
        ids.prefix(10).joined(separator: ", ") + (ids.count > 10 ? ", …" : "")
    }
}
