import Foundation
import ReelCore
import ReelRender

/// What tells a render from a comparison once the run driver has stepped the panels: how panels become one output
/// frame, and where each panel's logs go. Everything else (stepping, the asset barrier, the clock, traces, repeated
/// frames, the frame writers, timings) is the same for both and lives in `RunDriver`.
enum RunLayout: Sendable {
    /// One panel drawn alone; its logs, frames, summary and manifest share the run folder (`reel render`).
    case single
    /// Panels side by side under their labels and live counters; composite frames in the run folder, each panel's
    /// logs and summary in `panels/<name>/`, and a summary comparing the panels (`reel compare`).
    case sideBySide

    /// The folder a run writes to when none is given: `output/<name>/` or `output/<name>-compare/`.
    func defaultDirectory(for scenario: Scenario) -> URL {
        let name = self == .single ? scenario.name : "\(scenario.name)-compare"
        return URL(fileURLWithPath: "output", isDirectory: true).appendingPathComponent(name)
    }

    /// The folder of a panel's logs.
    func panelDirectory(named name: String, in directory: URL) -> URL {
        self == .single ? directory : RunFolder(directory).panel(named: Self.folderName(name)).directory
    }

    /// Where a panel's recorded trace goes when the run records to `file`: the file itself for a single panel, else
    /// one file per panel named after it (`trace.jsonl` → `trace-naive.jsonl`), each replayable on its own.
    func traceFile(_ file: URL, panel name: String) -> URL {
        guard self == .sideBySide else { return file }
        let stem = file.deletingPathExtension().lastPathComponent
        let suffix = file.pathExtension.isEmpty ? "" : ".\(file.pathExtension)"
        return file.deletingLastPathComponent().appendingPathComponent("\(stem)-\(Self.folderName(name))\(suffix)")
    }

    /// A new renderer for one frame worker.
    func renderer(
        panels: Int, canvas: Canvas, template: Template, imageFrame: Rect, imageSize: PixelSize, options: RenderOptions
    ) -> @Sendable () throws -> any FrameDrawing {
        switch self {
        case .single:
            return {
                try FrameRenderer(
                    canvas: canvas, template: template, imageFrame: imageFrame, imageSize: imageSize, options: options
                )
            }
        case .sideBySide:
            return {
                try ComparisonRenderer(
                    count: panels, canvas: canvas, template: template, imageFrame: imageFrame, imageSize: imageSize,
                    options: options
                )
            }
        }
    }

    /// What a panel contributes to an output frame: its frame state, plus (side by side) its label and counters so
    /// far. The pixels are added by the driver when the frame is drawn.
    func panelFrame(_ frame: FrameState, of panel: any RunPanel) -> PanelFrame {
        guard self == .sideBySide else { return PanelFrame(frame: frame, images: [:]) }
        let placeholders = frame.cells.filter { $0.state == .placeholder }.count
        return PanelFrame(
            frame: frame, images: [:], label: panel.name,
            counters: "stale cell-frames \(panel.staleCellFrames) · placeholders on screen \(placeholders)"
        )
    }

    /// A panel folder name: the scalars a scenario name may hold and '=' kept; anything else becomes '_'
    /// (`PathName.folderName`).
    static func folderName(_ name: String) -> String { PathName.folderName(name) }
}
