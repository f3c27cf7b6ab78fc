import ReelHAR

/// How an image URL the app requests maps to a scenario item (`image_urls.match`). Apps rewrite image URLs — a size
/// and scale in the query (`?w=400&dpr=2`), a CDN's parameters — so by default a URL is an item's when its scheme,
/// host and path equal exactly one item's, query and fragment ignored (`path`); `exact` asks for the whole URL; a
/// regular expression with a named group `(?<item>…)` maps a URL to the item whose own URL gives the same capture
/// (for URLs rewritten in their path: `/thumbs/(?<item>[^/]+)\.jpg`). A URL the same as an item's always maps to it.
package enum ImageURLMatch: Sendable, Equatable {
    case path
    case exact
    case pattern(HARPattern)

    /// What the setting accepts, for messages.
    package static let expected = "`path`, `exact`, or a regular expression with a named group (?<item>…)"

    /// The rule `text` names (nil: `path`); an error message when it names none.
    package init(parsing text: String?) throws(ImageURLMatchError) {
        switch text {
        case nil, "path": self = .path
        case "exact": self = .exact
        case let source?:
            let pattern: HARPattern
            do {
                pattern = try HARPattern(source)
            } catch {
                throw ImageURLMatchError(message: "expected \(Self.expected): \(error)")
            }
            guard pattern.hasGroup(named: "item") else {
                throw ImageURLMatchError(message: "expected a named group (?<item>…) in the pattern")
            }
            self = .pattern(pattern)
        }
    }

    /// The key two URLs share when they are of one item under this rule; nil when the URL has none (no match of the
    /// pattern, or `exact`, where only the whole URL counts).
    package func key(of url: String) -> String? {
        switch self {
        case .exact: return nil
        case .path: return Self.withoutQueryAndFragment(url)
        case .pattern(let pattern): return pattern.capture(named: "item", in: url).map(String.init)
        }
    }

    /// `url` up to its query or fragment (`https://host/path`).
    static func withoutQueryAndFragment(_ url: String) -> String {
        guard let end = url.firstIndex(where: { $0 == "?" || $0 == "#" }) else { return url }
        return String(url[..<end])
    }
}

/// Why `image_urls.match` names no rule.
package struct ImageURLMatchError: Error, Sendable, Equatable {
    package let message: String
}
