import Foundation
import ReelDiff
import ReelFiles
import ReelFormats
import ReelGraphics
import Testing

/// Goldens are written whole: staged beside the old one and swapped in, so a failure at any step leaves the old
/// golden exactly as it was (never new frames under the old manifest), and a write error is one line.
@Suite struct GoldenWriteTests {
    /// A reel run folder of `count` frames whose colours start at `colour`, with logs and a manifest.
    static func run(in folder: URL, colour: Int, count: Int = 3, width: Int = 12, height: Int = 10) throws -> URL {
        let run = folder.appendingPathComponent("run-\(colour)")
        try FileManager.default.createDirectory(at: RunFolder(run).framesFolder, withIntermediateDirectories: true)
        var frames: [FrameManifest.Frame] = []
        for index in 0..<count {
            let png = SyntheticImage.png(index: colour + index, width: width, height: height)
            try Data(png).write(to: RunFolder(run).frame(index))
            let pixels = try PNGFrameReader.decode(png, name: "frame").rgbHash()
            frames.append(FrameManifest.Frame(file: RunFolder.framePath(index), pixels: pixels))
        }
        try Data("frame,t_ms,cell,item,state\n0,\(colour),0,i\(colour),correct\n".utf8).write(to: RunFolder(run).cells)
        try Data("{\"t\":\(colour)}\n".utf8).write(to: RunFolder(run).timeline)
        let manifest = FrameManifest(version: "test", scenario: "s", scenarioHash: "h\(colour)", frames: frames)
        try Data(manifest.json.utf8).write(to: RunFolder(run).manifest)
        return run
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-golden-write-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file under `folder` with its bytes.
    static func files(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
                out[path] = data
            }
        }
        return out
    }

    struct Injected: Error {}

    /// Every step of writing a golden in each format.
    static let steps: [(GoldenStore.Format, GoldenStaging.Step)] =
        [.write("frames.mkv"), .write("cells.csv.gz"), .write("manifest.json"), .swap].map { (.video, $0) }
        + [
            .write("frames/frame-00000.png"), .write("frames/frame-00002.png"), .write("cells.csv.gz"),
            .write("manifest.json"), .swap,
        ].map { (.png, $0) }

    @Test(arguments: steps)
    func aFailureAtAnyStepLeavesTheOldGoldenWhole(format: GoldenStore.Format, step: GoldenStaging.Step) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("goldens/g")
        let old = try Self.run(in: folder, colour: 10)
        let new = try Self.run(in: folder, colour: 40)
        _ = try GoldenStore.record(run: old, into: golden, format: format)
        let before = Self.files(golden)
        #expect(throws: OutputError.self) {
            _ = try GoldenStore.record(run: new, into: golden, format: format) { if $0 == step { throw Injected() } }
        }
        #expect(Self.files(golden) == before, "the old golden is untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: golden.deletingLastPathComponent().path) == ["g"])
        // The next `--update none` check still fails against the new run, and passes against the old one.
        #expect(try !GoldenComparison.compare(run: new, golden: golden, options: .init(), aspects: .frames).passed)
        #expect(try GoldenComparison.compare(run: old, golden: golden, options: .init(), aspects: .frames).passed)

        let written = try GoldenStore.record(run: new, into: golden, format: format)
        #expect(written.changed)
        #expect(try GoldenComparison.compare(run: new, golden: golden, options: .init(), aspects: .frames).passed)
    }

    /// A passing comparison settles frames by hash and opens no golden frame: it must still notice that a frame
    /// file the manifest names is gone, or is a FIFO (which it must not wait on).
    @Test(arguments: [GoldenStore.Format.video, .png], ["missing", "fifo"])
    func aGoldenMissingAFrameFileNeverPasses(format: GoldenStore.Format, kind: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("g")
        let run = try Self.run(in: folder, colour: 10)
        _ = try GoldenStore.record(run: run, into: golden, format: format)
        #expect(try GoldenComparison.compare(run: run, golden: golden, options: .init(), aspects: .frames).passed)
        // The video holds every frame (its manifest names it first for frame 0).
        let (frame, number) =
            format == .video
            ? (golden.appendingPathComponent(GoldenVideo.fileName), 0) : (RunFolder(golden).frame(1), 1)
        try FileManager.default.removeItem(at: frame)
        if kind == "fifo" { #expect(mkfifo(frame.path, 0o644) == 0) }
        let verdict = try GoldenComparison.compare(run: run, golden: golden, options: .init(), aspects: .frames)
        #expect(!verdict.passed)
        let expected = kind == "fifo" ? "not a regular file (frame \(number)" : "missing from the golden"
        #expect(verdict.problems.count == 1, "\(verdict.problems)")
        #expect(verdict.problems.first?.hasPrefix(frame.path + ": " + expected) == true, "\(verdict.problems)")
    }

    /// The user's own files in a golden folder are carried over to the new golden; a FIFO among them (at any depth)
    /// is refused in one line before anything opens it, which would block for ever, and the old golden stays whole.
    @Test(arguments: ["notes.fifo", "attachments/deep/notes.fifo"])
    func aFIFOAmongAGoldensOwnFilesIsRefusedWithoutBlocking(name: String) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("g")
        _ = try GoldenStore.record(run: try Self.run(in: folder, colour: 10), into: golden)
        let fifo = golden.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: fifo.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let before = Self.files(golden)
        let error = #expect(throws: OutputError.self) {
            _ = try GoldenStore.record(run: try Self.run(in: folder, colour: 40), into: golden)
        }
        #expect(error?.path == fifo.path)
        #expect(error?.message.hasPrefix("is a FIFO") == true, "\(String(describing: error))")
        #expect(Self.files(golden) == before, "the old golden is untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["g", "run-10", "run-40"])
    }

    @Test func aSwapInterruptedBetweenItsRenamesIsUndoneOrFinished() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("g")
        let old = try Self.run(in: folder, colour: 10)
        _ = try GoldenStore.record(run: old, into: golden)
        let before = Self.files(golden)
        // A process killed after renaming the old golden away and before renaming the new one in.
        let replaced = folder.appendingPathComponent(".g.replaced")
        try FileManager.default.moveItem(at: golden, to: replaced)
        #expect(GoldenStore.exists(golden))
        #expect(Self.files(golden) == before)
        #expect(!FileManager.default.fileExists(atPath: replaced.path))
    }

    @Test(arguments: [GoldenStore.Format.video, .png])
    func theUsersOwnFilesInAGoldenSurviveARewrite(format: GoldenStore.Format) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("g")
        _ = try GoldenStore.record(run: try Self.run(in: folder, colour: 10), into: golden, format: format)
        try Data("keep me".utf8).write(to: golden.appendingPathComponent("NOTES.md"))
        let written = try GoldenStore.record(
            run: try Self.run(in: folder, colour: 20, count: 2), into: golden, format: format)
        let notes = golden.appendingPathComponent("NOTES.md")
        #expect(FileManager.default.contents(atPath: notes.path) == Data("keep me".utf8))
        if format == .png {
            #expect(written.removed == ["frames/frame-00002.png"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: RunFolder(golden).framesFolder.path).count == 2)
        } else {
            #expect(written.removed.isEmpty && written.written.contains(GoldenVideo.fileName))
            #expect(try FrameManifest.read(folder: golden, label: "g")?.frames.count == 2)
        }
    }

    @Test func aWriteErrorIsOneLineNamingTheFileAndTheCause() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("a file".utf8).write(to: blocker)
        let run = try Self.run(in: folder, colour: 10)
        do {
            _ = try GoldenStore.record(run: run, into: blocker.appendingPathComponent("g"))
            Issue.record("recording under a file should fail")
        } catch let error as OutputError {
            #expect(error.description == "\(blocker.path)/g: cannot stage the new golden: Not a directory")
        }
    }
}
