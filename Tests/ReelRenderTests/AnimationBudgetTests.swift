import Foundation
import ReelGraphics
import ReelTestSupport
import Testing

@testable import ReelRender

@Suite(.tags(.endToEnd)) struct AnimationBudgetTests {
    @Test func byteCountsParseAndPrint() {
        #expect(ByteCount.parse("3MB") == 3_000_000)
        #expect(ByteCount.parse("800 KB") == 800_000)
        #expect(ByteCount.parse("1.5MiB") == 1_572_864)
        #expect(ByteCount.parse("2048") == 2048)
        #expect(ByteCount.parse("0MB") == nil)
        #expect(ByteCount.parse("three MB") == nil)
        #expect(ByteCount.describe(2_412_000) == "2.41 MB")
    }

    @Test func aGIFWithoutSizeRateOrBudgetGetsTheREADMEDefaults() {
        let asked = AnimationOptions(fps: 60)
        let gif = Animation.defaults(asked, format: .gif, sourceWidth: 780)
        #expect(gif.width == Animation.gifDefaultWidth && gif.outputFPS == Animation.gifDefaultFPS)
        #expect(Animation.defaults(asked, format: .apng, sourceWidth: 780) == asked, "only GIF")
        var budget = asked
        budget.maxBytes = 3_000_000
        #expect(Animation.defaults(budget, format: .gif, sourceWidth: 780) == budget, "a budget chooses for itself")
        var given = asked
        given.scale = 1
        given.outputFPS = 30
        #expect(Animation.defaults(given, format: .gif, sourceWidth: 780) == given, "what is asked for is kept")
        #expect(Animation.defaults(AnimationOptions(fps: 10), format: .gif, sourceWidth: 200).width == nil)
        #expect(Animation.defaults(AnimationOptions(fps: 10), format: .gif, sourceWidth: 200).outputFPS == nil)
    }

    @Test func widthScalesTheFramesAndKeepsTheAspectRatio() throws {
        let folder = try TestFrames.folder("scaled")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TestFrames.write(pattern: [0, 1, 2], width: 128, height: 96, into: folder)
        let sequence = try FrameSequence.load(folder: folder)
        let url = folder.appendingPathComponent("out.gif")
        let written = try Animation.write(sequence, format: .gif, to: url, options: AnimationOptions(width: 64))
        let gif = try GIFReader(bytes: [UInt8](try Data(contentsOf: url)))
        #expect(gif.width == 64 && gif.height == 48)
        #expect(written.width == 64 && written.height == 48 && written.frames == 3)
        let apng = folder.appendingPathComponent("out.apng")
        try Animation.write(sequence, format: .apng, to: apng, options: AnimationOptions(scale: 0.25))
        let header = [UInt8](try Data(contentsOf: apng))
        #expect(Array(header[16..<24]) == [0, 0, 0, 32, 0, 0, 0, 24])  // IHDR width and height
    }

    @Test(arguments: [AnimationFormat.gif, .webp])
    func maxSizeIsHonoured(format: AnimationFormat) throws {
        let folder = try TestFrames.folder("budget-\(format)")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TestFrames.write(pattern: Array(0..<40), width: 320, height: 240, into: folder)
        let sequence = try FrameSequence.load(folder: folder)
        let free = folder.appendingPathComponent("free.\(format.fileExtension)")
        let unbounded = try Animation.write(sequence, format: format, to: free, options: AnimationOptions(fps: 20))
        let budget = unbounded.bytes / 3
        let url = folder.appendingPathComponent("fit.\(format.fileExtension)")
        let written = try Animation.write(
            sequence, format: format, to: url, options: AnimationOptions(fps: 20, maxBytes: budget))
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
        #expect(size == written.bytes)
        #expect(written.bytes <= budget, "\(written.bytes) > \(budget)")
        #expect(written.attempts >= 2)
        #expect(written.width < 320 || written.fps != nil || written.colors != 255 || written.quality != nil)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func anImpossibleBudgetSaysSoAndWritesNothing() throws {
        let folder = try TestFrames.folder("budget-impossible")
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try TestFrames.write(pattern: Array(0..<10), width: 320, height: 240, into: folder)
        let sequence = try FrameSequence.load(folder: folder)
        let url = folder.appendingPathComponent("fit.gif")
        do {
            try Animation.write(sequence, format: .gif, to: url, options: AnimationOptions(maxBytes: 200))
            Issue.record("a 200-byte GIF was written")
        } catch let error as AnimationError {
            #expect(error.message.contains("cannot fit --max-size 200 B"), "\(error)")
            #expect(error.message.contains("the smallest tried"), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { $0.hasPrefix("frame-") })
    }
}
