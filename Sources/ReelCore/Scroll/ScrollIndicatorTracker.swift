/// Follows the scroll indicator from frame to frame: its opacity, and how far its knob jumped for reasons other
/// than scrolling.
///
/// An **indicator jump** is the part of a frame's knob displacement that the scroll itself does not explain. The
/// knob drawn is compared with the knob this frame's offset — less this frame's scroll-anchor compensation — would
/// give over the previous frame's content height; the jump is the larger of the differences of their tops and of
/// their lengths, in points. Plain scrolling (a drag, a flick, a bounce, a `scroll_to`) is never a jump; estimates
/// replaced by measured heights, and snapshot updates, are.
package struct ScrollIndicatorTracker: Sendable, Equatable {
    /// Jumps larger than this (points) are logged as `indicator-jump` events and counted.
    static let reportedJump = 1.0

    /// What one frame's indicator is and does.
    package struct Frame: Sendable, Equatable {
        /// The indicator to draw; nil when hidden or when the content fits the viewport.
        package var indicator: ScrollIndicator?
        /// The knob, exact (not snapped), when there is content to indicate.
        package var knob: Rect?
        /// The frame's indicator jump (points); nil when the indicator is hidden in this frame or on the first frame.
        package var jump: Double?
    }

    package var fade = ScrollIndicatorFade()
    private var previousContentHeight: Double?
    private var previousAnchorShift = 0.0

    package init() {}

    /// The indicator of the frame at `t` (ms): the viewport of `canvas` scrolled to `offset` (exact) over
    /// `contentHeight` points inset by `contentInset`, `anchorShift` the total scroll-anchor compensation so far,
    /// `scrolling` whether the scroll view is moving.
    package mutating func frame(
        at t: Double, canvas: Canvas, offset: Double, contentHeight: Double, contentInset: ContentInset = .zero,
        anchorShift: Double, scrolling: Bool
    ) -> Frame {
        let alpha = fade.advance(to: t, scrolling: scrolling, frameDurationMs: canvas.frameDurationMs)
        let knob = ScrollIndicator.knob(
            viewportWidth: canvas.width, viewportHeight: canvas.height, contentHeight: contentHeight, offset: offset,
            inset: contentInset)
        var jump: Double?
        if alpha > 0, let knob, let previousContentHeight {
            let compensation = anchorShift - previousAnchorShift
            let expected = ScrollIndicator.knob(
                viewportWidth: canvas.width, viewportHeight: canvas.height, contentHeight: previousContentHeight,
                offset: offset - compensation, inset: contentInset)
            jump = expected.map { ScrollIndicator.displacement(of: knob, from: $0) }
        }
        previousContentHeight = contentHeight
        previousAnchorShift = anchorShift
        let indicator = knob.flatMap { knob in
            alpha > 0 ? ScrollIndicator(knob: ScrollIndicator.snapped(knob, scale: canvas.scale), alpha: alpha) : nil
        }
        return Frame(indicator: indicator, knob: knob, jump: jump)
    }
}
