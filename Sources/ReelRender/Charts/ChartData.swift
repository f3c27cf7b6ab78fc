import ReelCore

/// What the charts show about one run: per-item state segments over time, hitches and time-to-correct samples.
public struct ChartData: Sendable, Equatable {
    /// A span of time during which a displayed item's cell was in one state.
    public struct Segment: Sendable, Equatable {
        public var startMs: Double
        public var endMs: Double
        public var state: CellState

        /// Creates a segment.
        public init(startMs: Double, endMs: Double, state: CellState) {
            self.startMs = startMs
            self.endMs = endMs
            self.state = state
        }
    }

    /// One displayed item and its segments, in time order.
    public struct Row: Sendable, Equatable {
        public var item: String
        public var segments: [Segment]

        /// Creates a row.
        public init(item: String, segments: [Segment]) {
            self.item = item
            self.segments = segments
        }
    }

    /// A frame whose main-thread work overran its budget.
    public struct Hitch: Sendable, Equatable {
        public var timeMs: Double
        /// How long the hitch lasted, when the log says.
        public var durationMs: Double?

        /// Creates a hitch mark.
        public init(timeMs: Double, durationMs: Double?) {
            self.timeMs = timeMs
            self.durationMs = durationMs
        }
    }

    /// The run's length in ms (to the end of the last frame).
    public var durationMs: Double
    /// Items in order of first display.
    public var rows: [Row]
    /// Hitches; nil when the run's log does not record hitches at all (shown as "n/a").
    public var hitches: [Hitch]?
    /// Time from first display to the correct image, one sample per display episode that reached it.
    public var timeToCorrectMs: [Double]
    /// Display episodes that ended (or the run ended) before the correct image showed.
    public var neverCorrect: Int

    /// Creates chart data.
    public init(durationMs: Double, rows: [Row], hitches: [Hitch]?, timeToCorrectMs: [Double], neverCorrect: Int) {
        self.durationMs = durationMs
        self.rows = rows
        self.hitches = hitches
        self.timeToCorrectMs = timeToCorrectMs
        self.neverCorrect = neverCorrect
    }
}
