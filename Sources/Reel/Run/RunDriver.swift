internal import CUserCodeTrap
import Foundation
import ReelCore
import ReelExecutors
import ReelFiles
import ReelGraphics
import ReelKit
import ReelRender

/// The one frame loop behind `render`, `compare`, `check` and ReelTesting. It runs N ≥ 1 panels in lockstep — the
/// same scroll, the same network draws — and owns everything a run does besides drawing: stepping each panel's
/// simulation, the asset barrier, wall-clock pacing and arrivals (`--clock wall`), trace recording, image
/// retention, repeated frames, the frame writers, stage timings and each panel's output. `RunLayout` says how
/// panels become a frame and where their logs go.
enum RunDriver {
    /// Runs `variants` (one per panel) of `loaded` and writes the run folder; returns one result per panel.
    static func run(
        _ loaded: LoadedScenario, variants: [Variant], layout: RunLayout, options: RunOptions
    ) throws -> (directory: URL, panels: [RunResult]) {
        precondition(!variants.isEmpty, "a run has at least one panel")
        let clock = ContinuousClock()  // stage durations for the summary's "run" section, and pacing in --clock wall
        let started = clock.now
        let arrivals: ArrivalSource = options.clock == .wall ? .wallClock : loaded.trace.map { .trace($0) } ?? .modelled
        let isolated = variants.map { options.isolation != nil && $0.scenario.gallery != nil }
        // A panel run in its own process makes its simulation there: the user's code never runs in this process.
        let made = try zip(variants, isolated).map { variant, isolated throws(InputError) in
            isolated ? nil : try makeSimulation(variant, loaded: loaded, arrivals: arrivals, options: options)
        }
        let simulations = made.map { $0?.simulation }
        let directory = options.outputDirectory ?? layout.defaultDirectory(for: loaded.scenario)
        // A render's panel run in its own process writes the run folder's logs there.
        let output = try RunOutput(directory: directory, logs: !(layout == .single && isolated[0]))
        // A trap in the user's code on this thread names the folder it leaves unfinished.
        directory.path.withCString { reel_trap_set_output($0) }
        defer { reel_trap_set_output(nil) }
        let needsServer = zip(variants, simulations).contains { variant, simulation in
            simulation.map { ImageServices.needsEmbeddedServer(scenario: variant.scenario, items: $0.items) } ?? false
        }
        let server = needsServer ? try ImageServices.startEmbeddedServer() : nil
        defer { server?.stop() }
        var panels: [any RunPanel] = []
        defer { for case let panel as PanelRun in panels { panel.services.stop() } }
        for (index, variant) in variants.enumerated() {
            let panelDirectory = layout.panelDirectory(named: variant.name, in: directory)
            if let simulation = simulations[index] {
                let services = try ImageServices(scenario: variant.scenario, items: simulation.items, server: server)
                let panelOutput =
                    layout == .single ? output : try RunOutput(directory: panelDirectory, withFrames: false)
                panels.append(
                    PanelRun(
                        name: variant.name, scenario: variant.scenario, simulation: simulation, services: services,
                        output: panelOutput))
            } else if let isolation = options.isolation {
                let trace = options.recordTrace.map { layout.traceFile($0, panel: variant.name) }
                panels.append(
                    try IsolatedPanel(
                        variant: variant, index: index, directory: panelDirectory, trace: trace, isolation: isolation,
                        sharedOutput: layout == .single ? output : nil))
            }
        }
        let first = panels[0]
        let writer = FrameWriter(
            workers: options.workers, directory: output.frames, measureCairoWriter: options.measureCairoWriter,
            knownPixels: options.knownPixels ?? [], writesChangedFrames: options.writesChangedFrames,
            previewWidth: options.previewWidth,
            makeRenderer: layout.renderer(
                panels: panels.count, canvas: loaded.scenario.canvas, template: loaded.template,
                imageFrame: first.imageFrame, imageSize: first.imageSize, options: options.render
            )
        )
        var timings = RunTimings()
        let recorder = options.recordsFrames ? FrameRecorder(layout: layout) : nil
        do {
            try loop(
                panels, layout: layout, writer: writer, recorder: recorder, options: options, started: started,
                timings: &timings)
        } catch {
            _ = try? writer.finish()
            throw error
        }
        let records = try writer.finish()
        // Before any log or manifest is written: a schedule that does not fit ran another order than asked. Its
        // frames are removed with the folder reel made: bad input leaves nothing behind.
        do {
            for chooser in made.compactMap({ $0?.chooser }) { try checkFits(chooser, options: options) }
        } catch {
            OwnedFolder.remove(directory)
            throw error
        }
        for panel in panels { try panel.finish() }
        timings.total = (clock.now - started).seconds
        timings.add(records)
        var results = panels.map { panel in
            RunResult(
                directory: panel.directory, frameCount: records.count,
                drawnFrames: records.filter { $0.repeatOf == nil }.count,
                skippedFrames: records.filter { !$0.written }.count, metrics: panel.metrics,
                cachePeakBytes: panel.cachePeakBytes, timings: timings
            )
        }
        if let file = options.recordTrace {
            for panel in panels {
                guard let trace = panel.trace else { continue }  // the panel's own process wrote it
                let lines = trace.map { $0 + "\n" }.joined()
                try AtomicFile.write(Data(lines.utf8), to: layout.traceFile(file, panel: panel.name))
            }
        }
        results[0].recording = recorder?.recording(
            canvas: loaded.scenario.canvas, template: loaded.template, imageFrame: first.imageFrame,
            imageSize: first.imageSize, options: options.render)
        let reportRecords = try finish(
            loaded, panels: panels, results: results, records: records, layout: layout, output: output, options: options
        )
        for (index, record) in reportRecords.enumerated() { results[index].record = record }
        return (directory, results)
    }

