import Foundation

/// What the modelled network decides for one request: how long it takes, and whether it fails.
public struct NetworkDraw: Sendable, Equatable {
    public var latencyMs: Double
    /// Non-nil when the model makes this request fail (the real bytes are then ignored).
    public var failure: String?
}

/// Seeded per-request latency (lognormal fitted to median and p95) and failures, keyed by URL and attempt.
public struct NetworkModel: Sendable, Equatable {
    public let settings: NetworkSettings
    /// Lognormal parameters: ln(latency) ~ N(mu, sigma²).
    public let mu: Double
    public let sigma: Double

    /// z of the 95th percentile of the standard normal distribution.
    static let z95 = 1.6448536269514722

    public init(settings: NetworkSettings) {
        self.settings = settings
        let median = max(settings.latencyMedianMs, 0.001)
        mu = log(median)
        sigma = settings.latencyP95Ms > median ? log(settings.latencyP95Ms / median) / Self.z95 : 0
    }

    /// The draw for the `attempt`-th request of `url` (0 for the first).
    public func draw(url: String, attempt: Int) -> NetworkDraw {
        var random = SplitMix64(seed: settings.seed, key: url, counter: attempt)
        let u1 = max(random.unit(), 1e-12)
        let u2 = random.unit()
        let normal = sqrt(-2 * log(u1)) * cos(2 * Double.pi * u2)
        let latency = settings.latencyMedianMs <= 0 ? 0 : exp(mu + sigma * normal)
        let failed = random.unit() < settings.failureRate
        // Round to microseconds so that logs print the same everywhere.
        return NetworkDraw(
            latencyMs: (latency * 1000).rounded() / 1000,
            failure: failed ? "network error (modelled, failure_rate \(settings.failureRate))" : nil
        )
    }
}
