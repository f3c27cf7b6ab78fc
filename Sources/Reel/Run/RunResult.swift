import Foundation
import ReelCore

/// What a finished run produced and how long its stages took.
public struct RunResult: Sendable {
    public var directory: URL
    public var frameCount: Int
    /// Frames actually drawn (the rest repeat an identical earlier frame).
    public var drawnFrames: Int
    public var metrics: Metrics
    public var cachePeakBytes: Int
    public var timings: RunTimings
    /// What the run's report and charts show, kept in memory so `reel render --report` reads nothing back but the
    /// frames (nil for a comparison).
    public var record: RunRecord? = nil
}

/// Wall-clock time of a run's stages, in seconds (for people and benchmarks, never in deterministic output).
public struct RunTimings: Sendable {
    public var total: Double = 0
    /// Time the simulation thread spent stepping the model (excluding waits for image bytes).
    public var simulation: Double = 0
    /// Time spent waiting at the asset barrier for real image results.
    public var barrierWait: Double = 0
    /// Summed over workers.
    public var drawing: Double = 0
    public var encoding: Double = 0
    public var cairoWriter: Double?

    /// Frames per second of the whole run.
    public func framesPerSecond(_ frames: Int) -> Double { total > 0 ? Double(frames) / total : 0 }
}
