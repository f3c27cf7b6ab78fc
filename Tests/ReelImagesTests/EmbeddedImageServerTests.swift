import Foundation
import ReelTestSupport
import Testing

@testable import ReelImages

@Suite("EmbeddedImageServer", .tags(.concurrency))
struct EmbeddedImageServerTests {
    @Test func servesOnAnEphemeralLoopbackPort() async throws {
        let server = EmbeddedImageServer(image: testImageBytes)
        let port = try await offPool { try server.start() }
        #expect(port != 0)
        #expect(server.baseURL == "http://127.0.0.1:\(port)")
        let again = try await offPool { try server.start() }
        #expect(again == port)
        let data = try #require(try await fetch(server.baseURL + "/image/4.png").success)
        #expect(data.bytes == testImageBytes(4, 512, 512))
        await offPool { server.stop() }
        await offPool { server.stop() }
        let after = try await fetch("http://127.0.0.1:\(port)/image/4.png")
        #expect(after.failure == .connectionFailed("127.0.0.1:\(port)"))
    }

    /// A host name is never looked up: only addresses and `localhost` (loopback, as docs/limits.md lists it).
    @Test func rejectsAHostName() async throws {
        let server = EmbeddedImageServer(host: "example.com", image: testImageBytes)
        #expect(throws: EmbeddedServerError.invalidHost("example.com")) { try server.start() }
        #expect(!EmbeddedImageServer.accepts(host: "example.com"))
    }

    @Test(arguments: [("localhost", "http://localhost:"), ("::1", "http://[::1]:"), ("[::1]", "http://[::1]:")])
    func servesOnEveryLoopbackName(host: String, prefix: String) async throws {
        let server = EmbeddedImageServer(host: host, image: testImageBytes)
        let port = try server.start()
        #expect(server.baseURL == prefix + "\(port)")
        let result = try await fetch(server.baseURL + "/image/4.png")
        #expect(result.failure == nil, "\(String(describing: result.failure))")
        await offPool { server.stop() }
    }

    @Test func corruptRouteSendsAValidHeaderThenGarbage() async throws {
        try await withServer { server in
            let result = try await fetch(server.baseURL + "/corrupt/5.png")
            let data = try #require(result.success)
            #expect(data.contentType == "image/png")
            #expect(Array(data.bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            #expect(Array(data.bytes[12..<16]) == Array("IHDR".utf8))
            let crc = data.bytes[29..<33].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(crc == CorruptPNG.crc32(Array(data.bytes[12..<29])))
            #expect(data.bytes.count == 33 + 8 + 64)
        }
    }

    @Test func htmlRouteServesAPage() async throws {
        try await withServer { server in
            let data = try #require(try await fetch(server.baseURL + "/html/2.png").success)
            #expect(data.contentType?.hasPrefix("text/html") == true)
            #expect(String(decoding: data.bytes, as: UTF8.self).hasPrefix("<html>"))
        }
    }

    @Test func badSizesAndIndicesAreRejected() async throws {
        try await withServer { server in
            let badWidth = try await fetch(server.baseURL + "/image/1.png?w=0")
            let negative = try await fetch(server.baseURL + "/image/-1.png")
            let extra = try await fetch(server.baseURL + "/image/1.png/more")
            #expect(badWidth.failure == .httpStatus(400))
            #expect(negative.failure == .httpStatus(404))
            #expect(extra.failure == .httpStatus(404))
        }
    }

    @Test func requestsOverThePixelLimitAreRefusedBeforeAnyDrawing() async throws {
        try await withServer { server in
            let huge = try await fetch(server.baseURL + "/image/1.png?w=8192&h=8192")
            let over = try await fetch(server.baseURL + "/image/1.png?w=2049&h=2048")
            let atLimit = try await fetch(server.baseURL + "/image/1.png?w=2048&h=2048")
            let wideButSmall = try await fetch(server.baseURL + "/image/1.png?w=8192&h=16")
            #expect(huge.failure == .httpStatus(400))
            #expect(over.failure == .httpStatus(400))
            #expect(atLimit.failure == nil)
            #expect(wideButSmall.failure == nil)
        }
        #expect(GalleryRoutes.requestPixelLimit == 2048 * 2048)
    }

