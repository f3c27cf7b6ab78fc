import Foundation
import ReelCore
import ReelGraphics

/// The part of `report.html` a `reel check` run adds: its verdict, each run of consecutive failing frames with its
/// worst frame as expected/actual/diff (the cells' overlay drawn over them, zoomed to what changed), and a link to
/// every failing frame.
package struct CheckSection: Sendable {
    /// One frame that did not match its golden.
    package struct Failure: Sendable {
        /// The frame number.
        package var frame: Int
        /// The golden PNG.
        package var expected: URL
        /// The PNG this run produced.
        package var actual: URL
        /// A PNG highlighting the differing pixels, if the checker wrote one.
        package var diff: URL?
        /// One line about the difference, e.g. "1 204 pixels differ (0.09%)".
        package var message: String
        /// How many pixels differ: the worst frame of a run of failing frames is the one with the most.
        package var differentPixels: Int
        /// The box around the differing pixels (nil when unknown): the report zooms to the cells it touches.
        package var bounds: PixelRect?

        /// Creates a failing-frame entry. `expected`, `actual` and `diff` that do not exist (frames whose images were
        /// not kept) are linked to the report's scrubber instead of shown.
        package init(
            frame: Int, expected: URL, actual: URL, diff: URL?, message: String, differentPixels: Int = 0,
            bounds: PixelRect? = nil
        ) {
            self.frame = frame
            self.expected = expected
            self.actual = actual
            self.diff = diff
            self.message = message
            self.differentPixels = differentPixels
            self.bounds = bounds
        }
    }

    /// The headline, e.g. "3 of 473 frames differ from goldens/quickstart".
    package var title: String
    /// True when the check passed.
    package var passed: Bool
    /// Failing frames in frame order; every one is linked from the report.
    package var failures: [Failure]
    /// Further lines to show (thresholds used, timeline differences…).
    package var notes: [String]
    /// How many runs of consecutive failing frames get their worst frame's three images embedded, the worst runs
    /// first (the others are listed and linked to the scrubber).
    package var maxEmbedded: Int
    /// The golden folder: its `cells.csv` draws the overlay over the expected frames (the run's draws the others).
    package var golden: URL?
    /// Pixels per point of the frames (the canvas scale): `cells.csv` boxes are in points. Without it, no overlay.
    package var scale: Double?

    /// Creates a check section.
    package init(
        title: String, passed: Bool, failures: [Failure], notes: [String] = [], maxEmbedded: Int = 12,
        golden: URL? = nil, scale: Double? = nil
    ) {
        self.title = title
        self.passed = passed
        self.failures = failures
        self.notes = notes
        self.maxEmbedded = maxEmbedded
        self.golden = golden
        self.scale = scale
    }
}
