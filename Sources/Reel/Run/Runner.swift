import Foundation
import ReelCore
import ReelGraphics
import ReelImages
import ReelRender

/// Runs a scenario end to end: simulation, real image loading, rendering workers and the output files.
public enum Runner {
    /// Renders `loaded` into its output folder; throws `OutputError` (or a startup error) when it cannot finish.
    public static func run(_ loaded: LoadedScenario, options: RunOptions = .init()) throws -> RunResult {
        let clock = ContinuousClock()  // measures stage durations for the summary's "run" section only
        let started = clock.now
        var simulation = try Simulation(scenario: loaded.scenario, template: loaded.template, file: loaded.file)
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
        var store: [ImageKey: Bitmap] = [:]
        var previous: FrameState?
        var previousDrawn = 0
        do {
            while !simulation.isFinished {
                let stepStart = clock.now
                var waited = Duration.zero
                let step = simulation.step { request in
                    let waitStart = clock.now
                    defer { waited += clock.now - waitStart }
                    switch services.pipeline.result(for: request.task) {
                    case .image(let bitmap, let bytes):
                        store[ImageKey(url: request.url, size: request.size)] = bitmap
                        return .success(bytes: bytes)
                    case .failure(let reason):
                        return .failure(reason)
                    }
                }
                for request in step.newRequests { services.pipeline.start(request) }
                for task in step.cancelledTasks { services.pipeline.cancel(task: task) }
                if step.evicted || step.frame.index % 120 == 0 {
                    let retained = simulation.retainedImageKeys()
                    store = store.filter { retained.contains($0.key) }
                }
                timings.simulation += (clock.now - stepStart - waited).seconds
                timings.barrierWait += waited.seconds
                try output.record(step)
                if let previous, previous.drawsSame(as: step.frame) {
                    writer.submitRepeat(step.frame.index, of: previousDrawn)
                } else {
                    var images: [ImageKey: Bitmap] = [:]
                    for cell in step.frame.cells {
                        if case .image(let tag) = cell.content { images[tag.key] = store[tag.key] }
                    }
                    try writer.submit(FrameWriter.Job(frame: step.frame, images: images))
                    previousDrawn = step.frame.index
                }
                previous = step.frame
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
        let result = RunResult(
            directory: directory, frameCount: records.count, drawnFrames: records.filter { $0.repeatOf == nil }.count,
            metrics: simulation.metrics, cachePeakBytes: simulation.cachePeakBytes, timings: timings
        )
        try output.finish(loaded: loaded, result: result, records: records, options: options)
        return result
    }
}
