import Foundation
import ReelDiff
import Testing

/// `reel diff --out DIR` replaces only what it wrote there: its frame images and reports, never the user's files.
@Suite struct DiffOutputTests {
    @Test func aDiffOutputFolderLosesOnlyItsFrameImagesAndReports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-diff-out-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reels = ["diff/frame-00003.png", "expected/frame-00003.png", "actual/frame-00003.png", "results.json"]
        let users = ["diff/keep.png", "expected/notes.txt", "frames/frame-00000.png"]
        let files = FileManager.default
        for name in reels + users {
            let url = folder.appendingPathComponent(name)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            #expect(files.createFile(atPath: url.path, contents: Data(name.utf8)))
        }
        try DiffOutput.prepare(folder)
        for name in reels { #expect(!files.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)") }
        for name in users { #expect(files.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)") }
    }
}
