import ArgumentParser
import Reel

/// `reel validate SCENARIO…`: checks scenarios and their templates without running them (a scenario's `gallery` must
/// be one the tool registers).
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check scenario files (and their templates) without rendering.",
        discussion: "Every setting's type, range and default: docs/scenario-reference.md."
    )

    @Argument(help: "Scenario JSON files.")
    var scenarios: [String]

    @OptionGroup var frameLimit: FrameLimitOptions

    func run() throws {
        for path in scenarios {
            let loaded = try loadScenario(path, maxFrames: frameLimit.maxFrames)
            let gallery = loaded.scenario.gallery.map { ", gallery \($0)" } ?? ""
            let har = loaded.harCoverage.map { ", \($0.summary)" } ?? ""
            print(
                "\(path): ok (\(loaded.scenario.name), template \(loaded.template.name)\(gallery), "
                    + "\(loaded.scenario.script.count) actions\(har))"
            )
        }
    }
}
