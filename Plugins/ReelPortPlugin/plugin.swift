import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory reel-port [--target NAME]… [--dry-run]`: `reel port` on the
/// package's source targets (every one, or those named): `import UIKit` → `import ReelKit`, `override
/// init(frame:)` → `required init(frame:)`, `@IBOutlet weak var` → `@Outlet var` (docs/reelkit.md).
@main
struct ReelPortPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let dryRun = extractor.extractFlag(named: "dry-run") > 0
        guard extractor.remainingArguments.isEmpty else {
            Diagnostics.error(
                "reel-port: unknown arguments \(extractor.remainingArguments): expected --target NAME, --dry-run")
            throw PortFailed()
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }.map(\.directoryURL.path)
        guard !folders.isEmpty else {
            print("reel-port: the package has no source targets to port")
            return
        }
        let tool = Process()
        tool.executableURL = try context.tool(named: "reel-port").url
        tool.arguments = (dryRun ? ["--dry-run"] : []) + folders
        try tool.run()
        tool.waitUntilExit()
        guard tool.terminationStatus == 0 else {
            Diagnostics.error("reel-port: the port stopped (exit status \(tool.terminationStatus)); see above")
            throw PortFailed()
        }
    }
}

struct PortFailed: Error {}
