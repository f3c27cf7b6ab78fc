import Foundation
import ReelCore
import ReelRender

/// What `reel render` writes after a run on request: animations, charts and `report.html`, with progress.
package struct RunExtras: Sendable {
    /// Animation formats to write as `animation.<ext>`.
    package var animations: [AnimationFormat]
    /// Playback settings for them.
    package var playback: AnimationOptions
    /// Write `report.html` (and the charts).
    package var report: Bool
    /// Write the charts only.
    package var charts: Bool

    /// Creates a request for extras.
    package init(
        animations: [AnimationFormat] = [], playback: AnimationOptions = .init(), report: Bool = false,
        charts: Bool = false
    ) {
        self.animations = animations
        self.playback = playback
        self.report = report
        self.charts = charts
    }

    /// True when nothing is requested.
    package var isEmpty: Bool { animations.isEmpty && !report && !charts }

    /// What is requested, for people: "report", "report and animation", "charts and 2 animations".
    package var label: String {
        var parts: [String] = []
        if report { parts.append("report") } else if charts { parts.append("charts") }
        if !animations.isEmpty { parts.append(animations.count == 1 ? "animation" : "\(animations.count) animations") }
        return parts.joined(separator: " and ")
    }

    /// Fails early (before a long render) when a requested format needs a tool that is missing: MP4 and WebM need
    /// ffmpeg.
    package func checkTools() throws {
        if animations.contains(where: \.needsFFmpeg), FFmpegWriter.ffmpeg() == nil {
            throw AnimationError(path: "--animation", message: FFmpegWriter.missingFFmpeg)
        }
    }

    /// Writes the extras into the run folder `directory` and returns the files written. `record` is the run's record
    /// when it just finished (`RunResult.record`); without it, the report and charts read the folder back.
    package func write(to directory: URL, record: RunRecord? = nil, progress style: ProgressStyle) throws -> [URL] {
        let layout = RunFolder(directory)
        var written: [URL] = []
        if !animations.isEmpty {
            let sequence = try FrameSequence.load(folder: layout.framesFolder)
            for format in animations {
                let url = layout.animation(fileExtension: format.fileExtension)
                let reporter = ProgressReporter(label: format.rawValue, total: sequence.frameCount, style: style)
                try Animation.write(sequence, format: format, to: url, options: playback) { reporter.update($0) }
                reporter.finish()
                written.append(url)
            }
        }
        if report {
            let reporter = ProgressReporter(label: "report", total: nil, style: style)
            written.append(try Report.write(record ?? RunRecord.read(directory)) { reporter.update($0) })
            reporter.finish()
            written += layout.charts
        } else if charts {
            written += try RunCharts.write(record ?? RunRecord.read(directory))
        }
        return written
    }
}
