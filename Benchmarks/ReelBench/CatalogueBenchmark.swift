import CatalogueOracle
import Foundation
import ReelCore
import ReelKit

/// The catalogue side by side: one scenario's simulation (no rendering, loads answered at once) with the binding
/// run by its oracle strategy (plain Swift on the world, no user code) and by its ReelKit cell class (the shipping
/// catalogue, run like a user's code), in frames per second.
enum CatalogueBenchmark {
    /// Frames/s of both catalogues on one scenario.
    struct Measurement: Sendable, CustomStringConvertible {
        var frames: Int
        var coreFramesPerSecond: Double
        var reelKitFramesPerSecond: Double

        /// ReelKit's speed as a share of ReelCore's.
        var ratio: Double { reelKitFramesPerSecond / max(coreFramesPerSecond, 1e-9) }

        var description: String {
            "simulation alone (thread CPU time), \(frames) frames: "
                + "oracle strategy \(Self.fixed(coreFramesPerSecond)) frames/s, "
                + "ReelKit cell \(Self.fixed(reelKitFramesPerSecond)) frames/s → \(Self.fixed(ratio * 100))%"
        }

        static func fixed(_ value: Double) -> String { String(format: "%.1f", value) }
    }

    /// Best of `runs` simulations of `scenario` with each catalogue, alternating, after one warm-up of each, in CPU
    /// time of the simulating thread (frames/s of one core). Runs on a thread of its own (ReelKit makes the thread
    /// that drives a simulation its main actor for each call).
    static func run(scenario: Scenario, template: Template, runs: Int) throws -> Measurement {
        let box = ResultBox()
        let thread = Thread {
            box.result = Result { try measure(scenario: scenario, template: template, runs: runs) }
            box.done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        box.done.wait()
        return try box.result!.get()
    }

    private static func measure(scenario: Scenario, template: Template, runs: Int) throws -> Measurement {
        let kit = BindingCatalog.builtIn
        _ = try simulate(scenario, template, catalog: .oracle)
        _ = try simulate(scenario, template, catalog: kit)
        var core = Double.infinity
        var reelKit = Double.infinity
        var frames = 0
        for _ in 0..<max(1, runs) {
            let a = try simulate(scenario, template, catalog: .oracle)
            let b = try simulate(scenario, template, catalog: kit)
            core = min(core, a.seconds)
            reelKit = min(reelKit, b.seconds)
            frames = a.frames
        }
        return Measurement(
            frames: frames, coreFramesPerSecond: Double(frames) / core,
            reelKitFramesPerSecond: Double(frames) / reelKit)
    }

    /// Seconds for one whole simulation of `scenario`, and its frame count.
    static func simulate(_ scenario: Scenario, _ template: Template, catalog: BindingCatalog) throws -> (
        seconds: Double, frames: Int
    ) {
        let start = threadCPUSeconds()
        var simulation = try Simulation(scenario: scenario, template: template, catalog: catalog)
        var frames = 0
        while !simulation.isFinished {
            _ = simulation.step { _ in .success(bytes: 50_000, pixels: 262_144) }
            frames += 1
        }
        simulation.finish()
        return (threadCPUSeconds() - start, frames)
    }

    /// CPU time the calling thread has used: steadier than wall time when other processes share the cores.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)  // measures the benchmark only
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    // @unchecked Sendable: `result` is written by the measuring thread before it signals `done`, and read by the
    // waiting thread only after `done.wait()` returns (the semaphore orders the two).
    private final class ResultBox: @unchecked Sendable {
        var result: Result<Measurement, any Error>?
        let done = DispatchSemaphore(value: 0)
    }
}
