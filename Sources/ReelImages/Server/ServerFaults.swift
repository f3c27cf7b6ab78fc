/// Faults a server can inject (for demos and tests).
///
/// They apply to `/image/…` requests only. Random draws are seeded per (seed, image index,
/// attempt number for that index), so a run's faults do not depend on request arrival order.
public struct ServerFaults: Sendable, Equatable {
    /// Fixed delay before every image response, in milliseconds.
    public var latencyMs: Int
    /// Extra delay drawn uniformly from `0...jitterMs`, in milliseconds.
    public var jitterMs: Int
    /// Probability (0...1) that an image request answers `500` instead.
    public var failRate: Double
    /// When set, image responses are delayed by `bytes / bandwidthBytesPerSecond` seconds.
    public var bandwidthBytesPerSecond: Int?
    /// Seed for jitter and failure draws.
    public var seed: UInt64

    /// Creates faults; the defaults inject nothing.
    public init(
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
