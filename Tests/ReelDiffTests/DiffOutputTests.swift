import Foundation
import ReelDiff
import Testing

/// `reel diff --out DIR` replaces only what it wrote there: its frame images and reports, never the user's files.
@Suite struct DiffOutputTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-diff-out-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func aDiffOutputFolderLosesOnlyItsFrameImagesAndReports() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reels = ["diff/frame-00003.png", "expected/frame-00003.png", "actual/frame-00003.png", "results.json"]
        let users = ["diff/keep.png", "expected/notes.txt", "frames/frame-00000.png"]
        for name in reels + users { try Self.write(name, folder.appendingPathComponent(name)) }
        try DiffOutput.prepare(folder)
        for name in reels {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
        for name in users {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
    }
}
