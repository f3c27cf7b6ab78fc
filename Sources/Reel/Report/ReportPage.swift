import Foundation
import ReelCore
import ReelGraphics
import ReelRender

/// Lays out `report.html` around the run's data (the frame previews and cells travel as one JSON block).
struct ReportPage {
    let run: RunRecord
    let check: CheckSection?

    func render(dataJSON: String) throws -> String {
        let (timeline, histogram) = RunCharts.drawings(run)
        let binding = SummaryMetric.binding.value(in: run.summary)?.reportString ?? "n/a"
        let duration =
            SummaryMetric.durationMs.number(in: run.summary).map { String(format: "%.2f s", $0 / 1000) } ?? "n/a"
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>reel report: \(escape(run.scenario))</title>
            <style>
            \(ReportAssets.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(escape(run.scenario))</h1>
            <p class="sub">binding <b>\(escape(binding))</b> · \(run.frameCount) frames · \
            \(duration) of virtual time · \
            \(JSONNumberText.fps(1000 / run.frameDurationMs)) fps · reel \(escape(run.toolVersion))</p>
            </header>

            """
        if let check { page += try checkSection(check) }
        page += metricsSection()
        page += """
            <section id="filmstrip">
            <h2>Frames</h2>
            <div class="player">
            <div class="screen"><img id="frame-image" alt="the selected frame"></div>
            <div class="side">
            <div class="controls">
            <button id="play" type="button">Play</button>
            <input id="scrubber" type="range" min="0" max="\(max(0, run.frameCount - 1))" value="0" \
            step="1" aria-label="frame">
            </div>
            <p id="frame-number" class="muted"></p>
            <p id="frame-states"></p>
            <div class="cells-box"><table id="cells"><thead><tr><th>cell</th>\
            <th>item</th><th>state</th><th>shows</th></tr></thead>
            <tbody></tbody></table></div>
            </div>
            </div>
            </section>
            <section id="charts">
            <h2>Charts</h2>
            <figure id="timeline-chart">\(timeline.svg())</figure>
            <figure id="time-to-correct-chart">\(histogram.svg())</figure>
            </section>
            <script type="application/json" id="reel-data">\(scriptSafe(dataJSON))</script>
            <script>
            \(ReportAssets.script)
            </script>
            </body>
            </html>

            """
        return page
    }

    private func metricsSection() -> String {
        var out = "<section id=\"metrics\">\n<h2>Metrics</h2>\n<table>\n"
        for row in MetricsTable.rows(run) {
            let grade = row.grade.map { " class=\"\($0)\"" } ?? ""
            out += "<tr><th>\(escape(row.label))</th><td\(grade)>\(escape(row.value))</td></tr>\n"
        }
        return out + "</table>\n</section>\n"
    }

    private func checkSection(_ check: CheckSection) throws -> String {
        let verdict = check.passed ? "passed" : "failed"
        var out = "<section id=\"check\">\n<h2>Check: <span class=\"verdict \(verdict)\">\(verdict)</span></h2>\n"
        out += "<p>\(escape(check.title))</p>\n"
        for note in check.notes { out += "<p class=\"muted\">\(escape(note))</p>\n" }
        for (index, failure) in check.failures.enumerated() {
            guard index < check.maxEmbedded else {
                let rest = check.failures[index...].map { String($0.frame) }.joined(separator: ", ")
                out += "<p>Also failing (images not embedded): frames \(escape(rest))</p>\n"
                break
            }
            let expected = try dataURL(failure.expected)
            let actual = try dataURL(failure.actual)
            out += "<article class=\"failure\" id=\"failure-\(failure.frame)\">\n"
            out += "<h3>Frame \(failure.frame): \(escape(failure.message))</h3>\n<div class=\"triple\">\n"
            out +=
                "<figure><figcaption>expected</figcaption>"
                + "<img alt=\"expected frame \(failure.frame)\" src=\"\(expected)\"></figure>\n"
            out +=
                "<figure><figcaption>actual</figcaption>"
                + "<img alt=\"actual frame \(failure.frame)\" src=\"\(actual)\"></figure>\n"
            if let diff = failure.diff {
                out +=
                    "<figure><figcaption>diff</figcaption>"
                    + "<img alt=\"diff of frame \(failure.frame)\" src=\"\(try dataURL(diff))\"></figure>\n"
            }
            out += "</div>\n<p class=\"muted\">Slide: expected on the right, actual on the left.</p>\n"
            out += "<div class=\"compare\"><img class=\"under\" alt=\"expected\" src=\"\(expected)\">"
            out += "<img class=\"over\" alt=\"actual\" src=\"\(actual)\">"
            out +=
                "<input type=\"range\" min=\"0\" max=\"100\" value=\"50\" "
                + "aria-label=\"actual versus expected\"></div>\n</article>\n"
        }
        return out + "</section>\n"
    }

    /// A file's bytes as a data URL (PNG unless the name says otherwise).
    private func dataURL(_ url: URL) throws -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw OutputError(path: url.path, message: "cannot read the image for the report")
        }
        let type = url.pathExtension.lowercased() == "webp" ? "image/webp" : "image/png"
        return "data:\(type);base64," + data.base64EncodedString()
    }

    /// Escapes text for HTML.
    func escape(_ text: String) -> String { ChartDrawing.escape(text) }

    /// JSON made safe inside a script element: "<" only occurs in strings, where "\\u003c" means the same.
    func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}

/// Numbers for people.
enum JSONNumberText {
    /// "60", "29.97".
    static func fps(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", rounded)
    }
}
