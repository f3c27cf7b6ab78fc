import Foundation
import ReelCore
import ReelDiff
import ReelGraphics

/// Where each visible cell of some frames was and what it showed, read from a run's (or a golden's) `cells.csv`: what
/// the report's overlay over a check's frames is drawn from, so the frame PNGs stay as they were rendered.
struct CellBoxes {
    /// One visible cell in one frame, its box in points.
    struct Box: Equatable {
        var cell: Int
        var item: String
        var state: CellState
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        /// The box in pixels at `scale` pixels per point.
        func pixels(scale: Double) -> PixelRect {
            let left = (x * scale).rounded(.down)
            let top = (y * scale).rounded(.down)
            return PixelRect(
                x: Int(left), y: Int(top), width: Int(((x + width) * scale).rounded(.up) - left),
                height: Int(((y + height) * scale).rounded(.up) - top))
        }
    }

    /// The boxes by frame, for the frames asked for.
    let frames: [Int: [Box]]

    /// The boxes of `wanted` frames in `url` (a `cells.csv`, plain or compressed beside it); empty when the file cannot
    /// be read, since the overlay is an aid and a report without it is still whole. Rows with too few fields or unknown
    /// states are skipped.
    static func read(_ url: URL, frames wanted: Set<Int>) -> CellBoxes {
        guard !wanted.isEmpty, let data = try? CompressedLog.contents(of: url) else {
            return CellBoxes(frames: [:])
        }
        let text = String(decoding: data, as: UTF8.self)
        var frames: [Int: [Box]] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            guard let comma = line.firstIndex(of: ","), let frame = Int(line[..<comma]), wanted.contains(frame) else {
                continue
            }
            let fields = CellsTable.splitCSV(line)
            guard fields.count >= 10, let cell = Int(fields[2]), let state = CellState(rawValue: fields[4]),
                let x = Double(fields[6]), let y = Double(fields[7]), let width = Double(fields[8]),
                let height = Double(fields[9])
            else { continue }
            frames[frame, default: []].append(
                Box(cell: cell, item: fields[3], state: state, x: x, y: y, width: width, height: height))
        }
        return CellBoxes(frames: frames)
    }

    /// The boxes of `frame` (none when it was not read).
    subscript(frame: Int) -> [Box] { frames[frame] ?? [] }
}
