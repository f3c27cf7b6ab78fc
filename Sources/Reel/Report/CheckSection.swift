import Foundation

/// The part of `report.html` a `reel check` run adds: its verdict and, per failing frame, expected/actual/diff.
public struct CheckSection: Sendable {
    /// One frame that did not match its golden.
    public struct Failure: Sendable {
        /// The frame number.
        public var frame: Int
        /// The golden PNG.
        public var expected: URL
        /// The PNG this run produced.
        public var actual: URL
        /// A PNG highlighting the differing pixels, if the checker wrote one.
        public var diff: URL?
        /// One line about the difference, e.g. "1 204 pixels differ (0.09%)".
        public var message: String

        /// Creates a failing-frame entry.
        public init(frame: Int, expected: URL, actual: URL, diff: URL?, message: String) {
            self.frame = frame
            self.expected = expected
            self.actual = actual
            self.diff = diff
            self.message = message
        }
    }

    /// The headline, e.g. "3 of 473 frames differ from goldens/quickstart".
    public var title: String
    /// True when the check passed.
    public var passed: Bool
    /// Failing frames in frame order (only the first `maxEmbedded` get their images embedded).
    public var failures: [Failure]
    /// Further lines to show (thresholds used, timeline differences…).
    public var notes: [String]
    /// How many failing frames get their three images embedded (the rest are listed).
    public var maxEmbedded: Int

    /// Creates a check section.
    public init(title: String, passed: Bool, failures: [Failure], notes: [String] = [], maxEmbedded: Int = 12) {
        self.title = title
        self.passed = passed
        self.failures = failures
        self.notes = notes
        self.maxEmbedded = maxEmbedded
    }
}
