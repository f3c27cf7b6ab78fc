import Foundation
import ReelCore
import ReelDiff
import ReelFiles
import ReelRender

/// The check section of `report.html`. First a table naming each run of consecutive failing frames with its worst
/// frame (the most differing pixels), then the worst frame of the worst run as expected / actual / diff side by side,
/// zoomed to the changed cells with the cells' overlay on; the other runs' worst frames and a link to every failing
/// frame follow in sections that start closed, so the metrics and the timeline differences are a link away.
struct CheckSectionHTML {
    /// Consecutive failing frames.
    struct Stretch {
        var failures: [CheckSection.Failure]
        var first: Int { failures.first?.frame ?? 0 }
        var last: Int { failures.last?.frame ?? 0 }
        /// The frame with the most differing pixels (the first of equals).
        var worst: CheckSection.Failure {
            failures.reduce(failures[0]) { $1.differentPixels > $0.differentPixels ? $1 : $0 }
        }
    }

    let check: CheckSection
    /// The run's folder (its `cells.csv` draws the overlay of the actual and diff frames).
    let run: URL
    /// The folder the report is written into: images under it are linked with relative paths.
    let folder: URL

    /// Groups failures (in frame order) into runs of consecutive frame numbers.
    static func stretches(_ failures: [CheckSection.Failure]) -> [Stretch] {
        var out: [Stretch] = []
        for failure in failures.sorted(by: { $0.frame < $1.frame }) {
            if let last = out.last?.failures.last, last.frame + 1 == failure.frame {
                out[out.count - 1].failures.append(failure)
            } else {
                out.append(Stretch(failures: [failure]))
            }
        }
        return out
    }

    func html() -> String {
        let verdict = check.passed ? "passed" : "failed"
        var out = "<section id=\"check\">\n<h2>Check: <span class=\"verdict \(verdict)\">\(verdict)</span> "
        out += "<span class=\"title\">\(escape(check.title))</span></h2>\n"
        let stretches = Self.stretches(check.failures)
        // The runs with embedded images: the worst first, at most `maxEmbedded`.
        let ranked = stretches.indices.sorted {
            (stretches[$0].worst.differentPixels, stretches[$1].first)
                > (stretches[$1].worst.differentPixels, stretches[$0].first)
        }
        let shown = Array(ranked.prefix(max(0, check.maxEmbedded)))
        if !stretches.isEmpty { out += table(stretches, shown: Set(shown), worst: shown.first) }
        var panels: [String] = []
        if !shown.isEmpty {
            let frames = Set(shown.map { stretches[$0].worst.frame })
            let actualBoxes = CellBoxes.read(RunFolder(run).cells, frames: frames)
            let expectedBoxes = check.golden.map { CellBoxes.read(RunFolder($0).cells, frames: frames) } ?? actualBoxes
            for index in shown {
                panels.append(
                    panel(stretches[index], expected: expectedBoxes, actual: actualBoxes, first: index == shown[0]))
            }
        }
        if let first = panels.first { out += first }
        if panels.count > 1 {
            out += "<details id=\"other-runs\"><summary>The worst frame of the \(panels.count - 1) other failing "
            out += "run\(panels.count == 2 ? "" : "s")</summary>\n" + panels.dropFirst().joined() + "</details>\n"
        }
        if !check.failures.isEmpty { out += frameList() }
        out += "<div id=\"timeline-diff\">\n<h3>Timeline and other differences</h3>\n"
        for note in check.notes { out += "<p class=\"muted\">\(escape(note))</p>\n" }
        if check.notes.isEmpty { out += "<p class=\"muted\">none</p>\n" }
        return out + "</div>\n</section>\n"
    }

