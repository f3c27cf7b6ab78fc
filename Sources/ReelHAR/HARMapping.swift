/// Which scenario item a HAR entry is the load of (`network.map`): `order` — the n-th image entry is the n-th
/// item — or a regular expression over the entry's URL whose named group `index` (the item's position) or `id`
/// (its id) picks the item, e.g. `/photos/(?<index>[0-9]+)\.jpg`. The expression is a `HARPattern`, matched in
/// time linear in the URL: the pattern comes from a scenario and the URLs from a HAR that may come from anywhere.
package enum HARMapping: Sendable, Equatable {
    case order
    case pattern(HARPattern, key: Key)

    /// What a pattern's named group holds.
    package enum Key: String, Sendable, Equatable {
        case index
        case id
    }

    /// Why a `network.map` value names no mapping: one line, without saying where the value was given.
    package struct Refusal: Error, Sendable, Equatable {
        package var text: String
    }

    /// The mapping a `network.map` value names; nil (unset) is `order`.
    package init(parsing text: String?) throws(Refusal) {
        guard let text, text != "order" else {
            self = .order
            return
        }
        let pattern: HARPattern
        do {
            pattern = try HARPattern(text)
        } catch {
            throw Refusal(text: "expected \"order\" or a regular expression, got \"\(text)\" (\(error))")
        }
        let (byIndex, byID) = (pattern.hasGroup(named: "index"), pattern.hasGroup(named: "id"))
        guard byIndex != byID else {
            let expected = "expected a regular expression with one named group, (?<index>…) or (?<id>…)"
            throw Refusal(text: "\(expected), got \"\(text)\"")
        }
        self = .pattern(pattern, key: byIndex ? .index : .id)
    }

    /// What a pattern's named group captured in `url` (searched anywhere in it); nil for `order`, or when the
    /// pattern does not match the URL.
    package func captured(in url: String) -> Substring? {
        guard case .pattern(let pattern, let key) = self else { return nil }
        return pattern.capture(named: key.rawValue, in: url)
    }
}
