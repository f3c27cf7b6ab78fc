import ArgumentParser
import Foundation
import ReelPort

/// `reel port PATH…`: rewrites UIKit source files in place so they compile on ReelKit (`SourcePort`'s edits), and
/// prints each edit; `--dry-run` only prints them.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite UIKit Swift files to compile on ReelKit (import, required init(frame:), @Outlet).",
        discussion: "Folders are searched for .swift files. What changes and why: docs/reelkit.md, \"Porting a file\"."
    )

    @Argument(help: "Swift files or folders of them.")
    var paths: [String]

    @Flag(help: "Print the edits without writing them.")
    var dryRun = false

    func validate() throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path): no such file or folder")
        }
    }

    func run() throws {
        do {
            try SourcePort.run(paths: paths, dryRun: dryRun) { print($0) }
        } catch let error as SourcePort.PortError {
            throw ValidationError(error.description)
        }
    }
}
