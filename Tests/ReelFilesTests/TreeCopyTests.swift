import Foundation
import ReelFiles
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The copy of a golden's own files into its staging folder: folders, links and regular files come over byte for
/// byte (a file larger than one step too), and a FIFO, socket or device is refused when it would be opened, never
/// waited on.
@Suite struct TreeCopyTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-tree-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aTreeOfFoldersFilesAndLinksIsCopiedByteForByte() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("source")
        try FileManager.default.createDirectory(
            at: source.appendingPathComponent("notes/deep"), withIntermediateDirectories: true)
        let large = Data((0..<(9 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try large.write(to: source.appendingPathComponent("notes/deep/large.bin"))
        try Data("hello\n".utf8).write(to: source.appendingPathComponent("README.md"))
        _ = chmod(source.appendingPathComponent("README.md").path, 0o600)
        try FileManager.default.createSymbolicLink(
            atPath: source.appendingPathComponent("link").path, withDestinationPath: "README.md")
        let target = root.appendingPathComponent("target")
        try TreeCopy.copy(source.path, to: target.path, refusal: "not carried over")
        #expect(try Data(contentsOf: target.appendingPathComponent("notes/deep/large.bin")) == large)
        #expect(try Data(contentsOf: target.appendingPathComponent("README.md")) == Data("hello\n".utf8))
        let mode =
            try FileManager.default.attributesOfItem(atPath: target.appendingPathComponent("README.md").path)[
                .posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: target.appendingPathComponent("link").path)
                == "README.md")
    }

    @Test func aFIFOIsRefusedWithoutWaitingAndAnExistingTargetIsAnError() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = ContinuousClock.now
        #expect(throws: OutputError.self) { try TreeCopy.copy(fifo, to: root.path + "/copy", refusal: "not carried") }
        do {
            try TreeCopy.copy(fifo, to: root.path + "/copy", refusal: "not carried over")
        } catch {
            #expect(error.description == "\(fifo): is a FIFO: not carried over")
        }
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(!FileManager.default.fileExists(atPath: root.path + "/copy"))
        try Data("x".utf8).write(to: root.appendingPathComponent("a"))
        try Data("y".utf8).write(to: root.appendingPathComponent("b"))
        #expect(throws: OutputError.self) { try TreeCopy.copy(root.path + "/a", to: root.path + "/b", refusal: "") }
    }
}
