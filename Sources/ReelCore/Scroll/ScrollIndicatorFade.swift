/// When the scroll indicator shows, in virtual time: it fades in while the content scrolls, stays while it keeps
/// scrolling, and fades out a short while after the scroll view comes to rest, as UIScrollView's does.
///
/// A frame counts as scrolling when the scroll view is not at rest at its time: a drag, a flick decelerating, a
/// bounce or an animated `scroll_to`. A scroll without animation and scroll-anchor compensation move the content
/// without showing the indicator (UIKit shows it for user scrolling and animated scrolls only).
package struct ScrollIndicatorFade: Sendable, Equatable {
    /// Fade-in from hidden to fully shown.
    static let fadeInMs = 100.0
    /// How long the indicator stays fully shown after the last scrolling frame.
    static let holdMs = 500.0
    /// Fade-out from fully shown to hidden, after the hold.
    static let fadeOutMs = 300.0

    /// When the current fade-in (extrapolated back to alpha 0) started; nil before the first scroll.
    private var fadeInStart: Double?
    /// The time of the last scrolling frame.
    private var lastScrolling: Double?

    package init() {}

    /// The opacity at `t` before this frame is taken into account.
    package func alpha(at t: Double) -> Double {
        guard let start = fadeInStart, let last = lastScrolling else { return 0 }
        let fadingIn = (t - start) / Self.fadeInMs
        let fadingOut = 1 - (t - last - Self.holdMs) / Self.fadeOutMs
        return min(1, max(0, min(fadingIn, fadingOut)))
    }

    /// Takes the frame at `t` into account (`scrolling` or not) and returns its opacity. A scroll that starts while
    /// the indicator is hidden or fading out fades it in from where it is; the motion began after the previous
    /// frame (`frameDurationMs` earlier), so the first scrolling frame already shows it partly.
    package mutating func advance(to t: Double, scrolling: Bool, frameDurationMs: Double) -> Double {
        if scrolling {
            let current = alpha(at: t)
            let fullyShown = lastScrolling.map { t - $0 <= Self.holdMs } ?? false
            if !fullyShown {
                fadeInStart = t - frameDurationMs - current * Self.fadeInMs
            }
            lastScrolling = t
        }
        return alpha(at: t)
    }
}
