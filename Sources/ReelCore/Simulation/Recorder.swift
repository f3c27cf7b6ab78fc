/// Turns what happens during a step into the timeline and the run's counters: every part of the simulation reports
/// here, stamped with the virtual time and frame the step has reached.
public struct Recorder: Sendable {
    /// The virtual time (ms) events are stamped with now: a frame's time, or a delivery's or action's own time.
    public var now = 0.0
    /// The frame being made.
    public private(set) var frameIndex = 0
    /// Counters and samples so far.
    public var metrics = Metrics()
    /// The current step's events, in the order they happened.
    public private(set) var events: [TimedEvent] = []

    public init() {}

    /// Appends `event`, stamped with `time` (default: now) and the current frame.
    public mutating func record(_ event: TimelineEvent, at time: Double? = nil) {
        events.append(TimedEvent(timeMs: time ?? now, frame: frameIndex, event: event))
    }

    /// Hands over the events recorded since the last frame, staying on this frame (after the last one: what the
    /// binding reports when the run ends).
    public mutating func takeEvents() -> [TimedEvent] {
        defer { events = [] }
        return events
    }

    /// Hands over the step's events and moves on to the next frame.
    public mutating func finishFrame() -> [TimedEvent] {
        defer {
            events = []
            frameIndex += 1
        }
        return events
    }
}
