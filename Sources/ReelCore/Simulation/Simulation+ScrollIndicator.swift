extension Simulation {
    /// The scroll indicator of the frame at the current time with the content at `offset` (exact), computed on
    /// `tracker` (a copy the caller commits once it knows whether the frame is shown).
    func makeScrollIndicator(offset: Double, tracker: inout ScrollIndicatorTracker) -> ScrollIndicatorTracker.Frame {
        tracker.frame(
            at: now, canvas: scenario.canvas, offset: offset, contentHeight: layout.contentHeight,
            contentInset: scroll.contentInset,
            anchorShift: layoutState.anchorShift,
            scrolling: !scroll.isAtRest(at: now)
        )
    }

    /// Keeps the fade of every frame, but measures only frames the user sees: while a hitch repeats the previous
    /// frame, the jump baseline stays at the last frame shown, so a jump is always between two frames on screen.
    /// Counts the frames it shows in and its jumps; a jump over `ScrollIndicatorTracker.reportedJump` is logged.
    mutating func commitScrollIndicator(
        _ frame: ScrollIndicatorTracker.Frame, tracker: ScrollIndicatorTracker, shown: Bool
    ) {
        guard shown else {
            indicatorTracker.fade = tracker.fade
            return
        }
        indicatorTracker = tracker
        if frame.indicator != nil { recorder.note(.indicatorShown) }
        if let jump = frame.jump, let knob = frame.knob {
            recorder.note(.indicatorMoved(points: jump, frame: frameIndex))
            if jump > ScrollIndicatorTracker.reportedJump {
                record(
                    .indicatorJump(jump: jump, top: knob.minY, length: knob.height, contentHeight: layout.contentHeight)
                )
            }
        }
    }
}
