import Foundation
import ReelCore
import ReelGraphics
import ReelImages
import ReelRender

/// Runs a scenario end to end: simulation, real image loading, rendering workers and the output files.
public enum Runner {
    /// Renders `loaded` into its output folder; throws `OutputError` (or a startup error) when it cannot finish.
    public static func run(_ loaded: LoadedScenario, options: RunOptions = .init()) throws -> RunResult {
        let clock = ContinuousClock()  // stage durations for the summary's "run" section, and pacing in --clock wall
        let started = clock.now
        let arrivals: ArrivalSource = options.clock == .wall ? .wallClock : loaded.trace.map { .trace($0) } ?? .modelled
        var simulation = try Simulation(scenario: loaded.scenario, template: loaded.template, file: loaded.file, arrivals: arrivals)
        simulation.makesMinimap = options.render.minimap
        simulation.measureText = FontMeasure().measure
        let directory = options.outputDirectory
            ?? URL(fileURLWithPath: "output", isDirectory: true).appendingPathComponent(loaded.scenario.name)
        let output = try RunOutput(directory: directory)
        let services = try ImageServices(scenario: loaded.scenario, items: simulation.items)
        defer { services.stop() }

        let canvas = loaded.scenario.canvas
        let template = loaded.template
        let (imageFrame, imageSize, renderOptions) = (simulation.imageFrame, simulation.imageSize, options.render)
        let writer = FrameWriter(workers: options.workers, directory: output.frames, measureCairoWriter: options.measureCairoWriter) {
            try FrameRenderer(canvas: canvas, template: template, imageFrame: imageFrame, imageSize: imageSize, options: renderOptions)
        }
        var timings = RunTimings()
        var images = ImageStore()
        var trace: [String] = []
        var outstanding: [Int: ImageKey] = [:]
        var previous: FrameState?
        var previousDrawn = 0
        do {
            while !simulation.isFinished {
                if options.clock == .wall {
                    let frameTime = started + .milliseconds(Int64(simulation.nextFrameTime.rounded()))
                    if frameTime > clock.now { Thread.sleep(forTimeInterval: (frameTime - clock.now).seconds) }
                    reportArrivals(&outstanding, to: &simulation, images: &images, pipeline: services.pipeline, since: started)
                }
                let stepStart = clock.now
                var waited = Duration.zero
                let step = simulation.step { request in
                    let waitStart = clock.now
                    defer { waited += clock.now - waitStart }
                    outstanding[request.task] = nil
                    return images.accept(services.pipeline.result(for: request.task), for: ImageKey(url: request.url, size: request.size))
                }
                for request in step.newRequests {
                    services.pipeline.start(request)
                    outstanding[request.task] = ImageKey(url: request.url, size: request.size)
                }
                for task in step.cancelledTasks {
                    services.pipeline.cancel(task: task)
                    outstanding[task] = nil
                }
                if step.evicted || step.frame.index % 120 == 0 { images.retain(only: simulation.retainedImageKeys()) }
                timings.simulation += (clock.now - stepStart - waited).seconds
                timings.barrierWait += waited.seconds
                try output.record(step)
                if options.recordTrace != nil { trace += step.deliveries.map(\.jsonLine) }
                if let previous, previous.drawsSame(as: step.frame) {
                    writer.submitRepeat(step.frame.index, of: previousDrawn)
                } else {
                    try writer.submit(FrameWriter.Job(
                        index: step.frame.index, panels: [PanelFrame(frame: step.frame, images: images.pixels(for: step.frame))]
                    ))
                    previousDrawn = step.frame.index
                }
                previous = step.frame
                options.progress?(step.frame.index + 1)
            }
        } catch {
            _ = try? writer.finish()
            throw error
        }
        let records = try writer.finish()
        timings.total = (clock.now - started).seconds
        for record in records {
            timings.drawing += record.drawSeconds
            timings.encoding += record.encodeSeconds
            if let cairo = record.cairoWriterSeconds { timings.cairoWriter = (timings.cairoWriter ?? 0) + cairo }
        }
        var result = RunResult(
            directory: directory, frameCount: records.count, drawnFrames: records.filter { $0.repeatOf == nil }.count,
            metrics: simulation.metrics, cachePeakBytes: simulation.cachePeakBytes, timings: timings
        )
        if let url = options.recordTrace {
            try AtomicFile.write(Data(trace.map { $0 + "\n" }.joined().utf8), to: url)
        }
        result.record = try output.finish(loaded: loaded, result: result, records: records, options: options)
        return result
    }

    /// Wall-clock mode: tells the simulation about every real result that has arrived, at its real time.
    private static func reportArrivals(
        _ outstanding: inout [Int: ImageKey], to simulation: inout Simulation, images: inout ImageStore, pipeline: ImagePipeline,
        since start: ContinuousClock.Instant
    ) {
        for task in outstanding.keys.sorted() {
            guard let key = outstanding[task], let (result, arrival) = pipeline.poll(task: task) else { continue }
            outstanding[task] = nil
            let outcome = images.accept(result, for: key)
            simulation.reportArrival(task: task, at: max(0, (arrival - start).seconds * 1000), outcome: outcome)
        }
    }
}
