import Foundation

/// One request as the embedded server's routes see it: the method, the path (still percent-encoded) and the query.
struct ServedRequest: Sendable, Equatable {
    /// The method, upper case as sent (`GET`).
    var method: String
    /// The path part of the request target, without the query (`/image/3.png`).
    var path: String
    /// The query's items, percent-decoded; the first value wins when a name repeats.
    var query: [String: String]

    init(method: String, path: String, query: [String: String] = [:]) {
        self.method = method
        self.path = path
        self.query = query
    }

    /// Splits a request target (`/image/3.png?w=64`) into its path and decoded query.
    init(method: String, target: String) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        var query: [String: String] = [:]
        if parts.count == 2, let items = URLComponents(string: "?" + parts[1])?.queryItems {
            for item in items where query[item.name] == nil { query[item.name] = item.value ?? "" }
        }
        self.init(method: method, path: String(parts.first ?? ""), query: query)
    }

    /// The path's non-empty components.
    var components: [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
