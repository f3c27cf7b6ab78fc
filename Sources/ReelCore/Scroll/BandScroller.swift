/// The sideways scroll of each band (a section with orthogonal scrolling), by section, in virtual time: a scripted
/// swipe drags the band's offset by its distance (clamped to the band's content), then it settles on the resting
/// offset its behavior gives (a page, a group) over `settleMs`.
package struct BandScroller: Sendable, Equatable {
    /// How long a swipe takes to settle on a page or group boundary once the finger lifts.
    static let settleMs = 300.0

    private struct Motion: Sendable, Equatable {
        var from: Double
        var lifted: Double
        var rest: Double
        var start: Double
        var liftTime: Double
        var end: Double

        func offset(at t: Double) -> Double {
            if t <= start { return from }
            if t < liftTime { return from + (lifted - from) * (t - start) / (liftTime - start) }
            if t < end {
                let progress = (t - liftTime) / (end - liftTime)
                let eased = 1 - (1 - progress) * (1 - progress) * (1 - progress)
                return lifted + (rest - lifted) * eased
            }
            return rest
        }
    }

    private var motions: [Int: Motion] = [:]
    /// The direction each band last moved in, by section: 1 toward its trailing items, -1 back.
    package private(set) var directions: [Int: Double] = [:]

    package init() {}

    /// The offset of every band that has moved, by section, at `t`.
    package func offsets(at t: Double) -> [Int: Double] { motions.mapValues { $0.offset(at: t) } }

    /// When the last band comes to rest.
    package var restTime: Double { motions.values.map(\.end).max() ?? 0 }

    /// A swipe of `band` by `distance` points (positive toward its trailing items) over `durationMs` from `t`.
    /// Returns the offset it starts from and the one it comes to rest at.
    package mutating func swipe(
        _ band: ScrollingBand, by distance: Double, durationMs: Double, at t: Double
    ) -> (from: Double, to: Double) {
        let from = min(max(0, motions[band.section]?.offset(at: t) ?? 0), band.maxOffset)
        let lifted = min(max(0, from + distance), band.maxOffset)
        let rest = band.restingOffset(near: lifted)
        let liftTime = t + max(0, durationMs)
        motions[band.section] = Motion(
            from: from, lifted: lifted, rest: rest, start: t, liftTime: liftTime,
            end: liftTime + (rest == lifted ? 0 : Self.settleMs))
        if distance != 0 { directions[band.section] = distance > 0 ? 1 : -1 }
        return (from, rest)
    }
}
