import Foundation
import ReelCore
import ReelGraphics
import ReelImages

/// One panel of a run, owned by the run driver's thread: its simulation, its image pipeline, the pixels it may
/// still show, its logs, and what it records for a trace. A render has one panel; a comparison several.
final class PanelRun: RunPanel {
    /// The panel's name (the variant's; a render's panel is named after its scenario).
    let name: String
    let scenario: Scenario
    var simulation: Simulation
    let services: ImageServices
    /// Where the panel's timeline and cells go.
    let output: RunOutput
    /// The pixels behind image keys the simulation may still show.
    private(set) var images = ImageStore()
    /// The last frame the panel made (a finished panel keeps showing it while others run on).
    private(set) var lastFrame: FrameState?
    /// One JSON line per finished request, kept when the run records a trace.
    private(set) var traceLines: [String] = []
    /// Requests started and not yet answered: task → the key of their image (reported as they arrive, on the wall
    /// clock).
    private var outstanding: [LoadTaskID: ImageKey] = [:]

    init(name: String, scenario: Scenario, simulation: Simulation, services: ImageServices, output: RunOutput) {
        self.name = name
        self.scenario = scenario
        self.simulation = simulation
        self.services = services
        self.output = output
    }

    /// Makes the next frame: answers the simulation's due loads from the pipeline (the asset barrier), starts and
    /// cancels transfers, releases pixels no longer needed, and appends the step to the panel's logs. Adds the time
    /// spent stepping and waiting at the barrier to `timings`.
    func step(recordingTrace: Bool, timings: inout RunTimings) throws -> FrameState {
        // The clock measures stage durations for the summary's "run" section; it never reaches frames or logs.
        let clock = ContinuousClock()
        let stepStart = clock.now
        var waited = Duration.zero
        let pipeline = services.pipeline
        let step = simulation.step { request in
            let waitStart = clock.now
            defer { waited += clock.now - waitStart }
            outstanding[request.task] = nil
            let key = ImageKey(url: request.url, size: request.size)
            return images.accept(pipeline.result(for: request.task), for: key)
        }
        for request in step.newRequests {
            pipeline.start(request)
            outstanding[request.task] = ImageKey(url: request.url, size: request.size)
        }
        for task in step.cancelledTasks {
            pipeline.cancel(task: task)
            outstanding[task] = nil
        }
        if step.evicted || step.frame.index % 120 == 0 { images.retain(only: simulation.retainedImageKeys()) }
        if let stop = simulation.userCodeStop { throw stop }
        timings.simulation += (clock.now - stepStart - waited).seconds
        timings.barrierWait += waited.seconds
        try output.record(step)
        if recordingTrace { traceLines += step.deliveries.map(\.jsonLine) }
        lastFrame = step.frame
        return step.frame
    }

    var directory: URL { output.directory }
    var isFinished: Bool { simulation.isFinished }
    var nextFrameTime: Double { simulation.nextFrameTime }
    var metrics: Metrics { simulation.metrics }
    var staleCellFrames: Int { simulation.metrics.count(.stale) }
    var cachePeakBytes: Int { simulation.cachePeakBytes }
    var trace: [String]? { traceLines }
    var imageFrame: Rect { simulation.imageFrame }
    var imageSize: PixelSize { simulation.imageSize }

    func pixels(for frame: FrameState) -> [ImageKey: Bitmap] { images.pixels(for: frame) }

    /// After the last frame: lets the binding report what the user's code left unfinished, into the timeline.
    func finish() throws {
        try output.recordAfterLastFrame(simulation.finish())
    }

    func finishOutput(
        loaded: LoadedScenario, result: RunResult, records: [FrameWriter.Record]?, options: RunOptions
    ) throws -> RunRecord? {
        try output.finish(loaded: loaded, result: result, records: records, options: options)
    }

    /// Wall-clock mode: tells the simulation about every real result that has arrived, at its real time since `start`.
    func reportArrivals(since start: ContinuousClock.Instant) {
        for task in outstanding.keys.sorted() {
            guard let key = outstanding[task], let (result, arrival) = services.pipeline.poll(task: task) else {
                continue
            }
            outstanding[task] = nil
            let outcome = images.accept(result, for: key)
            simulation.reportArrival(task: task, at: max(0, (arrival - start).seconds * 1000), outcome: outcome)
        }
    }
}
