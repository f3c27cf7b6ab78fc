import Foundation
import ReelCore
import ReelDiff

/// One scenario's line of `results.json`: what `reel check` writes for it and `reel merge-reports` reads back.
package struct CheckResult: Sendable, Equatable {
    package var scenario: String
    /// The scenario file as given on the command line.
    package var file: String
    package var status: CheckOutcome.Status
    /// Lines for people (the first is the JUnit failure message).
    package var messages: [String]
    /// The whole line as written: one JSON object (`scenario`, `file`, `status`, `golden`, `written`, `verdict`,
    /// `messages`; for a failing scenario also `artifacts`, its folder of images, and `run_recording`, its whole run).
    package var json: String

    /// A result; `json` is the line as `results.json` holds it.
    package init(scenario: String, file: String, status: CheckOutcome.Status, messages: [String], json: String) {
        self.scenario = scenario
        self.file = file
        self.status = status
        self.messages = messages
        self.json = json
    }

    /// The result of a checked scenario.
    package init(_ outcome: CheckOutcome) {
        var line = JSONLine()
        line.add("scenario", outcome.scenario)
        line.add("file", outcome.file)
        line.add("status", outcome.status.rawValue)
        line.add("golden", outcome.golden.path)
        line.addRaw("written", "[" + (outcome.written?.written ?? []).map(JSONLine.quote).joined(separator: ",") + "]")
        line.addRaw("verdict", outcome.verdict?.json ?? "null")
        if let folder = outcome.artifacts {
            line.add("artifacts", folder.path)
            let recording = RunFolder(folder).checkRun.file(FrameRecording.fileName)
            if FileManager.default.fileExists(atPath: recording.path) { line.add("run_recording", recording.path) }
        }
        line.addRaw("messages", "[" + outcome.lines.map(JSONLine.quote).joined(separator: ",") + "]")
        self.init(
            scenario: outcome.scenario, file: outcome.file, status: outcome.status, messages: outcome.lines,
            json: line.string)
    }

    /// Whether this result fails the check.
    package var failed: Bool { status == .failed }

    /// The result with every path under `from` (a check's `--out`) moved under `to`, in the line and the messages.
    package func moved(from: String, to: String) -> CheckResult {
        guard from != to else { return self }
        let (old, new) = (from + "/", to + "/")
        let oldJSON = JSONLine.quote(old).dropFirst().dropLast()
        let newJSON = JSONLine.quote(new).dropFirst().dropLast()
        var copy = self
        copy.json = json.replacingOccurrences(of: String(oldJSON), with: String(newJSON))
        copy.messages = messages.map { $0.replacingOccurrences(of: old, with: new) }
        return copy
    }
}
