import Foundation

/// The formulas of UIScrollView's motion, as pure functions of time.
package enum ScrollPhysics {
    /// Distance (points) a flick travels before it rests: v0/1000 · d/(1−d), as UIScrollView projects it.
    package static func restDistance(velocity: Double, rate: Double) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// Distance travelled `ms` milliseconds after a flick at `velocity` pt/s with per-millisecond factor `rate`.
    static func decelerationDistance(velocity: Double, rate: Double, ms: Double) -> Double {
        velocity / 1000 * rate * (1 - pow(rate, ms)) / (1 - rate)
    }

    /// Velocity (pt/s) `ms` milliseconds after a flick: v0 · d^ms.
    static func decelerationVelocity(velocity: Double, rate: Double, ms: Double) -> Double {
        velocity * pow(rate, ms)
    }

    /// Milliseconds until the remaining distance of a flick is below `tolerance` points.
    static func decelerationDuration(velocity: Double, rate: Double, tolerance: Double = 0.05) -> Double {
        let remaining = abs(restDistance(velocity: velocity, rate: rate))
        guard remaining > tolerance else { return 0 }
        return (log(tolerance / remaining) / log(rate)).rounded(.up)
    }

    /// Milliseconds after the flick at which it has travelled `distance` (same sign as velocity), or nil if it never
    /// does.
    static func decelerationTime(toTravel distance: Double, velocity: Double, rate: Double) -> Double? {
        let fraction = 1 - distance * 1000 * (1 - rate) / (velocity * rate)
        guard velocity != 0, fraction > 0 else { return nil }
        return max(0, log(min(1, fraction)) / log(rate))
    }

    /// UIScrollView's rubber band: how far content moves when pulled `overshoot` points past an edge of a
    /// `dimension`-point view.
    package static func rubberBand(_ overshoot: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
        (1 - 1 / (overshoot * coefficient / dimension + 1)) * dimension
    }

    /// Stiffness (1/s) of the critically damped spring used for bounces and spring-backs.
    static let springOmega = 12.0

    /// A critically damped spring starting at `displacement` with `velocity` (pt/s), `seconds` later.
    static func spring(displacement: Double, velocity: Double, seconds: Double, omega: Double = springOmega)
        -> Double
    {
        (displacement + (velocity + omega * displacement) * seconds) * exp(-omega * seconds)
    }

    /// The spring's velocity (pt/s), `seconds` later.
    static func springVelocity(
        displacement: Double, velocity: Double, seconds: Double, omega: Double = springOmega
    ) -> Double {
        let b = velocity + omega * displacement
        return (b - omega * (displacement + b * seconds)) * exp(-omega * seconds)
    }

    /// Milliseconds until the spring stays within `tolerance` points of its rest, stepping whole milliseconds.
    static func springDuration(displacement: Double, velocity: Double, tolerance: Double = 0.05) -> Double {
        var ms = 0.0
        while ms < 5_000 {
            let x = spring(displacement: displacement, velocity: velocity, seconds: ms / 1000)
            let v = springVelocity(displacement: displacement, velocity: velocity, seconds: ms / 1000)
            if abs(x) < tolerance && abs(v) < tolerance * 20 { return ms }
            ms += 1
        }
        return ms
    }

    /// Cubic ease-in-out on 0...1.
    static func easeInOut(_ p: Double) -> Double {
        p < 0.5 ? 4 * p * p * p : 1 - pow(-2 * p + 2, 3) / 2
    }
}
