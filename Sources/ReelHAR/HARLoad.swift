import Foundation

/// One load of a HAR log: an entry, with the redirects that led to it folded in.
package struct HARLoad: Sendable, Equatable {
    /// The URL the app asked for (the first of a redirect chain).
    package var url: String
    /// The entry that ended the chain (its status, size and MIME type are the load's).
    package var last: HARLog.Entry
    /// The hops' time before `last` started (each hop's dns + connect + send + wait + receive).
    package var redirectMs: Double
    /// Redirects followed.
    package var redirects: Int
    /// Whether it loads an image (the last entry's type, or the first URL's extension).
    package var isImage: Bool

    /// The loads of `log` in file order: a 3xx entry with a `redirectURL` (other than 304) is a hop, added to the
    /// entry that requests its target later in the file.
    package static func loads(of log: HARLog) -> [HARLoad] {
        var pending: [String: HARLoad] = [:]
        var loads: [(order: Int, load: HARLoad)] = []
        for entry in log.entries {
            var load = HARLoad(url: entry.url, last: entry, redirectMs: 0, redirects: 0, isImage: entry.isImage)
            if let hop = pending.removeValue(forKey: entry.url) {
                load.url = hop.url
                load.redirectMs = hop.redirectMs + hop.last.timings.beforeBodyMs + (hop.last.timings.receive ?? 0)
                load.redirects = hop.redirects + 1
                load.isImage = entry.isImage || HARLog.Entry.looksLikeImage(hop.url)
            }
            let redirects = (300..<400).contains(entry.status) && entry.status != 304 && !entry.redirectURL.isEmpty
            if redirects, let target = URL(string: entry.redirectURL, relativeTo: URL(string: entry.url)) {
                pending[target.absoluteString] = load
                continue
            }
            loads.append((entry.index, load))
        }
        // A redirect whose target never follows ends the chain with its own status.
        loads += pending.values.map { ($0.last.index, $0) }
        return loads.sorted { $0.order < $1.order }.map(\.load)
    }
}
