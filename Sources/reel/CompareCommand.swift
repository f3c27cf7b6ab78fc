import ArgumentParser
import Foundation
import Reel
import ReelCore
import ReelRender

/// `reel compare SCENARIO --strategies a,b` or `--vary KEY=V1,V2`: the same scroll, side by side.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render variants of a scenario side by side: strategies, or values of one numeric setting.",
        discussion: "Panels share the scroll and the network draws. Frames go to frames/, each panel's logs to panels/<name>/."
    )

    @Argument(help: "The scenario JSON file.")
    var scenario: String

    @Option(help: "Comma-separated binding strategies, e.g. naive,cancel-clear-verify,reconfigure.")
    var strategies: String?

    @Option(help: "A numeric setting and its values, e.g. prefetch.lead_screens=0,2.")
    var vary: String?

    @Option(name: .shortAndLong, help: "Output folder (default: output/<scenario name>-compare).")
    var out: String?

    @Flag(help: "Outline each cell by state and label it.")
    var overlay = false

    @Flag(help: "Draw a range minimap beside each panel: the whole content, visible rect, prefetch and prepared ranges.")
    var minimap = false

    @Option(help: "Render/encode worker threads (default: the number of cores).")
    var workers: Int?

    @Flag(name: .shortAndLong, help: "Print nothing on success.")
    var quiet = false

    func validate() throws {
        guard (strategies == nil) != (vary == nil) else { throw ValidationError("give exactly one of --strategies or --vary") }
        if let strategies {
            let names = strategies.split(separator: ",").map(String.init)
            guard names.count >= 2 else { throw ValidationError("--strategies needs at least two names, got \"\(strategies)\"") }
            for name in names where BindingStrategyKind(rawValue: name) == nil {
                let known = BindingStrategyKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--strategies: unknown strategy \"\(name)\" (expected \(known))")
            }
        }
        if let workers, !(1...64).contains(workers) { throw ValidationError("--workers must be between 1 and 64, got \(workers)") }
    }

    func run() throws {
        let loaded = try loadScenario(scenario)
        let variants: [Variant]
        if let strategies {
            variants = Variant.strategies(strategies.split(separator: ",").compactMap { BindingStrategyKind(rawValue: String($0)) }, of: loaded.scenario)
        } else {
            switch Variant.varying(vary ?? "", of: loaded.scenario) {
            case .success(let list): variants = list
            case .failure(let error):
                FileHandle.standardError.write(Data("reel: error: --vary: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }
        let options = RunOptions(
            outputDirectory: out.map { URL(fileURLWithPath: $0, isDirectory: true) }, render: RenderOptions(overlay: overlay, minimap: minimap), workers: workers
        )
        let result: RunResult
        do {
            result = try CompareRunner.run(loaded, variants: variants, options: options)
        } catch let error as InputError {
            // The scenario itself was valid: a variant's setting is not (e.g. an estimated height for a grid).
            FileHandle.standardError.write(Data("reel: error: \(vary == nil ? "" : "--vary: ")\(error)\n".utf8))
            throw ExitCode(2)
        } catch {
            throw fail(error)
        }
        if !quiet { print("\(result.frameCount) frames of \(variants.count) panels → \(result.directory.path)") }
    }
}
