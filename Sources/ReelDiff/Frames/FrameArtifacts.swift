import Foundation
import ReelCore
import ReelGraphics

/// Where a comparison writes its images: `diff/frame-NNNNN.png` per failing frame and, when asked, copies of the
/// `expected/` and `actual/` frames beside them.
public struct FrameArtifacts: Sendable {
    /// The output folder.
    public var directory: URL
    /// Also copy the expected and actual PNGs of failing frames.
    public var keepExpectedAndActual: Bool

    /// Artifacts under `directory`.
    public init(directory: URL, keepExpectedAndActual: Bool = false) {
        self.directory = directory
        self.keepExpectedAndActual = keepExpectedAndActual
    }

    /// Writes the failing frame's images; returns the diff image's path relative to `directory`.
    func write(index: Int, diff: PixelImage, expected: [UInt8], actual: [UInt8]) throws -> String {
        let name = RunFolder.frameName(index)
        try Self.write(Data(diff.pngBytes()), to: directory.appendingPathComponent("diff/\(name)"))
        if keepExpectedAndActual {
            try Self.write(Data(expected), to: directory.appendingPathComponent("expected/\(name)"))
            try Self.write(Data(actual), to: directory.appendingPathComponent("actual/\(name)"))
        }
        return "diff/\(name)"
    }

    /// Writes a file, creating its folder; an error names the file and the cause in one line (`OutputError`).
    static func write(_ data: Data, to url: URL) throws {
        try AtomicFile.createFolder(url.deletingLastPathComponent(), label: url.path)
        try AtomicFile.write(data, to: url)
    }
}
