import Foundation
import ReelFiles
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `RegularFile.read`, the one reader of files: whole files byte for byte, the limit, links when asked not to follow
/// them, and a cause each caller can word its own message from.
@Suite struct RegularFileReadTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reel-regular-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aLargeFileIsReadByteForByte() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("big.bin")
        let bytes = (0..<(3 << 20) + 17).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        try Data(bytes).write(to: file)
        #expect(try RegularFile.read(file.path).get() == bytes)
        #expect(try RegularFile.read(file.path, limit: bytes.count).get() == bytes)
        let refusal = RegularFile.read(file.path, limit: bytes.count - 1).failure
        #expect(refusal == RegularFile.Refusal(.tooLong(limit: bytes.count - 1)))
        #expect(refusal?.exceededLimit == true)
        #expect(refusal?.reason == "is larger than \(bytes.count - 1) bytes")
    }

    @Test func anEmptyFileIsEmpty() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("empty")
        try Data().write(to: file)
        #expect(try RegularFile.read(file.path).get() == [])
    }

    @Test func aLinkIsFollowedUnlessTheCallerSaysNot() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("target.txt")
        try Data("linked".utf8).write(to: file)
        let link = folder.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(try RegularFile.read(link.path).get() == Array("linked".utf8))
        #expect(RegularFile.read(link.path, followingLinks: false).failure == RegularFile.Refusal(.open(ELOOP)))
    }

    @Test func theCauseNamesWhatFailed() {
        #expect(RegularFile.read("/nonexistent/x").failure?.cause == .open(ENOENT))
        #expect(RegularFile.read("/").failure?.cause == .notRegular(S_IFDIR))
        #expect(RegularFile.read("/dev/null").failure?.cause == .notRegular(S_IFCHR))
        #expect(RegularFile.kind(S_IFIFO) == "a FIFO")
        #expect(RegularFile.kind(S_IFREG) == nil)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
