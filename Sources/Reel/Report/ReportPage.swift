import Foundation
import ReelCore
import ReelGraphics
import ReelRender

/// Lays out `report.html` around the run's data (the frame previews and cells travel as one JSON block).
struct ReportPage {
    let run: RunRecord
    let check: CheckSection?
    /// The folder the page is written into (links to a check's images are relative to it).
    let folder: URL

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
            <nav id="contents">\(check == nil ? "" : "<a href=\"#check\">Check</a> · ")\
            <a href="#metrics">Metrics</a> · \
            \(check == nil ? "" : "<a href=\"#timeline-diff\">Timeline diff</a> · ")\
            <a href="#filmstrip">Frames</a> · <a href="#charts">Charts</a></nav>

            """
        if let check { page += CheckSectionHTML(check: check, run: run.directory, folder: folder).html() }
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

    /// Escapes text for HTML.
    func escape(_ text: String) -> String { ChartDrawing.escape(text) }

    /// JSON made safe inside a script element: "<" only occurs in strings, where "\\u003c" means the same.
    func scriptSafe(_ json: String) -> String {
        // Most of the block is the previews' base64; a scan of its bytes is much faster than Foundation's replace.
        guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
        return json.replacingOccurrences(of: "<", with: "\\u003c")
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
