import ArgumentParser
import Foundation
import Reel
import ReelCore
import ReelRender

/// `reel compare SCENARIO --strategies a,b` or `--vary KEY=V1,V2`: the same scroll, side by side.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render variants of a scenario side by side: strategies, or values of one setting.",
        discussion: """
            Panels share the scroll and the network draws. Frames go to frames/, each panel's logs to panels/<name>/. \
            Exit codes: 0 done, 1 the run could not finish (no manifest is left), 2 bad input (nothing is written).
            """
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(help: "Comma-separated binding strategies, e.g. naive,cancel-clear-verify,reconfigure.")
    var strategies: String?

    @Option(help: "A setting and its values, e.g. prefetch.lead_screens=0,2.")
    var vary: String?

    @OptionGroup var runOptions: RunCommandOptions

    func validate() throws {
        guard (strategies == nil) != (vary == nil) else {
            throw ValidationError("give exactly one of --strategies or --vary")
        }
        if let strategies {
            let names = strategies.split(separator: ",").map(String.init)
            guard names.count >= 2 else {
                throw ValidationError("--strategies needs at least two names, got \"\(strategies)\"")
            }
            for name in names where BindingStrategyKind(rawValue: name) == nil {
                let known = BindingStrategyKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--strategies: unknown strategy \"\(name)\" (expected \(known))")
            }
        }
    }

    func run() throws {
        let loaded = try loadScenario(scenario, maxFrames: runOptions.frameLimit.maxFrames)
        if strategies != nil, let gallery = loaded.scenario.gallery {
            // Every panel would run the gallery: a scenario's gallery replaces its built-in binding.
            throw CommandError.badInput("--strategies: \(scenario) runs gallery \"\(gallery)\", not a built-in binding")
        }
        let variants = try variants(of: loaded.scenario)
        let render = RenderOptions(overlay: runOptions.overlay, minimap: runOptions.minimap)
        try runOptions.checkFrameSize(
            ComparisonRenderer.pixelSize(count: variants.count, canvas: loaded.scenario.canvas, options: render),
            what: "\(variants.count) panels")
        let result = try runOptions.run("compare", frames: FrameEstimate.frames(for: loaded.scenario)) { options in
            do {
                return try CompareRunner.run(loaded, variants: variants, options: options)
            } catch let error as InputError where vary != nil {
                // The scenario itself was valid: a variant's setting is not (e.g. an estimated height for a grid).
                throw CommandError.badInput("--vary: \(error)")
            }
        }
        runOptions.say(RunCommandOptions.describe(result, panels: variants.count))
    }

    /// One variant per strategy, or per value of the `--vary` setting.
    func variants(of scenario: Scenario) throws -> [Variant] {
        guard let vary else {
            let names = (strategies ?? "").split(separator: ",")
            let kinds = names.compactMap { BindingStrategyKind(rawValue: String($0)) }
            return Variant.strategies(kinds, of: scenario)
        }
        do {
            return try Variant.varying(vary, of: scenario).get()
        } catch {
            throw CommandError.badInput("--vary: \(error)")
        }
    }
}
