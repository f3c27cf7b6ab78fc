internal import CUserCodeTrap
import Foundation
import ReelCore
import ReelFiles
import ReelGraphics

/// The other side of `IsolatedPanel`: runs one panel of a run in this process, writes its logs (and trace) into its
/// folder, and streams each frame with the pixels the parent has not seen yet to standard output.
package enum PanelWorker {
    /// Runs `variant` of `loaded` as a panel whose logs go to `directory`; `sharedFolder` when that is the run's own
    /// folder, which the parent prepared and writes the frames into.
    package static func run(
        _ loaded: LoadedScenario, variant: Variant, directory: URL, sharedFolder: Bool, trace: URL?,
        options: RunOptions
    ) throws {
        let arrivals: ArrivalSource = options.clock == .wall ? .wallClock : loaded.trace.map { .trace($0) } ?? .modelled
        let (simulation, chooser) = try RunDriver.makeSimulation(
            variant, loaded: loaded, arrivals: arrivals, options: options)
        let server =
            ImageServices.needsEmbeddedServer(scenario: variant.scenario, items: simulation.items)
            ? try ImageServices.startEmbeddedServer() : nil
        defer { server?.stop() }
        let services = try ImageServices(scenario: variant.scenario, items: simulation.items, server: server)
        defer { services.stop() }
        let output = try RunOutput(directory: directory, withFrames: false, prepare: !sharedFolder)
        directory.path.withCString { reel_trap_set_output($0) }
        defer { reel_trap_set_output(nil) }
        let panel = PanelRun(
            name: variant.name, scenario: variant.scenario, simulation: simulation, services: services, output: output)
        let writer = PanelStreamWriter(handle: .standardOutput)
        try writer.send(PanelMessage(start: PanelStart(imageFrame: panel.imageFrame, imageSize: panel.imageSize)))
        try stream(panel, to: writer, recordingTrace: trace != nil, clock: options.clock)
        if let chooser { try RunDriver.checkFits(chooser, options: options) }
        try panel.finish()
        try output.commitLogs()
        if let trace, let lines = panel.trace {
            try AtomicFile.write(Data(lines.map { $0 + "\n" }.joined().utf8), to: trace)
        }
        try writer.send(PanelMessage(end: PanelEnd(metrics: panel.metrics, cachePeakBytes: panel.cachePeakBytes)))
    }

    /// Steps `panel` to its end, sending every frame.
    private static func stream(
        _ panel: PanelRun, to writer: PanelStreamWriter, recordingTrace: Bool, clock runClock: RunClock
    ) throws {
        let clock = ContinuousClock()
        let started = clock.now
        var timings = RunTimings()
        // Pixels already sent, by key (a key is sent again only when its pixels change), and the last frame that
        // showed each: every 30 frames, keys not shown for `retention` frames are released on both sides, so neither
        // process holds every image of a long run.
        var sent: [ImageKey: Bitmap] = [:]
        var lastShown: [ImageKey: Int] = [:]
        let retention = 120
        while !panel.isFinished {
            if runClock == .wall {
                let frameTime = started + .milliseconds(Int64(panel.nextFrameTime.rounded()))
                if frameTime > clock.now { Thread.sleep(forTimeInterval: (frameTime - clock.now).seconds) }
                panel.reportArrivals(since: started)
            }
            let frame = try panel.step(recordingTrace: recordingTrace, timings: &timings)
            var message = PanelMessage(frame: frame, staleCellFrames: panel.staleCellFrames)
            var bitmaps: [Bitmap] = []
            for (key, bitmap) in panel.pixels(for: frame).sorted(by: { $0.key < $1.key }) {
                lastShown[key] = frame.index
                guard sent[key] != bitmap else { continue }
                sent[key] = bitmap
                message.images.append(
                    .init(
                        key: key, width: bitmap.width, height: bitmap.height, stride: bitmap.stride,
                        opaque: bitmap.isKnownOpaque))
                bitmaps.append(bitmap)
            }
            if frame.index % 30 == 0 {
                message.released = lastShown.filter { $0.value < frame.index - retention }.keys.sorted()
                for key in message.released { (sent[key], lastShown[key]) = (nil, nil) }
            }
            try writer.send(message, pixels: bitmaps)
        }
    }
}
