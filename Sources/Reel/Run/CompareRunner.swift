import Foundation
import ReelCore
import ReelGraphics
import ReelImages
import ReelRender

/// Runs variants of one scenario in lockstep — the same scroll, the same network draws — and renders them side
/// by side into one frame sequence. Each panel's logs go to `panels/<name>/`.
public enum CompareRunner {
    /// Renders the comparison into `options.outputDirectory` (default `output/<name>-compare/`).
    public static func run(_ loaded: LoadedScenario, variants: [Variant], options: RunOptions = .init()) throws -> RunResult {
        let clock = ContinuousClock()  // stage durations for the summary's "run" section only
        let started = clock.now
        let arrivals: ArrivalSource = loaded.trace.map { .trace($0) } ?? .modelled
        let measure = FontMeasure().measure
        var simulations = try variants.map { variant throws(InputError) in
            var simulation = try Simulation(scenario: variant.scenario, template: loaded.template, file: loaded.file, arrivals: arrivals)
            simulation.makesMinimap = options.render.minimap
            simulation.measureText = measure
            return simulation
        }
        let directory = options.outputDirectory
            ?? URL(fileURLWithPath: "output", isDirectory: true).appendingPathComponent("\(loaded.scenario.name)-compare")
        let output = try RunOutput(directory: directory)
        let panelOutputs = try variants.map { try RunOutput(directory: directory.appendingPathComponent("panels/\(safe($0.name))"), withFrames: false) }
        let needsServer = zip(variants, simulations).contains { ImageServices.needsEmbeddedServer(scenario: $0.scenario, items: $1.items) }
        let server = needsServer ? try ImageServices.startEmbeddedServer() : nil
        defer { server?.stop() }
        let services = try zip(variants, simulations).map { try ImageServices(scenario: $0.scenario, items: $1.items, sharedServer: server) }
        defer { services.forEach { $0.stop() } }

        let first = simulations[0]
        let (canvas, template, count) = (loaded.scenario.canvas, loaded.template, variants.count)
        let (imageFrame, imageSize, renderOptions) = (first.imageFrame, first.imageSize, options.render)
        let writer = FrameWriter(workers: options.workers, directory: output.frames, measureCairoWriter: false) {
            try ComparisonRenderer(count: count, canvas: canvas, template: template, imageFrame: imageFrame, imageSize: imageSize, options: renderOptions)
        }
        var stores = [ImageStore](repeating: ImageStore(), count: count)
        var last: [FrameState?] = Array(repeating: nil, count: count)
        var previous: [PanelFrame]?
        var previousDrawn = 0
        var index = 0
        do {
            while simulations.contains(where: { !$0.isFinished }) {
                var panels: [PanelFrame] = []
                for panel in 0..<count {
                    if !simulations[panel].isFinished {
                        let step = simulations[panel].step { request in
                            stores[panel].accept(services[panel].pipeline.result(for: request.task), for: ImageKey(url: request.url, size: request.size))
                        }
                        for request in step.newRequests { services[panel].pipeline.start(request) }
                        for task in step.cancelledTasks { services[panel].pipeline.cancel(task: task) }
                        if step.evicted || step.frame.index % 120 == 0 { stores[panel].retain(only: simulations[panel].retainedImageKeys()) }
                        try panelOutputs[panel].record(step)
                        last[panel] = step.frame
                    }
                    guard var frame = last[panel] else { continue }
                    frame.index = index
                    let metrics = simulations[panel].metrics
                    let placeholders = frame.cells.filter { $0.state == .placeholder }.count
                    panels.append(PanelFrame(
                        frame: frame, images: stores[panel].pixels(for: frame), label: variants[panel].name,
                        counters: "stale cell-frames \(metrics.count(.stale)) · placeholders on screen \(placeholders)"
                    ))
                }
                if let previous, previous.count == panels.count, zip(previous, panels).allSatisfy({ $0.drawsSame(as: $1) }) {
                    writer.submitRepeat(index, of: previousDrawn)
                } else {
                    try writer.submit(FrameWriter.Job(index: index, panels: panels))
                    previousDrawn = index
                }
                previous = panels
                index += 1
            }
        } catch {
            _ = try? writer.finish()
            throw error
        }
        let records = try writer.finish()
        var timings = RunTimings()
        timings.total = (clock.now - started).seconds
        for (panel, simulation) in simulations.enumerated() {
            var panelLoaded = loaded
            panelLoaded.scenario = variants[panel].scenario
            let result = RunResult(
                directory: panelOutputs[panel].directory, frameCount: records.count, drawnFrames: records.filter { $0.repeatOf == nil }.count,
                metrics: simulation.metrics, cachePeakBytes: simulation.cachePeakBytes, timings: timings
            )
            try panelOutputs[panel].finish(loaded: panelLoaded, result: result, records: nil, options: options)
        }
        try output.finishComparison(
            loaded: loaded, panels: zip(variants, simulations).map { ($0.name, $1.metrics) }, records: records
        )
        return RunResult(
            directory: directory, frameCount: records.count, drawnFrames: records.filter { $0.repeatOf == nil }.count,
            metrics: simulations[0].metrics, cachePeakBytes: simulations[0].cachePeakBytes, timings: timings
        )
    }

    /// A panel folder name: letters, digits, '-', '_', '.', '=' kept; anything else becomes '_'.
    static func safe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "-_.=".contains($0) ? $0 : "_" })
    }
}
