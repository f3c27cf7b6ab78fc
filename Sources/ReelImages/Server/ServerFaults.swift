/// Faults a server can inject (for demos and tests).
///
/// They apply to `/image/…` requests only. Random draws are seeded per (seed, image index,
/// attempt number for that index), so a run's faults do not depend on request arrival order.
package struct ServerFaults: Sendable, Equatable {
    /// Fixed delay before every image response, in milliseconds.
    package var latencyMs: Int
    /// Extra delay drawn uniformly from `0...jitterMs`, in milliseconds.
    package var jitterMs: Int
    /// Probability (0...1) that an image request answers `500` instead.
    package var failRate: Double
    /// When set, image responses are delayed by `bytes / bandwidthBytesPerSecond` seconds.
    package var bandwidthBytesPerSecond: Int?
    /// Seed for jitter and failure draws.
    package var seed: UInt64

    /// Creates faults; the defaults inject nothing.
    package init(
        latencyMs: Int = 0,
        jitterMs: Int = 0,
        failRate: Double = 0.0,
        bandwidthBytesPerSecond: Int? = nil,
        seed: UInt64 = 1
    ) {
        self.latencyMs = latencyMs
        self.jitterMs = jitterMs
        self.failRate = failRate
        self.bandwidthBytesPerSecond = bandwidthBytesPerSecond
        self.seed = seed
    }
}
