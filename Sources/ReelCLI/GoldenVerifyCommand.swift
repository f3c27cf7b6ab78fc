import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics

/// `reel check --verify-goldens --goldens DIR` without scenarios: verifies every golden in DIR against its manifest
/// (each frame decodes and hashes to the recorded pixels) without rendering anything.
enum GoldenVerifyCommand {
    static func run(goldens: String, quiet: Bool) throws {
        let folder = URL(fileURLWithPath: goldens, isDirectory: true)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw DiffInputError(file: goldens, message: "cannot list the goldens folder (\(OutputError.cause(error)))")
        }
        let goldenFolders = names.filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: RunFolder($0).manifest.path) }
        guard !goldenFolders.isEmpty else {
            throw DiffInputError(file: goldens, message: "no goldens (folders with a manifest.json) to verify")
        }
        var corrupt = 0
        for golden in goldenFolders {
            let problems = try GoldenVerification.problems(in: golden)
            if problems.isEmpty {
                if !quiet { print("VERIFIED \(golden.lastPathComponent)") }
            } else {
                corrupt += 1
                print((["CORRUPT \(golden.lastPathComponent)"] + problems.map { "  " + $0 }).joined(separator: "\n"))
            }
        }
        if !quiet || corrupt > 0 { print("\(goldenFolders.count) goldens: \(corrupt) corrupt") }
        if corrupt > 0 { throw CommandError.failures }
    }
}
