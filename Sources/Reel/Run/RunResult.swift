import Foundation
import ReelCore

/// What a finished run produced and how long its stages took.
package struct RunResult: Sendable {
    package var directory: URL
    package var frameCount: Int
    /// Frames actually drawn (the rest repeat an identical earlier frame).
    package var drawnFrames: Int
    /// Frames whose pixels matched `RunOptions.knownPixels`, so no file was written for them.
    package var skippedFrames: Int = 0
    package var metrics: Metrics
    package var cachePeakBytes: Int
    package var timings: RunTimings
    /// What the run's report and charts show, kept in memory so `reel render --report` reads nothing back but the
    /// frames (nil for a comparison).
    package var record: RunRecord? = nil
    /// What drew every frame, when `RunOptions.recordsFrames` asked for it (on the first panel's result).
    var recording: FrameRecording? = nil
}

/// Wall-clock time of a run's stages, in seconds (for people and benchmarks, never in deterministic output).
package struct RunTimings: Sendable {
    package var total: Double = 0
    /// Time the simulation thread spent stepping the model (excluding waits for image bytes).
    package var simulation: Double = 0
    /// Time spent waiting at the asset barrier for real image results.
    package var barrierWait: Double = 0
    /// Summed over workers.
    package var drawing: Double = 0
    package var encoding: Double = 0
    package var cairoWriter: Double?

    /// Frames per second of the whole run.
    package func framesPerSecond(_ frames: Int) -> Double { total > 0 ? Double(frames) / total : 0 }
}

extension RunTimings {
    /// Adds the workers' drawing and encoding time of every frame.
    mutating func add(_ records: [FrameWriter.Record]) {
        for record in records {
            drawing += record.drawSeconds
            encoding += record.encodeSeconds
            if let cairo = record.cairoWriterSeconds { cairoWriter = (cairoWriter ?? 0) + cairo }
        }
    }
}

extension RunResult {
    /// The summary's `"run"` section: the clock, wall time, frames/s, frames drawn, workers, the time of each stage
    /// in ms and the process's peak memory so far. The one part of a summary that is not deterministic.
    func runSection(options: RunOptions) -> JSONLine {
        var run = JSONLine()
        run.add("wall_ms", timings.total * 1000)
        run.add("frames_per_second", timings.framesPerSecond(frameCount))
        run.add("frames_drawn", drawnFrames)
        run.add("workers", options.workers)
        run.add("clock", options.clock.rawValue)
        // The order the gallery's code ran in, when one was asked for (`--schedule`; it fitted, or the run failed).
        if let schedule = options.schedule { run.add("schedule", schedule.id) }
        run.add("simulation_ms", timings.simulation * 1000)
        run.add("barrier_wait_ms", timings.barrierWait * 1000)
        run.add("drawing_ms", timings.drawing * 1000)
        run.add("encoding_ms", timings.encoding * 1000)
        if let peak = PeakMemory.megabytes() { run.add("peak_rss_mb", peak) }
        return run
    }
}