    /// A panel's simulation, made as every run makes it (`PanelWorker` too), with the chooser that replays
    /// `options.schedule` in it (`checkFits` after the run).
    static func makeSimulation(
        _ variant: Variant, loaded: LoadedScenario, arrivals: ArrivalSource, options: RunOptions
    ) throws(InputError) -> (simulation: Simulation, chooser: ScheduleChooser?) {
        // A schedule reaches the gallery's executor through the chooser its host finds while it is made.
        let chooser = options.schedule.map { ScheduleChooser(.replay($0)) }
        let made = ScheduleChooser.$current.withValue(chooser) { () -> Result<Simulation, InputError> in
            Result { () throws(InputError) in
                try Simulation(
                    scenario: variant.scenario, template: loaded.template, file: loaded.file, arrivals: arrivals,
                    catalog: options.catalog.withStandardCatalogue()
                )
            }
        }
        var simulation = try made.get()
        simulation.makesMinimap = options.render.minimap
        let measure = FontMeasure()
        simulation.measureText = measure.measure
        simulation.measureAppText = measure.appMeasure
        return (simulation, chooser)
    }

    /// Throws when the schedule `chooser` replayed does not fit the run it replayed in (`ScheduleChooser.misfit`).
    static func checkFits(_ chooser: ScheduleChooser, options: RunOptions) throws(InputError) {
        guard let schedule = options.schedule, let misfit = chooser.misfit else { return }
        throw InputError(
            file: "--schedule", path: schedule.id,
            message: "expected a schedule of this scenario's run, as reel explore printed it (s, or "
                + "s-<point>.<alternative>… in base 36): \(misfit)")
    }

    /// Steps the panels until every one has finished, handing each output frame (or a repeat) to the writers.
    private static func loop(
        _ panels: [any RunPanel], layout: RunLayout, writer: FrameWriter, recorder: FrameRecorder?,
        options: RunOptions, started: ContinuousClock.Instant, timings: inout RunTimings
    ) throws {
        let clock = ContinuousClock()
        var previous: [PanelFrame]?
        var previousDrawn = 0
        var index = 0
        while let nextFrameTime = panels.filter({ !$0.isFinished }).map(\.nextFrameTime).min() {
            if options.clock == .wall {
                let frameTime = started + .milliseconds(Int64(nextFrameTime.rounded()))
                if frameTime > clock.now { Thread.sleep(forTimeInterval: (frameTime - clock.now).seconds) }
                for panel in panels { panel.reportArrivals(since: started) }
            }
            var frames: [PanelFrame] = []
            for panel in panels {
                var frame =
                    panel.isFinished
                    ? panel.lastFrame : try panel.step(recordingTrace: options.recordTrace != nil, timings: &timings)
                frame?.index = index
                if let frame { frames.append(layout.panelFrame(frame, of: panel)) }
            }
            // A frame that draws what the previous one drew repeats it, unless the known pixels (a golden's) differ
            // between the two: then it is drawn and hashed, so a frame without a file always has its known pixels.
            let known = options.knownPixels ?? []
            let knownAgree =
                index >= known.count || previousDrawn >= known.count || known[index] == known[previousDrawn]
            if let previous, previous.count == frames.count, knownAgree,
                zip(previous, frames).allSatisfy({ $0.drawsSame(as: $1) })
            {
                writer.submitRepeat(index, of: previousDrawn)
                recorder?.repeated(previousDrawn)
            } else {
                // Pixels are looked up only for frames that are drawn.
                for (slot, panel) in zip(frames.indices, panels) {
                    frames[slot].images = panel.pixels(for: frames[slot].frame)
                }
                recorder?.drawn(frames)
                try writer.submit(FrameWriter.Job(index: index, panels: frames))
                previousDrawn = index
            }
            previous = frames
            index += 1
            options.progress?(index)
        }
    }

    /// Commits each panel's logs and writes the summaries and, last, the manifest. Returns what each panel's report
    /// shows (nil for the panels of a comparison, which have no report of their own).
    private static func finish(
        _ loaded: LoadedScenario, panels: [any RunPanel], results: [RunResult], records: [FrameWriter.Record],
        layout: RunLayout, output: RunOutput, options: RunOptions
    ) throws -> [RunRecord?] {
        var reportRecords: [RunRecord?] = []
        for (panel, result) in zip(panels, results) {
            var panelLoaded = loaded
            panelLoaded.scenario = panel.scenario
            reportRecords.append(
                try panel.finishOutput(
                    loaded: panelLoaded, result: result, records: layout == .single ? records : nil, options: options
                ))
        }
        guard layout == .sideBySide else { return reportRecords }
        try output.finishComparison(
            loaded: loaded, panels: panels.map { ($0.name, $0.metrics) }, records: records,
            run: results[0].runSection(options: options)
        )
        return reportRecords
    }
}