    /// One row per failing run, in frame order: its frames, the worst frame (linked to its panel, or to the scrubber
    /// when its images are not embedded) and the box of its differing pixels.
    private func table(_ stretches: [Stretch], shown: Set<Int>, worst: Int?) -> String {
        var out =
            "<div class=\"runs-box\"><table id=\"failing-runs\">\n<thead><tr><th>failing frames</th><th>count</th>"
            + "<th>worst frame</th>"
        out += "<th>pixels differ</th><th>changed box (px)</th></tr></thead>\n<tbody>\n"
        for (index, stretch) in stretches.enumerated() {
            let frames = stretch.first == stretch.last ? "\(stretch.first)" : "\(stretch.first)–\(stretch.last)"
            let frame = stretch.worst.frame
            let target = shown.contains(index) ? "#failure-\(frame)" : "#frame-\(frame)"
            out += "<tr\(index == worst ? " class=\"worst\"" : "")><td>\(frames)</td><td>\(stretch.failures.count)</td>"
            out += "<td><a href=\"\(target)\" data-frame=\"\(frame)\">frame \(frame)</a></td>"
            out += "<td>\(stretch.worst.differentPixels)</td>"
            out += "<td>\(stretch.worst.bounds.map { escape($0.description) } ?? "")</td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }

    /// A run's worst frame: expected, actual and diff cropped to what changed, the overlay on; two switches show
    /// the whole frame or hide the overlay.
    private func panel(_ stretch: Stretch, expected: CellBoxes, actual: CellBoxes, first: Bool) -> String {
        let failure = stretch.worst
        let frame = failure.frame
        let range = stretch.first == stretch.last ? "frame \(frame)" : "frames \(stretch.first)–\(stretch.last)"
        var out =
            "<article class=\"failure\(first ? " worst" : "")\" id=\"failure-\(frame)\" data-frame=\"\(frame)\">\n"
        out += "<div class=\"panel-head\"><h3>Frame \(frame): \(escape(failure.message)) "
        out += "<span class=\"muted\">(worst of \(range))</span></h3>\n"
        out += "<p class=\"panel-controls\"><label><input type=\"checkbox\" class=\"whole\"> whole frame</label> "
        out += "<label><input type=\"checkbox\" class=\"bare\"> no overlay</label> "
        out += "<a href=\"#frame-\(frame)\" data-frame=\"\(frame)\">frame \(frame) in the scrubber</a></p></div>\n"
        out += "<div class=\"triple\">\n"
        let images: [(String, URL?, [CellBoxes.Box])] = [
            ("expected", failure.expected, expected[frame]), ("actual", failure.actual, actual[frame]),
            ("diff", failure.diff, actual[frame]),
        ]
        for (label, url, boxes) in images {
            out += "<figure><figcaption>\(label)</figcaption>"
            if let url, let data = Self.bytes(url) {
                out += figure(label: label, frame: frame, url: url, data: data, boxes: boxes, failure: failure)
            } else {
                out += "<p class=\"muted\">not kept</p>"
            }
            out += "</figure>\n"
        }
        return out + "</div>\n</article>\n"
    }

    private func figure(
        label: String, frame: Int, url: URL, data: [UInt8], boxes: [CellBoxes.Box], failure: CheckSection.Failure
    ) -> String {
        let source = Self.dataURL(url, data)
        let image = "<img alt=\"\(label) frame \(frame)\" src=\"\(source)\">"
        guard let size = PNGFrameReader.size(data) else { return image }
        let scale = check.scale ?? 1
        let view = FailureView(
            width: size.width, height: size.height, bounds: failure.bounds,
            boxes: boxes.map { $0.pixels(scale: scale) }, scale: scale)
        let overlay = check.scale == nil ? "" : view.overlay(boxes, scale: scale, changed: failure.bounds)
        return "<div class=\"crop\" style=\"\(view.cropStyle(maxHeightVH: 48))\"><div class=\"frame\" "
            + "style=\"\(view.frameStyle)\">\(image)\(overlay)</div></div>"
    }

    /// Every failing frame, linked to the scrubber, with its images when they were kept under the report's folder.
    private func frameList() -> String {
        var out = "<details id=\"failing-frames\"><summary>All \(check.failures.count) failing frames</summary>\n"
        out += "<ol class=\"frame-links\">\n"
        for failure in check.failures {
            out += "<li><a href=\"#frame-\(failure.frame)\" data-frame=\"\(failure.frame)\">frame \(failure.frame)</a>"
            out += " · \(escape(failure.message))"
            for (label, url) in [("expected", failure.expected), ("actual", failure.actual), ("diff", failure.diff)] {
                if let url, let href = relativeLink(url) { out += " · <a href=\"\(escape(href))\">\(label)</a>" }
            }
            out += "</li>\n"
        }
        return out + "</ol>\n</details>\n"
    }

    /// `url` relative to the report's folder, when it is an existing file inside it.
    private func relativeLink(_ url: URL) -> String? {
        let base = folder.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(base), FileManager.default.fileExists(atPath: path) else { return nil }
        return path.dropFirst(base.count).split(separator: "/").map {
            String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? String($0)
        }.joined(separator: "/")
    }

    static func bytes(_ url: URL) -> [UInt8]? {
        try? RegularFile.read(url.path, limit: RegularFile.Limit.image).get()
    }

    /// A file's bytes as a data URL (PNG unless the name says otherwise).
    static func dataURL(_ url: URL, _ data: [UInt8]) -> String {
        let type = url.pathExtension.lowercased() == "webp" ? "image/webp" : "image/png"
        return "data:\(type);base64," + Data(data).base64EncodedString()
    }

    private func escape(_ text: String) -> String { ChartDrawing.escape(text) }
}
