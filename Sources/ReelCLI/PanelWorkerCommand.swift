import ArgumentParser
import Foundation
import Reel
import ReelCore
import ReelRender

/// `reel panel-worker SCENARIO --panel-directory DIR …`: runs one panel of a comparison in a process of its own and
/// streams its frames to the reel that started it (`PanelIsolation`). Not for users: hidden from help.
struct PanelWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "panel-worker", abstract: "Run one panel of a comparison or check for the reel that started it.",
        shouldDisplay: false)

    @Argument var scenario: String
    @Option var variant = 0
    @Option var vary: String?
    /// Settings applied to the scenario after it is read (`KEY=VALUE`, repeatable): a check's matrix combination.
    @Option(name: .customLong("setting")) var settings: [String] = []
    @Option(name: .customLong("panel-directory")) var panelDirectory: String
    @Option(name: .customLong("record-trace")) var recordTrace: String?
    @Flag(name: .customLong("shared-folder")) var sharedFolder = false
    @Option var clock: RunClock = .virtual
    @Flag var minimap = false
    @OptionGroup var frameLimit: FrameLimitOptions

    func run() throws {
        // The parent printed the scenario's warnings; this process keeps quiet about them.
        let loaded: LoadedScenario
        do {
            loaded = try LoadedScenario.load(
                path: scenario, catalog: ToolContext.current.catalog, maxFrames: frameLimit.maxFrames
            ).applying(settings: settings)
        } catch let error as SettingError {
            throw CommandError.badInput("--setting \(error)")
        }
        let variants = try vary.map { try Variant.varying($0, of: loaded.scenario).get() } ?? []
        guard variant >= 0, variant < max(variants.count, 1) else {
            throw CommandError.badInput("--variant \(variant): the scenario has \(variants.count) variants")
        }
        let chosen =
            variants.isEmpty ? Variant(name: loaded.scenario.name, scenario: loaded.scenario) : variants[variant]
        var options = RunOptions(render: RenderOptions(minimap: minimap), clock: clock)
        options.catalog = ToolContext.current.catalog
        do {
            try PanelWorker.run(
                loaded, variant: chosen, directory: URL(fileURLWithPath: panelDirectory, isDirectory: true),
                sharedFolder: sharedFolder,
                trace: recordTrace.map { URL(fileURLWithPath: $0) }, options: options)
        } catch let error as InputError where vary != nil {
            throw CommandError.badInput("--vary: \(error)")
        }
    }

    /// How `compare` and `check` start each panel of a gallery in its own process: this program with the arguments
    /// that make the same variant of `scenario`; nil when the tool runs inside another program (a test), which cannot
    /// be started as reel.
    static func isolation(
        scenario: String, vary: String? = nil, settings: [String] = [], maxFrames: Int?, clock: RunClock = .virtual,
        minimap: Bool = false
    ) -> PanelIsolation? {
        guard let executable = ToolContext.current.executable else { return nil }
        var base = ["panel-worker", scenario, "--clock", clock.rawValue]
        for setting in settings { base += ["--setting", setting] }
        if let vary { base += ["--vary", vary] }
        if minimap { base.append("--minimap") }
        if let maxFrames { base += ["--max-frames", String(maxFrames)] }
        let arguments = base
        return PanelIsolation(executable: executable) { arguments + ["--variant", String($0)] }
    }
}
