import Foundation

/// The layout of a run's output folder, in one place: every file a run writes, and every reader of run folders
/// (diff, check, goldens, animations, reports), names it through this type; `frames()` (in ReelFiles, which reads
/// folders) lists a run's frames.
///
/// ```
/// <run>/frames/frame-00000.png …   timeline.jsonl   cells.csv   summary.json   manifest.json (written last)
/// <run>/panels/<name>/…            (a comparison's per-panel logs)
/// <run>/report.html   timeline.png/.svg   time-to-correct.png/.svg   animation.<ext>
/// ```
///
/// The folders around runs are named here too: a check's scenario folder (`run/`, the failing frames'
/// `expected/`, `actual/` and `diff/` images, `report.html`), the `results.json` and `junit.xml` of `reel diff` and
/// `reel check`, and `reel explore`'s `summary.json` beside its `schedules.jsonl`.
package struct RunFolder: Sendable, Hashable {
    /// The frames subfolder.
    package static let framesName = "frames"
    package static let timelineName = "timeline.jsonl"
    package static let cellsName = "cells.csv"
    package static let summaryName = "summary.json"
    /// Written last: a folder without it holds an unfinished run.
    package static let manifestName = "manifest.json"
    /// A comparison's per-panel folders live in here.
    package static let panelsName = "panels"
    package static let reportName = "report.html"
    /// The chart files, in the order they are written.
    package static let chartNames = ["timeline.png", "timeline.svg", "time-to-correct.png", "time-to-correct.svg"]
    /// The logs goldens keep beside the frames, in the order they are compared.
    package static let logNames = [cellsName, timelineName]
    /// The results of `reel diff` and `reel check`, as JSON, at the top of their output folders.
    package static let resultsName = "results.json"
    /// The same results as a JUnit report.
    package static let junitName = "junit.xml"
    /// `reel explore`'s schedules, one JSON line each, beside its `summary.json`.
    static let schedulesName = "schedules.jsonl"
    /// A check's scenario folder holds its run in here.
    package static let checkRunName = "run"
    /// A check's or diff's images of a failing frame: the golden's, the run's and their difference.
    package static let expectedName = "expected"
    package static let actualName = "actual"
    package static let diffName = "diff"

    /// The folder itself.
    package let directory: URL

    /// The layout of the run folder at `directory`.
    package init(_ directory: URL) {
        self.directory = directory
    }

    /// The file name of frame `index`: `frame-00012.png` (more digits past 99 999).
    package static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// N from a frame file name `frame-N.png` (any number of digits, any case of `.png`), else nil.
    package static func frameIndex(fileName name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.lowercased().hasSuffix(".png") else { return nil }
        return Int(name.dropFirst(6).dropLast(4))
    }

    /// The path of frame `index` relative to the run folder, as the manifest lists it: `frames/frame-00012.png`.
    package static func framePath(_ index: Int) -> String { framesName + "/" + frameName(index) }

    /// The path of the panel folder `name` relative to the run folder: `panels/<name>`.
    package static func panelPath(_ name: String) -> String { panelsName + "/" + name }

    /// The file name of an animation: `animation.<ext>`.
    static func animationName(fileExtension: String) -> String { "animation." + fileExtension }

    /// The `frames/` subfolder, where a run writes its frame images (`frames()` lists them).
    package var framesFolder: URL { directory.appendingPathComponent(Self.framesName, isDirectory: true) }
    package var timeline: URL { file(Self.timelineName) }
    package var cells: URL { file(Self.cellsName) }
    package var summary: URL { file(Self.summaryName) }
    package var manifest: URL { file(Self.manifestName) }
    package var report: URL { file(Self.reportName) }
    package var charts: [URL] { Self.chartNames.map(file) }
    package var results: URL { file(Self.resultsName) }
    package var junit: URL { file(Self.junitName) }
    package var schedules: URL { file(Self.schedulesName) }
    /// A check's run, in its scenario folder.
    package var checkRun: RunFolder {
        RunFolder(directory.appendingPathComponent(Self.checkRunName, isDirectory: true))
    }
    /// The golden's image of failing frame file `name`, as a check or diff writes it.
    package func expected(_ name: String) -> URL { artifact(Self.expectedName, name) }
    /// The run's image of failing frame file `name`.
    package func actual(_ name: String) -> URL { artifact(Self.actualName, name) }
    /// The difference image of failing frame file `name`.
    package func diff(_ name: String) -> URL { artifact(Self.diffName, name) }

    /// Frame `index`'s PNG.
    package func frame(_ index: Int) -> URL { framesFolder.appendingPathComponent(Self.frameName(index)) }

    /// The folder of a comparison's panel `name` (already safe as a file name).
    package func panel(named name: String) -> RunFolder {
        RunFolder(directory.appendingPathComponent(Self.panelPath(name), isDirectory: true))
    }

    /// The animation file for a format's extension.
    package func animation(fileExtension: String) -> URL { file(Self.animationName(fileExtension: fileExtension)) }

    private func artifact(_ folder: String, _ name: String) -> URL {
        directory.appendingPathComponent(folder + "/" + name)
    }

    /// A file at the top of the run folder.
    package func file(_ name: String) -> URL { directory.appendingPathComponent(name) }
}
