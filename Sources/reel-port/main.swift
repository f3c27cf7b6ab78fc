import Foundation
import ReelPort

// `reel-port [--dry-run] PATH…`: `reel port` alone, the tool the `reel-port` package plugin runs (it builds in
// seconds, where `reel` builds all of reel).
var arguments = Array(CommandLine.arguments.dropFirst())
let dryRun = arguments.contains("--dry-run")
arguments.removeAll { $0 == "--dry-run" }
if arguments.isEmpty || arguments.contains(where: { $0.hasPrefix("-") }) {
    FileHandle.standardError.write(Data("usage: reel-port [--dry-run] PATH…\n".utf8))
    exit(2)
}
do {
    try SourcePort.run(paths: arguments, dryRun: dryRun) { print($0) }
} catch {
    FileHandle.standardError.write(Data("reel-port: error: \(error)\n".utf8))
    exit(2)
}
