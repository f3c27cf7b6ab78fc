import Foundation
import ReelFiles
import ReelGraphics
import Testing

@testable import ReelRender

/// MP4 and WebM through the ffmpeg executable; scripts/install-deps.sh installs ffmpeg (here and in CI).
@Suite(.enabled(if: FFmpegWriter.ffmpeg() != nil, "ffmpeg is not on PATH (scripts/install-deps.sh installs it)"))
struct FFmpegWriterTests {
    /// Frames, width and height of the first video stream, as ffprobe counts them.
    static func probe(_ url: URL) throws -> (frames: Int, width: Int, height: Int) {
        let process = Process()
        process.executableURL = FFmpegWriter.ffmpeg()!.deletingLastPathComponent().appendingPathComponent("ffprobe")
        process.arguments = [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", url.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard fields.count == 3 else { throw AnimationError(path: url.path, message: "ffprobe said \"\(text)\"") }
        return (fields[2], fields[0], fields[1])
    }

    @Test(arguments: [AnimationFormat.mp4, .webm])
    func videoHasOneFramePerTickOfTheOutputRate(format: AnimationFormat) throws {
        let folder = try TestFrames.folder("video-\(format)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TestFrames.write(pattern: [0, 0, 1, 2, 2, 2, 3, 4, 5, 6, 7, 8], width: 64, height: 48, into: folder)
        let sequence = try FrameSequence.load(folder: folder)
        let url = folder.appendingPathComponent("out.\(format.fileExtension)")
        // 12 frames at 20 fps is 0.6 s: 12 frames at the rendered rate, 6 at 10 fps (from frame 0 to 12).
        try Animation.write(sequence, format: format, to: url, options: AnimationOptions(fps: 20))
        let all = try Self.probe(url)
        #expect(all.frames == 12 && all.width == 64 && all.height == 48)
        try Animation.write(
            sequence, format: format, to: url, options: AnimationOptions(fps: 20, outputFPS: 10, width: 33))
        let sampled = try Self.probe(url)
        #expect(sampled.frames == 6)
        #expect(sampled.width == 34 && sampled.height == 26)  // 33 × 24.75 → 33 × 25, padded to even sizes
        let again = folder.appendingPathComponent("again.\(format.fileExtension)")
        try Animation.write(
            sequence, format: format, to: again, options: AnimationOptions(fps: 20, outputFPS: 10, width: 33))
        #expect(try Data(contentsOf: url) == (try Data(contentsOf: again)))
        #expect(!FileManager.default.fileExists(atPath: StagedFile.temporaryURL(for: url).path))
    }
}
