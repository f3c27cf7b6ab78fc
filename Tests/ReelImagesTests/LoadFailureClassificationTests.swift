import Foundation
import ReelCore
import ReelGraphics
import Testing

@testable import ReelImages

/// Each failure kind produced by a real source — the embedded server, a closed port, the file root, the decoder —
/// arrives at the simulation as the right typed `LoadFailure`, with today's text.
@Suite(.serialized) struct LoadFailureClassificationTests {
    /// Runs one request through a fresh pipeline and returns its failure (nil when an image arrived).
    static func failure(
        _ url: String, limits: LoaderLimits = .init(), maxPixels: Int = 50_000_000
    ) async throws -> LoadFailure? {
        let loader = try CurlImageLoader(limits: limits)
        let pipeline = ImagePipeline(loader: loader, maxPixels: maxPixels, barrierTimeout: .seconds(20))
        defer { pipeline.shutdown() }
        let size = PixelSize(width: 32, height: 32)
        let request = LoadRequest(task: 1, url: url, size: size, itemID: "1", priority: .high)
        let result = try await offPool {
            pipeline.start(request)
            return pipeline.result(for: 1)
        }
        if case .failure(let failure) = result { return failure }
        return nil
    }

    /// A server whose images are real PNGs (so decoding succeeds unless a limit says otherwise).
    static func withPNGServer<T>(_ body: (EmbeddedImageServer) async throws -> T) async throws -> T {
        let server = EmbeddedImageServer(imageSize: 64) { index, width, height in
            SyntheticImage.png(index: index, width: width, height: height)
        }
        _ = try await offPool { try server.start() }
        defer { server.stop() }
        return try await body(server)
    }

    @Test func aRealImageIsNotAFailure() async throws {
        try await Self.withPNGServer { server in
            let failure = try await Self.failure(server.baseURL + "/image/3.png")
            #expect(failure == nil)
        }
    }

    @Test(arguments: [404, 500, 503])
    func httpStatusesKeepTheirCode(code: Int) async throws {
        try await Self.withPNGServer { server in
            let failure = try await Self.failure(server.baseURL + "/status/\(code)")
            #expect(failure == .httpStatus(code))
            #expect(failure?.kind.description == "http_\(code)")
            #expect(failure?.logName == "HTTP \(code)")
        }
    }

    @Test func aClosedPortIsConnectionRefused() async throws {
        let failure = try await Self.failure("http://127.0.0.1:1/image/1.png")
        #expect(failure == .connectionRefused(endpoint: "127.0.0.1:1"))
        #expect(failure?.kind == .connectionRefused)
        #expect(failure?.logName == "connection refused (127.0.0.1:1)")
    }

    @Test func aBodyOverTheLimitIsTooLarge() async throws {
        try await Self.withPNGServer { server in
            let failure = try await Self.failure(server.baseURL + "/endless", limits: LoaderLimits(maxBytes: 64 * 1024))
            #expect(failure == .tooLarge(limit: 64 * 1024))
            #expect(failure?.kind == .tooLarge)
        }
    }

    @Test func anImageOverThePixelLimitIsPixelLimit() async throws {
        try await Self.withPNGServer { server in
            let failure = try await Self.failure(server.baseURL + "/image/1.png?w=200&h=100", maxPixels: 10_000)
            #expect(failure == .pixelLimit(width: 200, height: 100, limit: 10_000))
            #expect(failure?.kind == .pixelLimit)
            #expect(failure?.logName == "decode: image too large: 200x100 exceeds 10000 pixels")
        }
    }

    @Test func aCorruptPNGIsACorruptDecode() async throws {
        try await Self.withPNGServer { server in
            let failure = try #require(try await Self.failure(server.baseURL + "/corrupt/2.png"))
            guard case .decode(.corrupt, let detail) = failure else {
                Issue.record("expected a corrupt decode, got \(failure)")
                return
            }
            #expect(failure.kind == .decode(.corrupt) && failure.kind.description == "decode_corrupt")
            #expect(failure.logName == "decode: corrupt image: \(detail)")
        }
    }

    @Test func anHTMLPageIsAnUnsupportedFormat() async throws {
        try await Self.withPNGServer { server in
            let failure = try await Self.failure(server.baseURL + "/html/2.png")
            #expect(failure == .decode(.unsupportedFormat, detail: "HTML"))
            #expect(failure?.kind.description == "decode_unsupported_format")
            #expect(failure?.logName == "decode: unsupported image format: HTML")
        }
    }

    @Test func aFileOutsideTheRootAndAnotherSchemeAreRefused() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reel-failure-kinds-\(getpid())/root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let outside = root.deletingLastPathComponent().appendingPathComponent("outside.png")
        try Data(SyntheticImage.png(index: 1, width: 8, height: 8)).write(to: outside)
        let limits = LoaderLimits(fileRoot: root.path)
        let escaped = try await Self.failure("file://" + outside.path, limits: limits)
        #expect(escaped == .outsideFileRoot(path: outside.path))
        #expect(escaped?.kind == .outsideFileRoot)
        let ftp = try await Self.failure("ftp://127.0.0.1/a.png", limits: limits)
        #expect(ftp == .refusedScheme("ftp"))
        #expect(ftp?.kind == .refusedScheme)
        let noRoot = try await Self.failure("file://" + outside.path)
        #expect(noRoot == .refusedScheme("file"))
    }
}
