/// A vertical scroll view's motion in virtual time: flicks, drags, bounces and animated scrolls, like UIScrollView.
package struct ScrollModel: Sendable, Equatable {
    /// The visible height in points (also the rubber-band dimension).
    package let viewportHeight: Double
    package private(set) var contentHeight: Double
    /// The content's inset (`adjustedContentInset`): the offset runs from `-contentInset.top`.
    package private(set) var contentInset: ContentInset
    /// The motion from now on; the last segment ends at rest.
    private(set) var segments: [ScrollSegment]

    /// Largest distance a bounce may carry the content past an edge.
    package var maxBounceOvershoot: Double { viewportHeight * 0.15 }
    /// Duration of an animated `scroll_to`.
    static let animationDurationMs = 300.0

    /// A scroll view at rest at `offset`, or at the top of its inset content (`-contentInset.top`) when nil.
    package init(
        viewportHeight: Double, contentHeight: Double, contentInset: ContentInset = .zero, offset: Double? = nil
    ) {
        self.viewportHeight = viewportHeight
        self.contentHeight = contentHeight
        self.contentInset = contentInset
        let start = offset ?? 0 - contentInset.top
        segments = [ScrollSegment(kind: .rest(offset: start), start: 0, end: 0)]
    }

    /// The top of the inset content: `0 - top`, so no inset gives +0 (a logged offset never reads `-0`).
    var minOffset: Double { 0 - contentInset.top }
    package var maxOffset: Double { max(minOffset, contentHeight + contentInset.bottom - viewportHeight) }

    /// The time (ms) at which the current motion comes to rest.
    package var restTime: Double { segments.last?.end ?? 0 }

    /// The content offset at `t`.
    package func offset(at t: Double) -> Double {
        segment(at: t).offset(at: t)
    }

    /// The velocity (pt/s) at `t`.
    package func velocity(at t: Double) -> Double {
        segment(at: t).velocity(at: t)
    }

    /// Changes the content height at `t` (a snapshot was applied); the offset stays, clamped into the new bounds.
    mutating func setContentHeight(_ height: Double, at t: Double) {
        contentHeight = height
        let current = offset(at: t)
        if current > maxOffset, isAtRest(at: t) {
            segments = [ScrollSegment(kind: .rest(offset: maxOffset), start: t, end: t)]
        }
    }

    /// Changes the content's inset at `t` (the app set `contentInset`, or the safe area changed). Content resting at
    /// the top stays at the top of the new inset, as UIKit keeps it; elsewhere the offset stays, clamped into the new
    /// bounds once at rest.
    package mutating func setContentInset(_ inset: ContentInset, at t: Double) {
        guard inset != contentInset else { return }
        let current = offset(at: t)
        let wasAtTop = isAtRest(at: t) && current == minOffset
        contentInset = inset
        guard isAtRest(at: t) else { return }
        let resting = wasAtTop ? minOffset : min(max(current, minOffset), maxOffset)
        if resting != current { segments = [ScrollSegment(kind: .rest(offset: resting), start: t, end: t)] }
    }

    /// Moves the whole motion by `delta` points (content above the viewport changed height: scroll-anchor
    /// compensation), so what is on screen stays put and the motion goes on from the shifted place.
    package mutating func shift(by delta: Double) {
        segments = segments.map { segment in
            var moved = segment
            switch segment.kind {
            case .rest(let offset): moved.kind = .rest(offset: offset + delta)
            case .decelerate(let from, let velocity, let rate):
                moved.kind = .decelerate(from: from + delta, velocity: velocity, rate: rate)
            case .spring(let edge, let displacement, let velocity):
                moved.kind = .spring(edge: edge + delta, displacement: displacement, velocity: velocity)
            case .drag(let from, let by, let minOffset, let maxOffset, let dimension):
                moved.kind = .drag(
                    from: from + delta, by: by, minOffset: minOffset, maxOffset: maxOffset + delta, dimension: dimension
                )
            case .animate(let from, let to): moved.kind = .animate(from: from + delta, to: to + delta)
            }
            return moved
        }
    }

    /// Whether nothing moves at or after `t`.
    func isAtRest(at t: Double) -> Bool { t >= restTime }

    private func segment(at t: Double) -> ScrollSegment {
        segments.last { $0.start <= t } ?? segments[0]
    }

    /// A flick at `t`: any motion stops and the content decelerates from `velocity`, bouncing at an edge.
    package mutating func fling(velocity: Double, deceleration: Deceleration, at t: Double) {
        let from = offset(at: t)
        segments = []
        if from < minOffset || from > maxOffset {
            appendSpring(from: from, velocity: velocity, at: t)
            return
        }
        let rate = deceleration.rate
        let rest = from + ScrollPhysics.restDistance(velocity: velocity, rate: rate)
        let edge = rest > maxOffset ? maxOffset : (rest < minOffset ? minOffset : nil)
        guard let edge else {
            let duration = ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate)
            segments.append(
                ScrollSegment(
                    kind: .decelerate(from: from, velocity: velocity, rate: rate), start: t, end: t + duration))
            segments.append(ScrollSegment(kind: .rest(offset: rest), start: t + duration, end: t + duration))
            return
        }
        let hit = ScrollPhysics.decelerationTime(toTravel: edge - from, velocity: velocity, rate: rate) ?? 0
        segments.append(
            ScrollSegment(kind: .decelerate(from: from, velocity: velocity, rate: rate), start: t, end: t + hit))
        var impact = ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, ms: hit)
        let limit = maxBounceOvershoot * ScrollPhysics.springOmega * 2.718281828459045
        impact = max(-limit, min(limit, impact))
        appendSpring(from: edge, velocity: impact, at: t + hit)
    }

    /// A drag from `t` moving the offset by `by` over `durationMs`, released at rest (springing back if past an edge).
    package mutating func drag(by: Double, durationMs: Double, at t: Double) {
        let from = offset(at: t)
        let kind = ScrollSegment.Kind.drag(
            from: from, by: by, minOffset: minOffset, maxOffset: maxOffset, dimension: viewportHeight)
        let drag = ScrollSegment(kind: kind, start: t, end: t + durationMs)
        segments = [drag]
        let released = drag.offset(at: t + durationMs)
        if released < minOffset || released > maxOffset {
            appendSpring(from: released, velocity: 0, at: t + durationMs)
        } else {
            segments.append(ScrollSegment(kind: .rest(offset: released), start: t + durationMs, end: t + durationMs))
        }
    }

    /// Scrolls to `target` (clamped), animated with ease-in-out or at once.
    package mutating func scroll(to target: Double, animated: Bool, at t: Double) {
        let from = offset(at: t)
        let to = min(max(target, minOffset), maxOffset)
        let duration = animated && from != to ? Self.animationDurationMs : 0
        segments = []
        if duration > 0 {
            segments.append(ScrollSegment(kind: .animate(from: from, to: to), start: t, end: t + duration))
        }
        segments.append(ScrollSegment(kind: .rest(offset: to), start: t + duration, end: t + duration))
    }

    /// A spring from `from` back to the nearest edge.
    private mutating func appendSpring(from: Double, velocity: Double, at t: Double) {
        let edge =
            from < minOffset ? minOffset : (from > maxOffset ? maxOffset : (velocity < 0 ? minOffset : maxOffset))
        let displacement = from - edge
        let duration = ScrollPhysics.springDuration(displacement: displacement, velocity: velocity)
        segments.append(
            ScrollSegment(
                kind: .spring(edge: edge, displacement: displacement, velocity: velocity), start: t, end: t + duration))
        segments.append(ScrollSegment(kind: .rest(offset: edge), start: t + duration, end: t + duration))
    }
}
