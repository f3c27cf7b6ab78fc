import struct Foundation.Data

/// What each request really did in a recorded run, replayed deterministically: keyed by URL and attempt.
public struct NetworkTrace: Sendable, Equatable {
    /// One recorded request.
    public struct Entry: Sendable, Equatable {
        package var url: String
        package var attempt: Int
        /// From getting a transfer slot to the result being in hand, in ms.
        package var latencyMs: Double
        package var bytes: Int
        /// nil when the request succeeded.
        package var failure: LoadFailure?

        package init(url: String, attempt: Int, latencyMs: Double, bytes: Int, failure: LoadFailure?) {
            self.url = url
            self.attempt = attempt
            self.latencyMs = latencyMs
            self.bytes = bytes
            self.failure = failure
        }

        /// The entry as one JSON line.
        package var jsonLine: String {
            var line = JSONLine()
            line.add("url", url)
            line.add("attempt", attempt)
            line.add("latency_ms", latencyMs)
            line.add("bytes", bytes)
            line.add("ok", failure == nil)
            if let failure { line.add("error", failure.logName) }
            return line.string
        }
    }

    private struct Key: Hashable {
        var url: String
        var attempt: Int
    }

    private var entries: [Key: Entry] = [:]
    /// The highest attempt of each URL, when later attempts replay the last one (`repeatsLastAttempt`).
    private var lastAttempts: [String: Int] = [:]
    public private(set) var count = 0
    /// For a trace replaying a HAR file: the items it times and the loads it maps; nil for a recorded trace.
    public internal(set) var harCoverage: HARCoverage?

    /// A trace of `list`. With `repeatsLastAttempt`, a request of a URL made more often than the trace has
    /// entries for replays the URL's last entry (an imported HAR loads each image once; reel may cancel and
    /// request it again); without, it falls back to the seeded model.
    package init(_ list: [Entry], repeatsLastAttempt: Bool = false) {
        for entry in list {
            entries[Key(url: entry.url, attempt: entry.attempt)] = entry
            if repeatsLastAttempt { lastAttempts[entry.url] = max(lastAttempts[entry.url] ?? 0, entry.attempt) }
        }
        count = entries.count
    }

    /// The recorded entry for the `attempt`-th request of `url`.
    package func entry(url: String, attempt: Int) -> Entry? {
        if let entry = entries[Key(url: url, attempt: attempt)] { return entry }
        guard let last = lastAttempts[url], attempt > last else { return nil }
        return entries[Key(url: url, attempt: last)]
    }

    /// Parses a trace written by `--record-trace` (one JSON object per line).
    package static func parse(_ text: String, file: String) throws(InputError) -> NetworkTrace {
        var list: [Entry] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty {
            let path = "line \(offset + 1)"
            var reader = try JSONReader(
                try JSONValue.parse(Data(line.utf8), file: "\(file) \(path)"), file: file, path: path)
            let url = try reader.requiredString("url")
            let attempt = try reader.integer("attempt", in: 0...1_000_000, default: 0)
            let latency = try reader.number("latency_ms", in: 0...3_600_000, default: 0)
            let bytes = try reader.integer("bytes", in: 0...Int(Int32.max), default: 0)
            let ok = try reader.bool("ok", default: true)
            let error = try reader.string("error")
            try reader.finish()
            let failure = ok ? nil : LoadFailure(logName: error ?? "failed (recorded)")
            list.append(Entry(url: url, attempt: attempt, latencyMs: latency, bytes: bytes, failure: failure))
        }
        return NetworkTrace(list)
    }
}
