import Foundation

extension NetworkTrace {
    /// One load of a HAR log: an entry, with the redirects that led to it folded in.
    public struct HARLoad: Sendable, Equatable {
        /// The URL the app asked for (the first of a redirect chain).
        package var url: String
        /// The entry that ended the chain (its status, size and MIME type are the load's).
        package var last: HARLog.Entry
        /// The hops' time before `last` started (each hop's dns + connect + send + wait + receive).
        var redirectMs: Double
        /// Redirects followed.
        package var redirects: Int
        /// Whether it loads an image (the last entry's type, or the first URL's extension).
        package var isImage: Bool
    }

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

    /// Replays `log` for `items`: each load `mapping` ties to an item becomes that item's next attempt. Its due
    /// time after getting a transfer slot is the redirects' time + dns + connect + send + wait + receive (a -1 phase
    /// counts 0; `blocked` and `ssl` are left out, see `HARLog.Timings`); with `network.bandwidth_bytes_per_s` set,
    /// `receive` is the body size at that bandwidth instead. Status 2xx and 304 deliver the image; 4xx and 5xx
    /// fail with that status; 0 (no response) is a connection reset; more redirects than `pipeline.max_redirects`
    /// fail as too many; a load longer than `pipeline.timeout_ms` times out then. Items no load maps to keep the
    /// seeded model; a request repeated more often than the log has loads replays the item's last load.
    package init(
        har log: HARLog, items: [Item], mapping: HARMapping, network: NetworkSettings, pipeline: PipelineSettings
    ) {
        let loads = Self.loads(of: log)
        var ids: [ItemID: Int] = [:]
        for (index, item) in items.enumerated() where ids[item.id] == nil { ids[item.id] = index }
        var attempts: [Int: Int] = [:]
        var entries: [Entry] = []
        var nextInOrder = 0
        var matched = 0
        for load in loads {
            let position: Int?
            switch mapping {
            case .order:
                guard load.isImage else { continue }
                matched += 1
                position = nextInOrder < items.count ? nextInOrder : nil
                nextInOrder += 1
            case .pattern:
                guard let captured = mapping.captured(in: load.url) else { continue }
                matched += 1
                position = mapping.item(named: captured, ids: ids, count: items.count)
            }
            guard let position else { continue }
            let attempt = attempts[position, default: 0]
            attempts[position] = attempt + 1
            let (latency, failure) = Self.outcome(of: load, network: network, pipeline: pipeline)
            entries.append(
                Entry(
                    url: items[position].url, attempt: attempt, latencyMs: latency, bytes: load.last.bytes,
                    failure: failure))
        }
        self.init(entries, repeatsLastAttempt: true)
        harCoverage = HARCoverage(
            items: items.count, itemsTimed: attempts.count, loads: loads.count, loadsMatched: matched,
            loadsMapped: entries.count)
    }

    /// When `load` arrives (ms after getting a transfer slot, rounded to µs) and how it fails, if it does.
    static func outcome(
        of load: HARLoad, network: NetworkSettings, pipeline: PipelineSettings
    ) -> (Double, LoadFailure?) {
        let entry = load.last
        var receive = entry.timings.receive ?? 0
        if let bandwidth = network.bandwidthBytesPerSecond, bandwidth > 0 {
            receive = Double(entry.bytes) / bandwidth * 1000
        }
        var latency = ((load.redirectMs + entry.timings.beforeBodyMs + receive) * 1000).rounded() / 1000
        var failure: LoadFailure?
        switch entry.status {
        case _ where load.redirects > pipeline.maxRedirects: failure = .tooManyRedirects(limit: pipeline.maxRedirects)
        case 0: failure = .modelledConnectionReset
        case 200..<300, 304: failure = nil
        default: failure = .modelledHTTPStatus(entry.status)
        }
        if latency > Double(pipeline.timeoutMs) {
            latency = Double(pipeline.timeoutMs)
            failure = .modelledTimeout(ms: pipeline.timeoutMs)
        }
        return (latency, failure)
    }
}
