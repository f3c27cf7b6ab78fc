import Foundation
import ReelCore
import ReelDiff
import ReelGraphics

/// `results.json` and `junit.xml` for a whole `reel check`.
public enum CheckReport {
    /// Writes both files into `folder`.
    public static func write(_ outcomes: [CheckOutcome], update: UpdateMode, to folder: URL) throws {
        try AtomicFile.createFolder(folder, label: folder.path)
        let results = Data(json(outcomes, update: update).utf8)
        try AtomicFile.write(results, to: folder.appendingPathComponent("results.json"))
        try AtomicFile.write(Data(junit(outcomes).utf8), to: folder.appendingPathComponent("junit.xml"))
    }

    /// The results document: one line per scenario.
    public static func json(_ outcomes: [CheckOutcome], update: UpdateMode) -> String {
        var head = JSONLine()
        head.add("tool", "reel")
        head.add("update", update.rawValue)
        head.add("passed", !outcomes.contains(where: \.failed))
        for status in [CheckOutcome.Status.passed, .recorded, .updated, .failed] {
            head.add(status.rawValue, outcomes.filter { $0.status == status }.count)
        }
        let lines = outcomes.map { outcome in
            var line = JSONLine()
            line.add("scenario", outcome.scenario)
            line.add("status", outcome.status.rawValue)
            line.add("golden", outcome.golden.path)
            line.addRaw(
                "written", "[" + (outcome.written?.written ?? []).map(JSONLine.quote).joined(separator: ",") + "]")
            line.addRaw("verdict", outcome.verdict?.json ?? "null")
            line.addRaw("messages", "[" + outcome.lines.map(JSONLine.quote).joined(separator: ",") + "]")
            return "    " + line.string
        }
        return String(head.string.dropLast()) + ",\"scenarios\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// JUnit XML: one test case per scenario.
    public static func junit(_ outcomes: [CheckOutcome]) -> String {
        let cases = outcomes.map { outcome in
            JUnitXML.Case(
                name: outcome.scenario, className: "reel.check",
                failure: outcome.failed ? (outcome.lines.first ?? "failed", outcome.lines.joined(separator: "\n")) : nil
            )
        }
        return JUnitXML(suite: "reel check", cases: cases).xml
    }
}
