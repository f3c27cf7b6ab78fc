import ArgumentParser
import Foundation

/// `reel port PATH…`: rewrites UIKit source files in place so they compile on ReelKit (`SourcePort`'s edits), and
/// prints each edit; `--dry-run` only prints them.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite UIKit Swift files to compile on ReelKit (import ReelKit, required init(frame:)).",
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
        var files = 0
        var edited = 0
        for file in try Self.swiftFiles(in: paths) {
            files += 1
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            guard let source = String(data: data, encoding: .utf8) else {
                throw ValidationError("\(file): not UTF-8 text")
            }
            let (text, edits) = SourcePort.port(source)
            guard !edits.isEmpty else { continue }
            edited += 1
            for edit in edits {
                let after = edit.after.map { "→ \($0.trimmingCharacters(in: .whitespaces))" } ?? "(removed)"
                print("\(file):\(edit.line): \(edit.before.trimmingCharacters(in: .whitespaces)) \(after)")
            }
            if !dryRun { try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic) }
        }
        print("\(edited) of \(files) files \(dryRun ? "would change" : "changed")")
    }

    /// The Swift files `paths` name, folders searched, in path order.
    static func swiftFiles(in paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            files += found.filter { $0.hasSuffix(".swift") && !$0.contains(".build/") }.sorted()
                .map { (path as NSString).appendingPathComponent($0) }
        }
        return files
    }
}
