import Foundation

/// What the network decides for one request: when it arrives, and whether it fails.
package struct NetworkDraw: Sendable, Equatable {
    /// Time from getting a transfer slot to the first byte (or the failure); nil in wall-clock mode,
    /// where the real arrival time is reported instead.
    package var latencyMs: Double?
    /// Non-nil when the network makes this request fail (the real bytes are then ignored).
    package var failure: LoadFailure?
    /// Whether the transfer time still depends on the body size (bandwidth) once it is known.
    var addsTransferTime: Bool
}

/// Where due times come from: the seeded model, a recorded trace, or real arrival (wall clock).
package enum ArrivalSource: Sendable, Equatable {
    case modelled
    case trace(NetworkTrace)
    case wallClock
}

/// Seeded per-request latency (lognormal fitted to median and p95), bandwidth and failures split into kinds,
/// keyed by URL and attempt so draws do not depend on request order; or a trace replayed; or real arrival.
package struct NetworkModel: Sendable, Equatable {
    package let settings: NetworkSettings
    package let source: ArrivalSource
    /// A modelled timeout fails after this long (the pipeline's total timeout).
    package let timeoutMs: Double
    /// Lognormal parameters: ln(latency) ~ N(mu, sigma²).
    let mu: Double
    let sigma: Double

    /// z of the 95th percentile of the standard normal distribution.
    static let z95 = 1.6448536269514722

    package init(settings: NetworkSettings, source: ArrivalSource = .modelled, timeoutMs: Double = 10_000) {
        self.settings = settings
        self.source = source
        self.timeoutMs = timeoutMs
        let median = max(settings.latencyMedianMs, 0.001)
        mu = log(median)
        sigma = settings.latencyP95Ms > median ? log(settings.latencyP95Ms / median) / Self.z95 : 0
    }

    /// The draw for the `attempt`-th request of `url` (0 for the first).
    package func draw(url: String, attempt: Int) -> NetworkDraw {
        switch source {
        case .wallClock:
            return NetworkDraw(latencyMs: nil, failure: nil, addsTransferTime: false)
        case .trace(let trace):
            if let entry = trace.entry(url: url, attempt: attempt) {
                return NetworkDraw(latencyMs: entry.latencyMs, failure: entry.failure, addsTransferTime: false)
            }
            return modelled(url: url, attempt: attempt)
        case .modelled:
            return modelled(url: url, attempt: attempt)
        }
    }

    /// Milliseconds the body takes at the modelled bandwidth (0 when unlimited).
    func transferMs(bytes: Int) -> Double {
        guard let bandwidth = settings.bandwidthBytesPerSecond, bandwidth > 0 else { return 0 }
        return (Double(bytes) / bandwidth * 1000 * 1000).rounded() / 1000
    }

    private func modelled(url: String, attempt: Int) -> NetworkDraw {
        var random = SplitMix64(seed: settings.seed, key: url, counter: attempt)
        let u1 = max(random.unit(), 1e-12)
        let u2 = random.unit()
        let normal = sqrt(-2 * log(u1)) * cos(2 * Double.pi * u2)
        let latency = settings.latencyMedianMs <= 0 ? 0 : exp(mu + sigma * normal)
        let fails = random.unit() < settings.failureRate
        let kind = fails ? settings.failureKinds.pick(random.unit()) : nil
        // Round to microseconds so that logs print the same everywhere.
        let rounded = (latency * 1000).rounded() / 1000
        switch kind {
        case nil:
            return NetworkDraw(
                latencyMs: rounded, failure: nil, addsTransferTime: settings.bandwidthBytesPerSecond != nil)
        case .timeout:
            let failure = LoadFailure.modelledTimeout(ms: Int(timeoutMs))
            return NetworkDraw(latencyMs: timeoutMs, failure: failure, addsTransferTime: false)
        case .http500:
            return NetworkDraw(latencyMs: rounded, failure: .modelledHTTPStatus(500), addsTransferTime: false)
        case .reset:
            let partial = (rounded * random.unit() * 1000).rounded() / 1000
            return NetworkDraw(latencyMs: partial, failure: .modelledConnectionReset, addsTransferTime: false)
        }
    }
}

/// The kinds a modelled failure can take.
enum FailureKind: String, Sendable, Equatable, CaseIterable {
    case timeout
    case http500 = "http_500"
    case reset
}

/// Relative weights of the failure kinds.
package struct FailureKinds: Sendable, Equatable {
    package var timeout: Double
    package var http500: Double
    package var reset: Double

    package init(timeout: Double = 1, http500: Double = 1, reset: Double = 1) {
        self.timeout = timeout
        self.http500 = http500
        self.reset = reset
    }

    /// The kind for a uniform draw `u` in [0, 1).
    func pick(_ u: Double) -> FailureKind {
        let total = timeout + http500 + reset
        guard total > 0 else { return .http500 }
        let x = u * total
        if x < timeout { return .timeout }
        if x < timeout + http500 { return .http500 }
        return .reset
    }
}
