import Foundation
import ReelRender
import Testing

@Suite struct WebPAnimationWriterTests {
    /// The ANIM loop count and each ANMF frame's duration of an animated WebP.
    static func frames(_ bytes: [UInt8]) -> (loop: Int?, durations: [Int], canvas: (Int, Int)?) {
        func le(_ offset: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        var loop: Int?
        var durations: [Int] = []
        var canvas: (Int, Int)?
        var offset = 12
        while offset + 8 <= bytes.count {
            let type = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = le(offset + 4, 4)
            let body = offset + 8
            switch type {
            case "VP8X": canvas = (le(body + 4, 3) + 1, le(body + 7, 3) + 1)
            case "ANIM": loop = le(body + 4, 2)
            case "ANMF": durations.append(le(body + 12, 3))
            default: break
            }
            offset = body + size + (size & 1)
        }
        return (loop, durations, canvas)
    }

    @Test func oneFramePerRunWithPlaybackDurations() throws {
        let folder = try TestFrames.folder("webp")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TestFrames.write(pattern: [0, 0, 0, 1, 2, 2, 3], into: folder)
        let sequence = try FrameSequence.load(folder: folder)
        let url = folder.appendingPathComponent("out.webp")
        try Animation.write(
            sequence, format: .webp, to: url, options: AnimationOptions(fps: 10, speed: 0.5, loopCount: 4))
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WEBP".utf8))
        let parsed = Self.frames(bytes)
        #expect(parsed.loop == 4)
        #expect(parsed.canvas?.0 == 64 && parsed.canvas?.1 == 48)
        // libwebp may merge frames it finds identical, never split them: durations add up to 7 frames at 5 fps.
        #expect(parsed.durations.reduce(0, +) == 1400)
        #expect(parsed.durations.first == 600)
        let again = folder.appendingPathComponent("again.webp")
        try Animation.write(
            sequence, format: .webp, to: again, options: AnimationOptions(fps: 10, speed: 0.5, loopCount: 4))
        #expect(bytes == [UInt8](try Data(contentsOf: again)))
    }

    @Test func videoNeedsFFmpegOnPath() {
        #expect(FFmpegWriter.ffmpeg(environment: ["PATH": "/nonexistent:/also-not-there"]) == nil)
        #expect(FFmpegWriter.missingFFmpeg.contains("ffmpeg"))
    }
}
