/// One piece of scroll motion: where the content offset is at any time from `start` to `end` (ms).
struct ScrollSegment: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Holding still.
        case rest(offset: Double)
        /// A flick decelerating from `from` at `velocity` pt/s.
        case decelerate(from: Double, velocity: Double, rate: Double)
        /// A critically damped spring about `edge`, starting `displacement` past it with `velocity`.
        case spring(edge: Double, displacement: Double, velocity: Double)
        /// A finger moving the unclamped offset linearly from `from` by `by`; rubber-banded past the bounds.
        case drag(from: Double, by: Double, minOffset: Double, maxOffset: Double, dimension: Double)
        /// A programmatic animation from `from` to `to` with ease-in-out.
        case animate(from: Double, to: Double)
    }

    package var kind: Kind
    package var start: Double
    package var end: Double

    /// The content offset at `t` (clamped into the segment's time span).
    package func offset(at t: Double) -> Double {
        let elapsed = min(max(0, t - start), end - start)
        switch kind {
        case .rest(let offset):
            return offset
        case .decelerate(let from, let velocity, let rate):
            return from + ScrollPhysics.decelerationDistance(velocity: velocity, rate: rate, ms: elapsed)
        case .spring(let edge, let displacement, let velocity):
            return edge + ScrollPhysics.spring(displacement: displacement, velocity: velocity, seconds: elapsed / 1000)
        case .drag(let from, let by, let minOffset, let maxOffset, let dimension):
            let finger = from + by * (end > start ? elapsed / (end - start) : 1)
            if finger < minOffset {
                return minOffset - ScrollPhysics.rubberBand(minOffset - finger, dimension: dimension)
            }
            if finger > maxOffset {
                return maxOffset + ScrollPhysics.rubberBand(finger - maxOffset, dimension: dimension)
            }
            return finger
        case .animate(let from, let to):
            let progress = end > start ? elapsed / (end - start) : 1
            return from + (to - from) * ScrollPhysics.easeInOut(progress)
        }
    }

    /// The velocity (pt/s, positive scrolling down) at `t`.
    package func velocity(at t: Double) -> Double {
        guard t < end else { return 0 }
        let elapsed = max(0, t - start)
        switch kind {
        case .rest:
            return 0
        case .decelerate(_, let velocity, let rate):
            return ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, ms: elapsed)
        case .spring(_, let displacement, let velocity):
            return ScrollPhysics.springVelocity(displacement: displacement, velocity: velocity, seconds: elapsed / 1000)
        case .drag(_, let by, _, _, _):
            return end > start ? by / (end - start) * 1000 : 0
        case .animate:
            let dt = 1.0
            return (offset(at: t + dt) - offset(at: t)) / dt * 1000
        }
    }
}