    @Test func failRateOneFailsEveryImageRequest() async throws {
        try await withServer(faults: ServerFaults(failRate: 1)) { server in
            let result = try await fetch(server.baseURL + "/image/1.png")
            #expect(result.failure == .httpStatus(500))
        }
    }

    @Test func faultDrawsAreSeededAndOrderIndependent() {
        let faults = ServerFaults(latencyMs: 10, jitterMs: 50, failRate: 0.5, seed: 42)
        let forward = FaultInjector(faults: faults)
        let backward = FaultInjector(faults: faults)
        let a = (0..<20).map { forward.decide(index: $0) }
        let b = (0..<20).reversed().map { backward.decide(index: $0) }.reversed()
        #expect(a == Array(b))
        #expect(a.allSatisfy { (10...60).contains($0.delayMs) })
        #expect(a.contains { $0.fails } && a.contains { !$0.fails })
        let retries = (0..<10).map { _ in forward.decide(index: 0) }
        #expect(Set(retries.map(\.delayMs)).count > 1)
        #expect(
            FaultInjector(faults: ServerFaults(bandwidthBytesPerSecond: 1000)).transferDelayMs(byteCount: 500) == 500)
    }

    @Test func errorDescriptionsAreOneLine() {
        let errors: [ImageLoadError] = [
            .invalidURL("x"), .schemeNotAllowed("ftp"), .outsideFileRoot("/etc/passwd"), .httpStatus(404),
            .tooLarge(limit: 20_971_520), .timedOut(ms: 2000), .connectionFailed("127.0.0.1:1"),
            .tooManyRedirects(3), .transport(code: 6, message: "Couldn't resolve host name"),
        ]
        #expect(
            errors.map(\.description) == [
                "invalid URL 'x'", "scheme 'ftp' not allowed", "path '/etc/passwd' is outside the file root",
                "HTTP 404",
                "body exceeds 20971520 bytes", "timed out after 2000 ms", "connection refused (127.0.0.1:1)",
                "more than 3 redirects", "Couldn't resolve host name (curl 6)",
            ])
    }
}

@Suite struct DirectoryRouteTests {
    @Test func servesFilesInsideTheFolderOnly() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("reel-dir-\(UUID().uuidString)")
        let root = base.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        try Data("secret".utf8).write(to: base.appendingPathComponent("secret.txt"))
        try Data([0xFF, 0xD8, 0xFF]).write(to: root.appendingPathComponent("a b.jpg"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("link.png"), withDestinationURL: base.appendingPathComponent("secret.txt"))
        let route = DirectoryRoute(root: root)
        #expect(route.file(forRequestPath: "/files/a%20b.jpg")?.lastPathComponent == "a b.jpg")
        #expect(route.file(forRequestPath: "/files/../secret.txt") == nil)
        #expect(route.file(forRequestPath: "/files/%2e%2e/secret.txt") == nil)
        #expect(route.file(forRequestPath: "/files/link.png") == nil)
        #expect(route.file(forRequestPath: "/files/") == nil)
        #expect(DirectoryRoute.contentType("JPG") == "image/jpeg")
    }

    /// A served file is read as a regular file: its bytes are the body, and a FIFO or a folder in the served folder
    /// is not found (answered at once, not waited on for a writer).
    @Test func servesRegularFilesAndRefusesAFIFOAtOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("reel-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: root.appendingPathComponent("a.png"))
        #expect(mkfifo(root.appendingPathComponent("pipe.png").path, 0o600) == 0)
        let route = DirectoryRoute(root: root)
        let served = route.response(path: "/files/a.png")
        #expect(served.status == 200 && served.body == .bytes([0x89, 0x50, 0x4E, 0x47]))
        #expect(route.response(path: "/files/pipe.png").status == 404)
        #expect(route.response(path: "/files/folder.png").status == 404)
    }
}
