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
            --animate FILE also writes the side-by-side as an animation (format from the extension), with the size, \
            range and budget options of `reel animate`. \
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

    @Option(
        help: ArgumentHelp(
            "Also write the side-by-side as an animation: FILE.gif, .apng, .webp, .mp4 or .webm.", valueName: "file"))
    var animate: String?

    @OptionGroup var budget: AnimationBudgetOptions

    @OptionGroup var playback: PlaybackOptions

    func validate() throws {
        if let animate {
            guard AnimationFormat(fileName: animate) != nil else {
                throw ValidationError(
                    "--animate: cannot tell the format of \"\(animate)\" (expected a .gif, .apng, .png, .webp, .mp4 or "
                        + ".webm file)")
            }
        } else if !budget.isEmpty {
            throw ValidationError("--width, --scale, --fps, --from, --to, --max-size and --colors need --animate FILE")
        }
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
        let animation = animate.map { URL(fileURLWithPath: $0) }
        if let animation, AnimationFormat(fileName: animation.lastPathComponent)?.needsFFmpeg == true,
            FFmpegWriter.ffmpeg() == nil
        {
            throw AnimationError(path: "--animate", message: FFmpegWriter.missingFFmpeg)
        }
        if animation != nil {
            // Options that cannot make an animation are refused before the comparison renders, not after.
            let size = ComparisonRenderer.pixelSize(
                count: variants.count, canvas: loaded.scenario.canvas, options: render)
            let check = Result { () throws(AnimationError) in
                try Animation.checkSize(
                    width: size.width, height: size.height, frames: 1,
                    options: budget.apply(to: playback.options(fps: loaded.scenario.canvas.fps)),
                    url: URL(fileURLWithPath: animate ?? ""))
            }
            if case .failure(let error) = check {
                if AnimationReport.optionPaths.contains(error.path) { throw CommandError.badInput("\(error)") }
                throw error
            }
            // No run of the scenario has more than max_frames frames: a range starting past that cannot be drawn.
            let options = budget.apply(to: playback.options(fps: loaded.scenario.canvas.fps))
            let limit = loaded.scenario.maxFrames
            if let from = options.from, from.frameIndex(fps: options.fps) >= limit {
                throw CommandError.badInput(
                    "--from: \(from) is past the last frame any run of \(scenario) can have (max_frames \(limit))")
            }
        }
        let isolation = PanelWorkerCommand.isolation(
            scenario: scenario, vary: vary, maxFrames: runOptions.frameLimit.maxFrames, clock: runOptions.clock,
            minimap: runOptions.minimap)
        let result = try runOptions.run("compare", frames: FrameEstimate.frames(for: loaded.scenario)) { options in
            var options = options
            options.isolation = isolation
            do {
                return try CompareRunner.run(loaded, variants: variants, options: options)
            } catch let error as InputError where vary != nil {
                // The scenario itself was valid: a variant's setting is not (e.g. an estimated height for a grid).
                throw CommandError.badInput("--vary: \(error)")
            }
        }
        runOptions.say(RunCommandOptions.describe(result, panels: variants.count))
        if let animation {
            try writeAnimation(
                animation, frames: RunFolder(result.directory).framesFolder, fps: loaded.scenario.canvas.fps)
        }
    }

    /// Writes the composite frames as the animation `--animate` names, with the budget options.
    private func writeAnimation(_ url: URL, frames: URL, fps: Double) throws {
        guard let format = AnimationFormat(fileName: url.lastPathComponent) else { return }
        let sequence = try FrameSequence.load(folder: frames)
        let options = budget.apply(to: playback.options(fps: fps))
        let progress = ProgressReporter(
            label: "animate \(format.rawValue)", total: sequence.frameCount, style: runOptions.progressStyle)
        let written: Animation.Written
        do {
            written = try Animation.write(sequence, format: format, to: url, options: options) { progress.update($0) }
        } catch let error as AnimationError where AnimationReport.optionPaths.contains(error.path) {
            throw CommandError.badInput("\(error)")  // the range lies outside the frames
        }
        progress.finish()
        runOptions.say(AnimationReport.line(url: url, written: written, maxSize: options.maxBytes))
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
