import Foundation
import ReelCore
import ReelRender

/// The top-level `report.html` of a `reel check` (or of `reel merge-reports`): every scenario with its status and
/// messages, failing ones linked to their own report (`<name>/report.html`, beside it) and to its worst frame. No
/// wall-clock numbers, no scripts and no external assets, so equal results give equal bytes.
struct CheckIndexPage {
    let results: [CheckResult]
    let header: CheckReport.Header
    /// The folder the page is written into; a scenario's report is linked when `<folder>/<name>/report.html` exists.
    let folder: URL

    var html: String {
        let statuses = CheckOutcome.Status.allCases.map { status in
            "\(results.filter { $0.status == status }.count) \(status.rawValue)"
        }
        let totals = "\(results.count) scenarios: \(statuses.joined(separator: ", "))"
        let failed = results.filter(\.failed).count
        var out = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>reel check: \(failed == 0 ? "all passed" : "\(failed) failed")</title>
            <style>
            body { font: 14px/1.4 -apple-system, "DejaVu Sans", sans-serif; margin: 24px; color: #1d1d1f; }
            table { border-collapse: collapse; width: 100%; }
            th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #ddd; vertical-align: top; }
            td.status { font-weight: bold; }
            tr.matrix th { background: #f2f2f7; font-weight: normal; }
            tr.failed td.status { color: #c0392b; }
            tr.passed td.status { color: #1e8449; }
            tr.recorded td.status, tr.updated td.status { color: #2471a3; }
            ul { margin: 0; padding-left: 18px; }
            code { font-size: 12px; }
            </style>
            </head>
            <body>
            <h1>reel check</h1>
            <p id="totals">\(escape(totals)) · update mode \(escape(header.update)) · \
            reel \(escape(header.version))</p>
            \(partialNotice)<table id="scenarios">
            <thead><tr><th>scenario</th><th>status</th><th>worst frame</th><th>file</th><th>messages</th></tr></thead>
            <tbody>

            """
        for (index, result) in results.enumerated() {
            if let group = matrixGroup(startingAt: index) { out += group }
            let name = escape(result.scenario)
            let report = RunFolder(folder.appendingPathComponent(result.scenario)).report
            let hasReport = FileManager.default.fileExists(atPath: report.path)
            let page = "\(escape(Self.href(result.scenario)))/report.html"
            let link = hasReport ? "<a href=\"\(page)\">\(name)</a>" : name
            // The scenario's report opens on the worst frame of its worst failing run.
            let worst = Self.worstFrame(result).map { frame, pixels in
                hasReport
                    ? "<a href=\"\(page)#failure-\(frame)\">frame \(frame)</a> (\(pixels) px)"
                    : "frame \(frame) (\(pixels) px)"
            }
            let messages = result.messages.map { "<li>\(escape($0))</li>" }.joined()
            out += "<tr class=\"\(result.status.rawValue)\" data-scenario=\"\(name)\"><td>\(link)</td>"
            out += "<td class=\"status\">\(result.status.rawValue)</td><td>\(worst ?? "")</td>"
            out += "<td><code>\(escape(result.file))</code></td>"
            out += "<td>\(messages.isEmpty ? "" : "<ul>\(messages)</ul>")</td></tr>\n"
        }
        out += "</tbody>\n</table>\n</body>\n</html>\n"
        return out
    }

    /// Before the first of the results a scenario file's matrix made (`check --matrix`: consecutive results of one
    /// file), a row naming the file and how its combinations fared; nil elsewhere.
    private func matrixGroup(startingAt index: Int) -> String? {
        let file = results[index].file
        guard index == 0 || results[index - 1].file != file else { return nil }
        let group = results[index...].prefix { $0.file == file }
        guard group.count > 1 else { return nil }
        let failed = group.filter(\.failed).count
        let summary = "\(group.count) combinations" + (failed > 0 ? ", \(failed) failed" : ", none failed")
        return "<tr class=\"matrix\"><th colspan=\"5\"><code>\(escape(file))</code>: \(summary)</th></tr>\n"
    }

    /// For a partial merge, a line naming the shards left out (their scenarios are not in the table); else nothing.
    private var partialNotice: String {
        guard header.isPartial else { return "" }
        let missing = header.missingShards.map(\.description).joined(separator: ", ")
        return "<p id=\"partial\" style=\"color: #c0392b\"><strong>Partial report:</strong> shard "
            + "\(escape(missing)) missing; its scenarios are not checked here.</p>\n"
    }

    private func escape(_ text: String) -> String { ChartDrawing.escape(text) }

    /// The failing frame with the most differing pixels (the first of equals) and that count, from the result's
    /// verdict in `results.json`; nil when no frame failed.
    static func worstFrame(_ result: CheckResult) -> (frame: Int, pixels: Int)? {
        guard result.failed,
            case .object(let line)? = try? JSONValue.parse(Data(result.json.utf8), file: "results.json"),
            case .object(let verdict)? = line["verdict"], case .array(let frames)? = verdict["failing_frames"]
        else { return nil }
        var worst: (frame: Int, pixels: Int)?
        for entry in frames {
            guard case .object(let fields) = entry,
                let frame = fields["frame"]?.reportNumber.flatMap(Int.init(exactly:)),
                let pixels = fields["diff_pixels"]?.reportNumber.flatMap(Int.init(exactly:))
            else { continue }
            if pixels > worst?.pixels ?? -1 { worst = (frame, pixels) }
        }
        return worst
    }

    /// A scenario name as a relative URL path segment.
    static func href(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? name
    }
}
