import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelGraphics

/// `results.json`, `junit.xml` and `report.html` for a whole `reel check` (or several merged by
/// `reel merge-reports`, which writes the same bytes one check of all their scenarios would).
enum CheckReport {
    /// What `results.json` says about the check as a whole.
    package struct Header: Sendable, Equatable {
        /// The reel version that ran the check.
        package var version: String
        /// The update mode's name.
        package var update: String
        /// The `--out` folder (an absolute path): the failing scenarios' folders are under it.
        package var out: String
        /// The shard checked (`i/n`); nil when the check covers all its scenarios.
        package var shard: Shard?
        /// The shards a merge did not have (`i/n`), when `reel merge-reports --allow-missing-shards` merged a partial
        /// set: the report is partial and says so. Empty for a check and a whole merge.
        package var missingShards: [Shard]

        /// A header.
        package init(
            version: String = ReelVersion.current, update: String, out: String, shard: Shard? = nil,
            missingShards: [Shard] = []
        ) {
            self.version = version
            self.update = update
            self.out = out
            self.shard = shard
            self.missingShards = missingShards
        }

        /// Whether the report leaves out shards of its check.
        var isPartial: Bool { !missingShards.isEmpty }
    }

    /// Writes the three files for `outcomes` into `folder`.
    package static func write(_ outcomes: [CheckOutcome], update: UpdateMode, shard: Shard? = nil, to folder: URL)
        throws
    {
        let header = Header(update: update.rawValue, out: folder.path, shard: shard)
        try write(outcomes.map(CheckResult.init), header: header, to: folder)
    }

    /// Writes `results.json`, `junit.xml` and `report.html` into `folder`. `results.json` goes last, and an old one
    /// is removed first, so a folder with a `results.json` holds the three files of one check, never a mix of two.
    package static func write(_ results: [CheckResult], header: Header, to folder: URL) throws {
        try AtomicFile.createFolder(folder, label: folder.path)
        removeResults(in: folder)
        try AtomicFile.write(Data(junit(results).utf8), to: RunFolder(folder).junit)
        let page = CheckIndexPage(results: results, header: header, folder: folder).html
        try AtomicFile.write(Data(page.utf8), to: RunFolder(folder).report)
        let resultsJSON = Data(json(results, header: header).utf8)
        try AtomicFile.write(resultsJSON, to: RunFolder(folder).results)
    }

    /// Removes `folder/results.json`: what is written next is not yet a complete report.
    static func removeResults(in folder: URL) {
        unlink(RunFolder(folder).results.path)
    }

    /// The results document: a header, then one line per scenario.
    package static func json(_ results: [CheckResult], header: Header) -> String {
        var head = JSONLine()
        head.add("tool", "reel")
        head.add("version", header.version)
        head.add("update", header.update)
        head.add("out", header.out)
        if let shard = header.shard { head.add("shard", shard.description) }
        if header.isPartial {
            head.add("partial", true)
            head.addRaw(
                "missing_shards",
                "["
                    + header.missingShards.map { JSONLine.quote($0.description) }.joined(
                        separator: ",") + "]")
        }
        head.add("passed", !results.contains(where: \.failed))
        // The counts sit in an object of their own: beside `passed` (the verdict) a `passed` count would repeat a key.
        var counts = JSONLine()
        for status in CheckOutcome.Status.allCases {
            counts.add(status.rawValue, results.filter { $0.status == status }.count)
        }
        head.addRaw("counts", counts.string)
        let lines = results.map { "    " + $0.json }
        return String(head.string.dropLast()) + ",\"scenarios\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// JUnit XML: one test case per scenario.
    package static func junit(_ results: [CheckResult]) -> String {
        let cases = results.map { result in
            JUnitXML.Case(
                name: result.scenario, className: "reel.check",
                failure: result.failed
                    ? (result.messages.first ?? "failed", result.messages.joined(separator: "\n")) : nil
            )
        }
        return JUnitXML(suite: "reel check", cases: cases).xml
    }
}
