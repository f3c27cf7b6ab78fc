import Foundation
import ReelHAR

extension NetworkTrace {
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
        let loads = HARLoad.loads(of: log)
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

extension HARMapping {
    /// The position in `items` of the item a captured value names; nil when it names none (an index out of range,
    /// an unknown id). `ids` maps item ids to positions.
    fileprivate func item(named captured: Substring, ids: [ItemID: Int], count: Int) -> Int? {
        guard case .pattern(_, let key) = self else { return nil }
        switch key {
        case .index:
            guard let index = Int(captured), (0..<count).contains(index) else { return nil }
            return index
        case .id:
            return ids[ItemID(String(captured))]
        }
    }
}
