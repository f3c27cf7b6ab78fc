extension Simulation {
    /// A scripted swipe of `section`'s band: it moves from where it is now and settles on its behavior's boundary;
    /// a section that scrolls no band now is logged with null offsets and nothing moves.
    mutating func swipe(section: Int, by distance: Double, durationMs: Double, at t: Double) {
        guard case .framed(let framed) = layout, let index = framed.band(ofSection: section) else {
            record(.swipe(section: section, from: nil, to: nil))
            return
        }
        let (from, to) = bandScroller.swipe(framed.bands[index], by: distance, durationMs: durationMs, at: t)
        record(.swipe(section: section, from: from, to: to))
    }
}
