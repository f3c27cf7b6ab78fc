import Synchronization

/// What the faults decided for one image request.
struct FaultDecision: Sendable, Equatable {
    /// Delay before answering, in milliseconds (latency + jitter).
    var delayMs: Int
    /// Whether to answer `500`.
    var fails: Bool
}

/// Turns `ServerFaults` into per-request decisions with seeded, order-independent draws.
final class FaultInjector: Sendable {
    let faults: ServerFaults
    /// Requests seen so far per image index, so retries get fresh draws.
    private let attempts = Mutex<[Int: UInt64]>([:])

    init(faults: ServerFaults) {
        self.faults = faults
    }

    /// Decides the delay and failure for the next request of image `index`.
    func decide(index: Int) -> FaultDecision {
        let attempt = attempts.withLock { counts -> UInt64 in
            defer { counts[index, default: 0] += 1 }
            return counts[index, default: 0]
        }
        var state =
            faults.seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
            ^ (attempt &* 0xD1B5_4A32_D192_ED03)
        let jitterDraw = Self.splitMix(&state)
        let failDraw = Self.splitMix(&state)
        let jitter = faults.jitterMs > 0 ? Int(jitterDraw % UInt64(faults.jitterMs + 1)) : 0
        let unit = Double(failDraw >> 11) / Double(1 << 53)
        return FaultDecision(delayMs: max(0, faults.latencyMs) + jitter, fails: unit < faults.failRate)
    }

    /// Delay for sending `byteCount` bytes at the configured bandwidth, in milliseconds.
    func transferDelayMs(byteCount: Int) -> Int {
        guard let bandwidth = faults.bandwidthBytesPerSecond, bandwidth > 0 else { return 0 }
        return byteCount * 1000 / bandwidth
    }

    /// SplitMix64: advances `state` and returns the next 64 well-mixed bits.
    private static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
