import Foundation
import ReelFiles
import ReelFormats

/// The files `reel diff --out DIR` owns: `diff/`, `results.json` and `junit.xml`.
package enum DiffOutput {
    /// Creates the folder and removes what an earlier diff left there (only the files it owns: frame images in `diff/`,
    /// `expected/` and `actual/`, and the two reports).
    package static func prepare(_ folder: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in [RunFolder.diffName, RunFolder.expectedName, RunFolder.actualName] {
            OwnedFolder.clearFrames(folder.appendingPathComponent(name))
        }
        for name in [RunFolder.resultsName, RunFolder.junitName] {
            let url = folder.appendingPathComponent(name)
            if files.fileExists(atPath: url.path) { try files.removeItem(at: url) }
        }
    }

    /// Writes `results.json` and `junit.xml`.
    package static func write(_ report: DiffReport, to folder: URL) throws {
        try Data(report.resultsJSON.utf8).write(to: RunFolder(folder).results)
        try Data(report.junitXML.utf8).write(to: RunFolder(folder).junit)
    }
}
