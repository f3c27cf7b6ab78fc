import Foundation
import ReelFiles
import ReelFormats
import Testing

/// reel deletes only what it wrote: a folder it did not write is refused, and in one it did, other files stay.
@Suite struct OwnedFolderTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-owned-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func aFolderReelDidNotWriteIsRefusedAndLeftAlone() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write("mine", folder.appendingPathComponent("frames/holiday.png"))
        #expect(throws: OutputFolderError.self) { try OwnedFolder.prepare(folder) }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames/holiday.png").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(OwnedFolder.markerName).path))
    }

    @Test func inAFolderReelWroteOnlyReelsFilesAreRemoved() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try OwnedFolder.prepare(folder)
        let reels = [
            "frames/frame-00000.png", "frames/.frame-00001.png.tmp", "summary.json", "cells.csv", "timeline.jsonl",
            "manifest.json", ".cells.csv.tmp", "report.html", "animation.gif", "timeline.svg",
            "panels/naive/summary.json", "panels/naive/\(OwnedFolder.markerName)",
        ]
        let users = ["frames/notes.txt", "notes.txt", "animation.avi", "panels/naive/mine.txt", "panels/other/x.json"]
        for name in reels + users { try Self.write(name, folder.appendingPathComponent(name)) }
        try OwnedFolder.prepare(folder)
        for name in reels.dropLast() {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
        for name in users {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
        OwnedFolder.remove(folder)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes.txt").path))
    }

    @Test func anEmptyOrNewFolderIsTakenAndARunAnEarlierReelWroteIsRecognised() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try OwnedFolder.prepare(folder.appendingPathComponent("new/deep"))
        try OwnedFolder.prepare(folder.appendingPathComponent("new/deep"))
        let legacy = folder.appendingPathComponent("legacy")
        try Self.write("{}", legacy.appendingPathComponent("summary.json"))
        try Self.write(
            #"{"tool":"reel","version":"0.1.0","scenario":"s","scenario_hash":"h","frame_count":0,"frames":[]}"#,
            legacy.appendingPathComponent("manifest.json"))
        try OwnedFolder.prepare(legacy)
        #expect(!FileManager.default.fileExists(atPath: legacy.appendingPathComponent("summary.json").path))
    }

    @Test func anOutputFolderOverlappingTheGoldensIsRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: goldens)
        for out in [
            goldens, goldens.appendingPathComponent("x/y"), folder, link, link.appendingPathComponent("new"),
            goldens.appendingPathComponent("../goldens/z"),
        ] {
            #expect(throws: OutputFolderError.self, "\(out.path)") {
                try OwnedFolder.refuseOverlap(output: out, goldens: goldens)
            }
        }
        try OwnedFolder.refuseOverlap(output: folder.appendingPathComponent("out"), goldens: goldens)
        try OwnedFolder.refuseOverlap(output: folder.appendingPathComponent("goldens-out"), goldens: goldens)
    }
}
