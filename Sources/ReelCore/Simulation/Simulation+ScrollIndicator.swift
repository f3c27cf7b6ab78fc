extension Simulation {
    /// The scroll indicator of the frame at the current time with the content at `offset` (exact), or nil when the
    /// scenario hides it (`scroll_indicator: false`), it has faded out, or the content fits the viewport. Counts the
    /// frames it shows in and its jumps; a jump over `ScrollIndicatorTracker.reportedJump` is logged.
    mutating func makeScrollIndicator(offset: Double) -> ScrollIndicator? {
        guard scenario.scrollIndicator else { return nil }
        let frame = indicatorTracker.frame(
            at: now, canvas: scenario.canvas, offset: offset, contentHeight: layout.contentHeight, anchorShift: anchorShift,
            scrolling: !scroll.isAtRest(at: now)
        )
        if frame.indicator != nil { counters.indicatorFramesVisible += 1 }
        if let jump = frame.jump, let knob = frame.knob {
            if jump > counters.indicatorLargestJump {
                counters.indicatorLargestJump = jump
                counters.indicatorLargestJumpFrame = frameIndex
            }
            if jump > ScrollIndicatorTracker.reportedJump {
                counters.indicatorJumps += 1
                record(.indicatorJump(jump: jump, top: knob.minY, length: knob.height, contentHeight: layout.contentHeight))
            }
        }
        return frame.indicator
    }
}
