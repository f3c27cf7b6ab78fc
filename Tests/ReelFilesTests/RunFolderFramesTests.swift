import Foundation
import ReelFiles
import ReelFormats
import Testing

/// `RunFolder.frames()`, the one listing of a run's frames: `frame-N.png` files by N, from the run's `frames/` folder
/// or from a folder of frames, and with `includingOtherImages` every PNG (numbered by name order unless all are frames
/// of distinct numbers).
@Suite struct RunFolderFramesTests {
    /// A new folder holding empty files of these names.
    static func folder(_ names: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names { try Data().write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    static func listed(_ frames: [RunFolder.FrameFile]) -> [String] {
        frames.map { "\($0.index) \($0.url.lastPathComponent)" }
    }

    @Test func aRunsFramesAreItsFrameFilesByNumber() throws {
        let run = try Self.folder(["summary.json", "cover.png"])
        defer { try? FileManager.default.removeItem(at: run) }
        let frames = RunFolder(run).framesFolder
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        for name in ["frame-2.png", "frame-00010.png", "frame-1.PNG", "notes.txt", ".frame-00003.png.tmp"] {
            try Data().write(to: frames.appendingPathComponent(name))
        }
        #expect(RunFolder(run).framesFolderOrSelf == frames)
        #expect(Self.listed(try RunFolder(run).frames()) == ["1 frame-1.PNG", "2 frame-2.png", "10 frame-00010.png"])
        #expect(Self.listed(try RunFolder(frames).frames()) == Self.listed(try RunFolder(run).frames()))
        #expect(
            Self.listed(try RunFolder(run).frames(includingOtherImages: true))
                == ["1 frame-1.PNG", "2 frame-2.png", "10 frame-00010.png"], "cover.png is beside frames/, not in it")
    }

    @Test func aFolderOfOtherImagesIsNumberedByName() throws {
        let folder = try Self.folder(["b.png", "frame-00000.png", "a.png", "readme.txt"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(RunFolder(folder).framesFolderOrSelf == folder)
        #expect(Self.listed(try RunFolder(folder).frames()) == ["0 frame-00000.png"])
        #expect(
            Self.listed(try RunFolder(folder).frames(includingOtherImages: true))
                == ["0 a.png", "1 b.png", "2 frame-00000.png"])
    }

    @Test func framesOfOneNumberAreNumberedByName() throws {
        let folder = try Self.folder(["frame-01.png", "frame-1.png", "frame-3.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.listed(try RunFolder(folder).frames()) == ["1 frame-01.png", "1 frame-1.png", "3 frame-3.png"])
        #expect(
            Self.listed(try RunFolder(folder).frames(includingOtherImages: true))
                == ["0 frame-01.png", "1 frame-1.png", "2 frame-3.png"])
    }

    @Test func aMissingFolderCannotBeListed() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("reel-none-\(UUID().uuidString)")
        #expect(throws: (any Error).self) { try RunFolder(missing).frames() }
    }
}
