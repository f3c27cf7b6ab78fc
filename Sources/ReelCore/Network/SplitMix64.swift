/// A small, seeded, reproducible random number generator (SplitMix64).
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    /// A generator keyed by a seed and any number of strings/integers, so draws do not depend on call order.
    package init(seed: UInt64, key: String, counter: Int = 0) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        state = seed &* 0x9E37_79B9_7F4A_7C15 ^ hash ^ (UInt64(truncatingIfNeeded: counter) &* 0xD1B5_4A32_D192_ED03)
        _ = next()
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform Double in [0, 1) from the top 53 bits.
    package mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }
}
