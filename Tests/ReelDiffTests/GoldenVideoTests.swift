import Foundation
import ReelFormats
import ReelGraphics
import Testing

@testable import ReelDiff

/// Compact goldens: every frame in one lossless video, decoded back byte for byte; a corrupt or missing video is
/// one line and never a pass; PNG goldens still read, verify and convert; only the frames a comparison needs are
/// decoded; and a failing comparison writes images for a bounded set of frames with the worst among them.
@Suite struct GoldenVideoTests {
    /// A run of `count` synthetic frames (48 × 40, text and colours, so the codec has real detail to keep).
    static func run(in folder: URL, colour: Int, count: Int = 6) throws -> URL {
        try GoldenWriteTests.run(in: folder, colour: colour, count: count, width: 48, height: 40)
    }

    /// Each frame's RGB bytes, read from the run's PNGs.
    static func pngRGB(_ run: URL) throws -> [[UInt8]] {
        let manifest = try #require(try FrameManifest.read(folder: run, label: "run"))
        return try manifest.frames.map { try PNGFrameReader.read(run.appendingPathComponent($0.file)).rgb }
    }

    @Test func everyFrameDecodesByteIdentical() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(in: folder, colour: 3)
        let golden = folder.appendingPathComponent("g")
        let written = try GoldenStore.record(run: run, into: golden)
        #expect(written.written.contains(GoldenVideo.fileName))
        #expect(!FileManager.default.fileExists(atPath: RunFolder(golden).framesFolder.path), "no PNG folder")
        let manifest = try #require(try FrameManifest.read(folder: golden, label: "g"))
        let video = try #require(manifest.video)
        #expect(video.width == 48 && video.height == 40 && video.codec == GoldenVideo.codec)
        let reader = try VideoFrameReader(
            video: golden.appendingPathComponent(video.file), width: 48, height: 40, count: manifest.frames.count,
            frames: nil,
            label: "g")
        var decoded: [[UInt8]] = []
        while let frame = try reader.nextRGB() { decoded.append(frame.rgb) }
        #expect(decoded == (try Self.pngRGB(run)))
        #expect(try GoldenVerification.problems(in: golden).isEmpty)
        // The same pixels again keep the video's bytes: nothing is rewritten.
        #expect(!(try GoldenStore.record(run: run, into: golden)).changed)
    }

    @Test func onlyTheFramesAskedForAreDecoded() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(in: folder, colour: 7)
        let golden = folder.appendingPathComponent("g")
        _ = try GoldenStore.record(run: run, into: golden)
        let arguments = GoldenVideo.decodeArguments(video: "v.mkv", frames: [1, 4, 5, 6])
        #expect(arguments.contains("select=between(n\\,1\\,1)+between(n\\,4\\,6)"), "\(arguments)")
        // Decoding stops once the frames asked for are out: four selected, or every frame up to the last asked.
        #expect(arguments.joined(separator: " ").contains("-frames:v 4"), "\(arguments)")
        // Past `selectTerms` runs ffmpeg converts every frame and the reader skips the others.
        let scattered = Array(stride(from: 0, to: 200, by: 2))
        #expect(GoldenVideo.ranges(scattered).count == 100)
        #expect(!GoldenVideo.decodeArguments(video: "v.mkv", frames: scattered).contains("-vf"))
        #expect(
            GoldenVideo.decodeArguments(video: "v.mkv", frames: scattered).joined(separator: " ").contains(
                "-frames:v 199"))
        #expect(!GoldenVideo.decodeArguments(video: "v.mkv", frames: nil).contains("-frames:v"))
        let reader = try VideoFrameReader(
            video: golden.appendingPathComponent(GoldenVideo.fileName), width: 48, height: 40, count: 6,
            frames: [4, 1], label: "g")
        let expected = try Self.pngRGB(run)
        let first = try #require(try reader.nextRGB())
        let second = try #require(try reader.nextRGB())
        #expect(first.index == 1 && first.rgb == expected[1])
        #expect(second.index == 4 && second.rgb == expected[4])
        #expect(try reader.nextRGB() == nil)
        // The planes a comparison reads give the same images as the packed rows.
        let planar = try VideoFrameReader(
            video: golden.appendingPathComponent(GoldenVideo.fileName), width: 48, height: 40, count: 6,
            frames: [2, 5], label: "g", layout: .planarGBR)
        for index in [2, 5] {
            let frame = try #require(try planar.next())
            #expect(frame.index == index)
            #expect(frame.image == PixelImage(width: 48, height: 40, rgb: expected[index]))
        }
        #expect(try planar.next() == nil)
    }

    /// The longest `select` reel asks for parses in the ffmpeg it runs (past about 100 terms ffmpeg 5.1's filter
    /// fails to initialise) and gives the frames asked for: frames 0, 2 and 4 of a 6-frame video.
    @Test func theLongestSelectionFFmpegIsAskedForWorks() throws {
        let ffmpeg = try #require(GoldenVideo.ffmpeg())
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("g")
        _ = try GoldenStore.record(run: try Self.run(in: folder, colour: 5), into: golden)
        let scattered = Array(stride(from: 0, to: 2 * GoldenVideo.selectTerms, by: 2))
        let arguments = GoldenVideo.decodeArguments(
            video: golden.appendingPathComponent(GoldenVideo.fileName).path, frames: scattered)
        #expect(arguments.contains("-vf"))
        let process = Process()
        process.executableURL = ffmpeg
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(bytes.count == 3 * 48 * 40 * 3)
    }

    @Test func aPassingComparisonNeverDecodesAndAFailingOneDecodesItsFrames() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(in: folder, colour: 3)
        let golden = folder.appendingPathComponent("g")
        _ = try GoldenStore.record(run: run, into: golden)
        // A video ffmpeg cannot read: equal hashes settle every frame without opening it.
        let video = golden.appendingPathComponent(GoldenVideo.fileName)
        let sound = try Data(contentsOf: video)
        try Data("not a video".utf8).write(to: video)
        #expect(try GoldenComparison.compare(run: run, golden: golden, options: .init(), aspects: .frames).passed)
        try sound.write(to: video)
        // A run whose frame 2 differs: decoded and compared pixel by pixel.
        let other = try Self.run(in: folder, colour: 30)
        try FileManager.default.copyItem(
            at: RunFolder(other).frame(2), to: folder.appendingPathComponent("frame-2.png"))
        try FileManager.default.removeItem(at: RunFolder(run).frame(2))
        try FileManager.default.copyItem(at: folder.appendingPathComponent("frame-2.png"), to: RunFolder(run).frame(2))
        var manifest = try #require(try FrameManifest.read(folder: run, label: "run"))
        manifest.frames[2].pixels = try PNGFrameReader.read(RunFolder(run).frame(2)).rgbHash()
        try Data(manifest.json.utf8).write(to: RunFolder(run).manifest)
        let artifacts = folder.appendingPathComponent("out")
        let verdict = try GoldenComparison.compare(
            run: run, golden: golden, options: .init(), aspects: .frames, artifacts: artifacts)
        #expect(verdict.failingFrames.map(\.index) == [2])
        #expect(verdict.frames.filter { $0.fastPath == .hash }.count == 5)
        for kind in ["expected", "actual", "diff"] {
            #expect(FileManager.default.fileExists(atPath: artifacts.path + "/\(kind)/frame-00002.png"), "\(kind)")
        }
        // The expected image is the golden's frame, decoded from the video.
        let expectedImage = try PNGFrameReader.read(artifacts.appendingPathComponent("expected/frame-00002.png"))
        #expect(expectedImage.rgb == (try Self.pngRGB(try Self.run(in: folder, colour: 3)))[2])
    }

    @Test func aCorruptVideoIsOneLineAndNeverAPass() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(in: folder, colour: 3)
        let golden = folder.appendingPathComponent("g")
        _ = try GoldenStore.record(run: run, into: golden)
        let video = golden.appendingPathComponent(GoldenVideo.fileName)
        let bytes = try Data(contentsOf: video)
        try bytes.prefix(bytes.count / 3).write(to: video)
        let problems = try GoldenVerification.problems(in: golden)
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { !$0.contains("\n") && $0.contains(video.path) }, "\(problems)")
        // A comparison that needs a frame of the cut video fails with a problem, it does not pass.
        let other = try Self.run(in: folder, colour: 30)
        let verdict = try GoldenComparison.compare(run: other, golden: golden, options: .init(), aspects: .frames)
        #expect(!verdict.passed)
        #expect(
            verdict.problems.count == 1 && verdict.problems.allSatisfy { !$0.contains("\n") }, "\(verdict.problems)")
    }

    @Test func withoutFFmpegRecordingIsOneLineNamingIt() throws {
        #expect(GoldenVideo.ffmpeg(environment: ["PATH": "/nonexistent"]) == nil)
        #expect(GoldenVideo.ffmpeg(environment: ["REEL_FFMPEG": "/opt/ff"])?.path == "/opt/ff")
        let error = GoldenVideo.missing("goldens/g")
        #expect(error.description.hasPrefix("goldens/g: compact goldens need ffmpeg"))
        #expect(!error.description.contains("\n"))
    }

    @Test func aPNGGoldenIsReadVerifiedAndConvertedOnRewrite() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try Self.run(in: folder, colour: 3)
        let golden = folder.appendingPathComponent("g")
        _ = try GoldenStore.record(run: run, into: golden, format: .png)
        #expect(try FrameManifest.read(folder: golden, label: "g")?.video == nil)
        #expect(try GoldenComparison.compare(run: run, golden: golden, options: .init(), aspects: .frames).passed)
        #expect(try GoldenVerification.problems(in: golden).isEmpty)
        let other = try Self.run(in: folder, colour: 30)
        #expect(try !GoldenComparison.compare(run: other, golden: golden, options: .init(), aspects: .frames).passed)

        let written = try GoldenStore.record(run: run, into: golden)
        #expect(written.written.contains(GoldenVideo.fileName))
        #expect(written.removed.count == 6 && written.removed.allSatisfy { $0.hasPrefix("frames/") })
        #expect(!FileManager.default.fileExists(atPath: RunFolder(golden).framesFolder.path))
        #expect(try GoldenComparison.compare(run: run, golden: golden, options: .init(), aspects: .frames).passed)
        #expect(try GoldenVerification.problems(in: golden).isEmpty)
    }

    @Test func theArtifactBoundKeepsTheWorstFrame() throws {
        func frame(_ index: Int, _ pixels: Int) -> FrameResult {
            var diff = PixelDiffResult.identical
            diff.differentPixels = pixels
            return FrameResult(index: index, status: .different, fastPath: nil, diff: diff, pixelCount: 100)
        }
        // Two runs of failing frames, 0–19 and 40–59; the worst frame of all is 57, the worst of the first run 13.
        let failing = (0..<20).map { frame($0, $0 == 13 ? 50 : 5) } + (40..<60).map { frame($0, $0 == 57 ? 90 : 5) }
        let chosen = FrameArtifacts.choose(failing, limit: 4)
        #expect(chosen == [57, 13, 0, 1])
        #expect(FrameArtifacts.choose(failing, limit: 1) == [57])
        #expect(FrameArtifacts.choose(failing, limit: 0).isEmpty)
        #expect(FrameArtifacts.choose(failing, limit: 100).count == 40)
    }
}
