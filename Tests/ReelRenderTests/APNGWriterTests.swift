import Foundation
import ReelGraphics
import Testing

@testable import ReelRender

@Suite struct APNGWriterTests {
    /// Frame scenes with runs: 0 0 0 1 2 2 3 → four APNG frames shown 3, 1, 2 and 1 frames.
    static let pattern = [0, 0, 0, 1, 2, 2, 3]

    @Test func collapsesRunsWithExactDelaysAndDecodesToTheFramesPixels() throws {
        let folder = try TestFrames.folder("apng")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try TestFrames.write(pattern: Self.pattern, into: folder)
        let sequence = try FrameSequence.load(folder: folder)
        #expect(sequence.frameCount == 7)
        #expect(sequence.runs.map(\.count) == [3, 1, 2, 1])
        #expect(sequence.runs.map(\.first) == [0, 3, 4, 6])

        let url = folder.appendingPathComponent("out.apng")
        try Animation.write(sequence, format: .apng, to: url, options: AnimationOptions(fps: 30, loopCount: 2))
        let apng = try APNGReader(bytes: [UInt8](try Data(contentsOf: url)))
        #expect(apng.frameCount == 4)
        #expect(apng.plays == 2)
        #expect(apng.frames.count == 4)
        #expect(apng.frames.map(\.delayNumerator) == [3, 1, 2, 1])
        #expect(apng.frames.map(\.delayDenominator) == [30, 30, 30, 30])
        #expect(apng.sequenceNumbersAreConsecutive)
        for (frame, run) in zip(apng.frames, sequence.runs) {
            let decoded = try PNGDecoder.decode(frame.standalonePNG(header: apng.header))
            #expect(decoded == (try TestFrames.bitmap(files[run.first])), "frame \(run.first)")
        }
    }

    @Test func sameFramesGiveByteIdenticalFilesAndSpeedScalesDelays() throws {
        let folder = try TestFrames.folder("apng-determinism")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TestFrames.write(pattern: Self.pattern, into: folder)
        let sequence = try FrameSequence.load(folder: folder)
        let first = folder.appendingPathComponent("a.apng")
        let second = folder.appendingPathComponent("b.apng")
        try Animation.write(sequence, format: .apng, to: first, options: AnimationOptions(fps: 60))
        try Animation.write(sequence, format: .apng, to: second, options: AnimationOptions(fps: 60))
        #expect(try Data(contentsOf: first) == (try Data(contentsOf: second)))

        let fast = folder.appendingPathComponent("fast.apng")
        try Animation.write(sequence, format: .apng, to: fast, options: AnimationOptions(fps: 60, speed: 2))
        let apng = try APNGReader(bytes: [UInt8](try Data(contentsOf: fast)))
        #expect(apng.frames.map(\.delayDenominator) == [120, 120, 120, 120])
        #expect(apng.plays == 0)
    }

    @Test func delaysThatDoNotFitSixteenBitsAreRounded() {
        #expect(APNGWriter.delay(frames: 3, rate: 59.94) == (50, 1000))
        #expect(APNGWriter.delay(frames: 4, rate: 60) == (4, 60))
    }

    @Test func framesOfAnotherSizeAreRefused() throws {
        let folder = try TestFrames.folder("apng-sizes")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TestFrames.write(pattern: [0], into: folder)
        try Data(TestFrames.draw(scene: 1, width: 32, height: 32)).write(
            to: folder.appendingPathComponent("frame-00001.png"))
        let sequence = try FrameSequence.load(folder: folder)
        #expect(throws: AnimationError.self) {
            try Animation.write(sequence, format: .apng, to: folder.appendingPathComponent("x.apng"), options: .init())
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.apng").path))
    }
}
