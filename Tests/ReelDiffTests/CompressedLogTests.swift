import Foundation
import ReelDiff
import ReelFiles
import ReelFormats
import ReelGraphics
import Testing

/// Goldens keep their logs gzip-compressed (`cells.csv.gz`, `timeline.jsonl.gz`); every reader takes the plain file
/// or the compressed one, so goldens written with plain logs keep working.
@Suite struct CompressedLogTests {
    static let cells =
        "frame,t_ms,cell,item,state,shows,x,y,w,h\n"
        + (0..<400).map { "\($0),\($0 * 16),\($0 % 9),\($0 / 3),correct,\($0 / 3),0,\($0),10,10" }
        .joined(separator: "\n") + "\n"

    @Test func inflatingGivesBackTheTextAndTheFormIsSmaller() throws {
        let text = Data(Self.cells.utf8)
        let packed = CompressedLog.deflate(text)
        #expect(packed.count * 4 < text.count)
        #expect(try CompressedLog.inflate(packed, label: "x") == text)
        #expect(CompressedLog.deflate(text) == packed)
        #expect(try CompressedLog.inflate(CompressedLog.deflate(Data()), label: "x") == Data())
    }

    @Test func contentsReadsThePlainFileElseTheCompressedOne() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("cells.csv")
        #expect(try CompressedLog.contents(of: url) == nil)
        #expect(!CompressedLog.exists(url))
        try CompressedLog.deflate(Data("packed".utf8)).write(to: CompressedLog.compressed(url))
        #expect(CompressedLog.exists(url))
        #expect(try CompressedLog.contents(of: url) == Data("packed".utf8))
        try Data("plain".utf8).write(to: url)
        #expect(try CompressedLog.contents(of: url) == Data("plain".utf8))
    }

    @Test func aCorruptCompressedLogIsAnErrorNamingIt() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("timeline.jsonl")
        var packed = CompressedLog.deflate(Data(Self.cells.utf8))
        packed[packed.count / 2] ^= 0xFF
        try packed.write(to: CompressedLog.compressed(url))
        #expect(throws: OutputError.self) { try CompressedLog.contents(of: url) }
        do {
            _ = try CompressedLog.contents(of: url)
        } catch {
            #expect(error.path.hasSuffix("timeline.jsonl.gz"))
        }
        try Data("not gzip at all, long enough".utf8).write(to: CompressedLog.compressed(url))
        #expect(throws: OutputError.self) { try CompressedLog.contents(of: url) }
    }

    /// A plain log that is not a regular file (a folder, a FIFO) is an error naming it, not a missing log and not a
    /// read that waits for a writer.
    @Test func aPlainLogThatIsNoRegularFileIsAnErrorNamingIt() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("timeline.jsonl")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: OutputError(path: fifo.path, message: "cannot read: is a FIFO, not a regular file")) {
            try CompressedLog.contents(of: fifo)
        }
        let directory = folder.appendingPathComponent("cells.csv")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(throws: OutputError(path: directory.path, message: "cannot read: is a directory, not a regular file")) {
            try CompressedLog.contents(of: directory)
        }
    }

    /// Recording writes the compressed logs only; a golden with plain logs is converted; re-recording the same
    /// text keeps the compressed bytes on disk as they were.
    @Test func recordingWritesCompressedLogsAndKeepsUnchangedOnes() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try GoldenWriteTests.run(in: folder, colour: 1)
        let golden = folder.appendingPathComponent("goldens/g")
        _ = try GoldenStore.record(run: run, into: golden, format: .png)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: golden.path))
        #expect(names.isSuperset(of: ["cells.csv.gz", "timeline.jsonl.gz", "manifest.json"]))
        #expect(!names.contains("cells.csv") && !names.contains("timeline.jsonl"))
        #expect(
            try CompressedLog.contents(of: RunFolder(golden).cells)
                == Data("frame,t_ms,cell,item,state\n0,1,0,i1,correct\n".utf8))

        // A stand-in for another libdeflate's bytes of the same text: kept, as nothing the check reads changed.
        // (`gzip -9 -n` of the same text.)
        let other = try #require(
            Data(
                base64Encoded:
                    "H4sIAAAAAAACA0srSsxN1SmJzy3WSU7NydHJLEnN1SkuSSxJ5TLQMdQx0Mk01EnOLypKTS7hAgDYUuKjLAAAAA=="))
        #expect(
            try CompressedLog.inflate(other, label: "x") == Data("frame,t_ms,cell,item,state\n0,1,0,i1,correct\n".utf8))
        #expect(other != CompressedLog.deflate(Data("frame,t_ms,cell,item,state\n0,1,0,i1,correct\n".utf8)))
        try other.write(to: CompressedLog.compressed(RunFolder(golden).cells))
        let again = try GoldenStore.record(run: run, into: golden, format: .png)
        #expect(!again.changed)
        #expect(FileManager.default.contents(atPath: CompressedLog.compressed(RunFolder(golden).cells).path) == other)

        // An old golden with plain logs: read as it is, converted when rewritten.
        try FileManager.default.removeItem(at: CompressedLog.compressed(RunFolder(golden).cells))
        try Data("frame,t_ms,cell,item,state\n0,1,0,i1,correct\n".utf8).write(to: RunFolder(golden).cells)
        #expect(
            try CompressedLog.contents(of: RunFolder(golden).cells)
                == Data("frame,t_ms,cell,item,state\n0,1,0,i1,correct\n".utf8))
        let converted = try GoldenStore.record(run: run, into: golden, format: .png)
        #expect(converted.written.contains("cells.csv.gz") && converted.removed.contains("cells.csv"))
        #expect(!FileManager.default.fileExists(atPath: RunFolder(golden).cells.path))
    }

    /// The timeline comparison reads a compressed golden as it reads a plain one.
    @Test func timelineDiffReadsCompressedGoldens() throws {
        let folder = try GoldenWriteTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (golden, run) = (folder.appendingPathComponent("golden"), folder.appendingPathComponent("run"))
        for url in [golden, run] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        let changed = Self.cells.replacingOccurrences(of: "\n9,144,0,3,correct,3,", with: "\n9,144,0,3,stale,2,")
        #expect(changed != Self.cells)
        try CompressedLog.deflate(Data(Self.cells.utf8)).write(to: CompressedLog.compressed(RunFolder(golden).cells))
        try Data(changed.utf8).write(to: RunFolder(run).cells)
        let diff = try #require(try TimelineDiff.compare(golden: golden, run: run))
        #expect(diff.totals.first { $0.name == "stale" }.map { $0.actual - $0.golden } == 1)
        #expect(try CellsTable.read(folder: golden) == CellsTable.parse(Self.cells, file: "cells.csv"))
    }
}
