import Foundation
import ReelFiles
import ReelFormats
import ReelGraphics
import Testing

@testable import ReelDiff

/// A golden is only as good as its verified pixels: every golden frame a comparison decodes is checked against the
/// hash its manifest records, and the video is read only from a regular file in the golden's folder, of a size its
/// frames can take. A swapped, linked, blocking or padded video is a corrupt golden, never a pass or a hang.
@Suite struct GoldenPixelsVerifiedTests {
    /// A golden of `colour`'s frames and a run of `other`'s, in `folder`.
    static func goldenAndRun(in folder: URL) throws -> (golden: URL, run: URL, otherVideo: URL) {
        let golden = folder.appendingPathComponent("g")
        _ = try GoldenStore.record(run: try GoldenVideoTests.run(in: folder, colour: 3), into: golden)
        let run = try GoldenVideoTests.run(in: folder, colour: 30)
        let other = folder.appendingPathComponent("other")
        _ = try GoldenStore.record(run: run, into: other)
        return (golden, run, other.appendingPathComponent(GoldenVideo.fileName))
    }

    static func compare(_ run: URL, _ golden: URL) throws -> GoldenVerdict {
        try GoldenComparison.compare(run: run, golden: golden, options: .init(), aspects: .frames)
    }

    @Test func anotherRunsVideoInTheGoldenIsCorruptNotAPass() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (golden, run, otherVideo) = try Self.goldenAndRun(in: folder)
        let video = golden.appendingPathComponent(GoldenVideo.fileName)
        try FileManager.default.removeItem(at: video)
        try FileManager.default.copyItem(at: otherVideo, to: video)
        // The run's frames are exactly what the swapped video holds: only the manifest's hashes tell.
        let verdict = try Self.compare(run, golden)
        #expect(!verdict.passed)
        #expect(verdict.problems.count == 1, "\(verdict.problems)")
        #expect(verdict.problems.first?.contains("pixels do not match the manifest: the golden is corrupt") == true)
        #expect(verdict.problems.first?.contains(video.path) == true, "\(verdict.problems)")
        #expect(try !GoldenVerification.problems(in: golden).isEmpty)
    }

    @Test func aVideoThatIsALinkIsRefused() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (golden, run, otherVideo) = try Self.goldenAndRun(in: folder)
        let video = golden.appendingPathComponent(GoldenVideo.fileName)
        try FileManager.default.removeItem(at: video)
        try FileManager.default.createSymbolicLink(at: video, withDestinationURL: otherVideo)
        let verdict = try Self.compare(run, golden)
        #expect(!verdict.passed)
        #expect(verdict.problems == ["\(video.path): is a symbolic link: a golden's video must be a file in it"])
        #expect(try GoldenVerification.problems(in: golden).first?.contains("is a symbolic link") == true)
    }

    @Test func aVideoThatIsAFIFOIsRefusedWithoutBlocking() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (golden, run, _) = try Self.goldenAndRun(in: folder)
        let video = golden.appendingPathComponent(GoldenVideo.fileName)
        try FileManager.default.removeItem(at: video)
        #expect(mkfifo(video.path, 0o600) == 0)
        let verdict = try Self.compare(run, golden)
        #expect(!verdict.passed)
        #expect(verdict.problems == ["\(video.path): not a regular file (frame 0 of the golden's manifest)"])
        #expect(try GoldenVerification.problems(in: golden) == ["\(video.path): is a FIFO, not a regular file"])
    }

    @Test func aPaddedVideoIsRefusedBeforeItIsRead() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (golden, run, _) = try Self.goldenAndRun(in: folder)
        let video = golden.appendingPathComponent(GoldenVideo.fileName)
        let limit = VideoFrameReader.maxBytes(width: 48, height: 40, count: 6)
        // Sparse: the file claims its size without taking the disk.
        #expect(truncate(video.path, off_t(limit + 1)) == 0)
        let verdict = try Self.compare(run, golden)
        #expect(!verdict.passed)
        #expect(verdict.problems.first?.contains("is larger than \(limit) bytes") == true, "\(verdict.problems)")
    }

    @Test func aPNGGoldenFrameSwappedForTheRunsIsCorrupt() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A golden of PNG files (the form an earlier reel wrote): a run folder read through its manifest.
        let golden = try GoldenWriteTests.run(in: folder, colour: 3)
        let run = try GoldenWriteTests.run(in: folder, colour: 30)
        try FileManager.default.removeItem(at: RunFolder(golden).frame(1))
        try FileManager.default.copyItem(at: RunFolder(run).frame(1), to: RunFolder(golden).frame(1))
        let comparer = FrameComparer(options: .init())
        #expect {
            _ = try comparer.compare(expected: try FrameSet.open(golden.path), actual: try FrameSet.open(run.path))
        } throws: { error in
            "\(error)".contains("frame 1's pixels do not match the manifest")
                && "\(error)".contains(RunFolder(golden).frame(1).path)
        }
    }

    /// `--verify-goldens` reads the logs as a check does: a cut compressed log is named as cut, and a timeline line
    /// that is not JSON is named by its number.
    @Test func verifyingAGoldenChecksItsLogs() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (golden, _, _) = try Self.goldenAndRun(in: folder)
        #expect(try GoldenVerification.problems(in: golden).isEmpty)
        let timeline = CompressedLog.compressed(RunFolder(golden).timeline)
        let sound = try Data(contentsOf: timeline)
        try CompressedLog.deflate(Data("{\"t\":1}\nnot json\n".utf8)).write(to: timeline)
        #expect(
            try GoldenVerification.problems(in: golden) == [
                "\(RunFolder(golden).timeline.path): line 2 is not a JSON object (the log is corrupt)"
            ])
        let long = CompressedLog.deflate(
            Data((0..<4000).map { "{\"t\":\($0),\"kind\":\"x\($0 * 7919)\"}\n" }.joined().utf8))
        try long.prefix(long.count / 2).write(to: timeline)
        let cut = try GoldenVerification.problems(in: golden)
        #expect(cut.count == 1 && cut[0].hasPrefix("\(timeline.path): truncated or corrupt gzip data"), "\(cut)")
        try sound.write(to: timeline)
        #expect(try GoldenVerification.problems(in: golden).isEmpty)
    }
}
