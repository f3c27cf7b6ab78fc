import Foundation
import ReelFiles
import ReelFormats
import ReelGraphics

/// Where a comparison writes its images: `diff/frame-NNNNN.png` per failing frame and, when asked, copies of the
/// `expected/` and `actual/` frames beside them.
public struct FrameArtifacts: Sendable {
    /// The output folder.
    package var directory: URL
    /// Also copy the expected and actual PNGs of failing frames.
    var keepExpectedAndActual: Bool

    /// Artifacts under `directory`.
    package init(directory: URL, keepExpectedAndActual: Bool = false) {
        self.directory = directory
        self.keepExpectedAndActual = keepExpectedAndActual
    }

    /// How many failing frames get images by default.
    package static let defaultLimit = 12

    /// The failing frames to write images for, at most `limit`: the worst frame (most different pixels), then the
    /// worst of each run of consecutive failing frames, then the first failing frames in order.
    package static func choose(_ failing: [FrameResult], limit: Int) -> Set<Int> {
        guard limit > 0 else { return [] }
        let worst = { (frames: ArraySlice<FrameResult>) in
            frames.max { a, b in
                a.diff.differentPixels < b.diff.differentPixels
                    || (a.diff.differentPixels == b.diff.differentPixels && a.index > b.index)
            }
        }
        var order: [Int] = []
        if let frame = worst(failing[...]) { order.append(frame.index) }
        for run in FailingRun.runs(failing) {
            let frames = failing.filter { $0.index >= run.first && $0.index <= run.last }
            if let frame = worst(frames[...]) { order.append(frame.index) }
        }
        order += failing.map(\.index)
        var chosen: Set<Int> = []
        for index in order where chosen.count < limit { chosen.insert(index) }
        return chosen
    }

    /// Writes the failing frame's images; returns the diff image's path relative to `directory`.
    func write(index: Int, diff: PixelImage, expected: [UInt8], actual: [UInt8]) throws -> String {
        let name = RunFolder.frameName(index)
        try Self.write(Data(diff.pngBytes()), to: RunFolder(directory).diff(name))
        if keepExpectedAndActual {
            try Self.write(Data(expected), to: RunFolder(directory).expected(name))
            try Self.write(Data(actual), to: RunFolder(directory).actual(name))
        }
        return "diff/\(name)"
    }

    /// Writes a file, creating its folder; an error names the file and the cause in one line (`OutputError`).
    static func write(_ data: Data, to url: URL) throws {
        try AtomicFile.createFolder(url.deletingLastPathComponent(), label: url.path)
        try AtomicFile.write(data, to: url)
    }
}
