import ReelCore

/// What the charts show about one run: per-item state segments over time, hitches and time-to-correct samples.
package struct ChartData: Sendable, Equatable {
    /// A span of time during which a displayed item's cell was in one state.
    package struct Segment: Sendable, Equatable {
        package var startMs: Double
        package var endMs: Double
        package var state: CellState

        /// Creates a segment.
        package init(startMs: Double, endMs: Double, state: CellState) {
            self.startMs = startMs
            self.endMs = endMs
            self.state = state
        }
    }

    /// One displayed item and its segments, in time order.
    package struct Row: Sendable, Equatable {
        package var item: String
        package var segments: [Segment]

        /// Creates a row.
        package init(item: String, segments: [Segment]) {
            self.item = item
            self.segments = segments
        }
    }

    /// A frame whose main-thread work overran its budget.
    package struct Hitch: Sendable, Equatable {
        package var timeMs: Double
        /// How long the hitch lasted, when the log says.
        package var durationMs: Double?

        /// Creates a hitch mark.
        package init(timeMs: Double, durationMs: Double?) {
            self.timeMs = timeMs
            self.durationMs = durationMs
        }
    }

    /// The run's length in ms (to the end of the last frame).
    package var durationMs: Double
    /// Items in order of first display.
    package var rows: [Row]
    /// Hitches; nil when the run's log does not record hitches at all (shown as "n/a").
    package var hitches: [Hitch]?
    /// Time from first display to the correct image, one sample per display episode that reached it.
    package var timeToCorrectMs: [Double]
    /// Display episodes that ended (or the run ended) before the correct image showed.
    package var neverCorrect: Int

    /// Creates chart data.
    package init(durationMs: Double, rows: [Row], hitches: [Hitch]?, timeToCorrectMs: [Double], neverCorrect: Int) {
        self.durationMs = durationMs
        self.rows = rows
        self.hitches = hitches
        self.timeToCorrectMs = timeToCorrectMs
        self.neverCorrect = neverCorrect
    }
}
