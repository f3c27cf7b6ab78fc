import Foundation
import ReelFiles
import Testing

@testable import ReelImages

/// `file:` loads open only regular files: a FIFO, a folder or a device named like an image fails at once with the
/// reason, and cannot hold the loader thread.
@Suite("CurlImageLoader: only regular files")
struct RegularFileTests {
    @Test func aFIFONamedLikeAnImageFailsAtOnce() async throws {
        let sandbox = try FileSandbox()
        let fifo = sandbox.root + "/pipe.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Nobody ever writes to the FIFO: a blocking open would never return and this test would never end.
        let result = try await fetch("file://" + fifo, limits: LoaderLimits(fileRoot: sandbox.root))
        let reason = "couldn't read file '\(fifo)': is a FIFO, not a regular file"
        #expect(result.failure == .transport(code: 37, message: reason))
    }

    @Test func aLoadAfterAFIFOStillCompletes() async throws {
        let sandbox = try FileSandbox()
        #expect(mkfifo(sandbox.root + "/pipe.png", 0o600) == 0)
        // One loader thread with one slot: the FIFO must not keep it from the next load.
        let loader = try CurlImageLoader(limits: LoaderLimits(maxConcurrent: 1, fileRoot: sandbox.root))
        defer { loader.shutdown() }
        let first = try await fetch(loader, ImageLoadRequest(id: 1, url: "file://" + sandbox.root + "/pipe.png"))
        let second = try await fetch(loader, ImageLoadRequest(id: 2, url: "file://" + sandbox.root + "/inside.png"))
        #expect(first.failure != nil)
        #expect(second.success?.bytes == [1, 2, 3, 4])
    }

    @Test func aFolderNamedLikeAnImageIsRefused() async throws {
        let sandbox = try FileSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.root + "/dir.png", withIntermediateDirectories: true)
        let limits = LoaderLimits(fileRoot: sandbox.root)
        let result = try await fetch("file://" + sandbox.root + "/dir.png", limits: limits)
        #expect(result.failure?.description.contains("is a directory, not a regular file") == true)
    }

    @Test func aFileOverTheByteLimitIsTooLarge() async throws {
        let sandbox = try FileSandbox()
        try Data(repeating: 7, count: 4_096).write(to: URL(fileURLWithPath: sandbox.root + "/big.png"))
        let limits = LoaderLimits(maxBytes: 1_024, fileRoot: sandbox.root)
        let result = try await fetch("file://" + sandbox.root + "/big.png", limits: limits)
        #expect(result.failure == .tooLarge(limit: 1_024))
    }

    @Test func devicesAndFoldersAreNamedInTheRefusal() {
        #expect(RegularFile.read("/dev/null").failure?.reason == "is a character device, not a regular file")
        #expect(RegularFile.read("/").failure?.reason == "is a directory, not a regular file")
        #expect(RegularFile.read("/nonexistent/x").failure?.reason == "No such file or directory")
    }
}
