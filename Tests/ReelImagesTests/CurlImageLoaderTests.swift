import ReelTestSupport
import Testing

@testable import ReelImages

@Suite("CurlImageLoader: results and errors", .tags(.concurrency))
struct CurlImageLoaderTests {
    @Test func fetchesImageBytesFromTheServer() async throws {
        try await withServer { server in
            let result = try await fetch(server.baseURL + "/image/7.png?w=20&h=30")
            let data = try #require(result.success)
            #expect(data.bytes == testImageBytes(7, 20, 30))
            #expect(data.httpStatus == 200)
            #expect(data.contentType == "image/png")
            #expect(data.effectiveURL == server.baseURL + "/image/7.png?w=20&h=30")
        }
    }

    @Test func missingImageIsHTTP404() async throws {
        try await withServer { server in
            let missing = try await fetch(server.baseURL + "/image/nope.png")
            let status404 = try await fetch(server.baseURL + "/status/404")
            let status503 = try await fetch(server.baseURL + "/status/503")
            #expect(missing.failure == .httpStatus(404))
            #expect(status404.failure == .httpStatus(404))
            #expect(status503.failure == .httpStatus(503))
        }
    }

    @Test func unreachableHostIsConnectionFailed() async throws {
        let result = try await fetch("http://127.0.0.1:1/x")
        #expect(result.failure == .connectionFailed("127.0.0.1:1"))
        #expect(result.failure?.description == "connection refused (127.0.0.1:1)")
    }

    @Test func slowResponseTimesOut() async throws {
        try await withServer { server in
            let limits = LoaderLimits(totalTimeoutMs: 500)
            let result = try await fetch(server.baseURL + "/slow/3000/image/1.png", limits: limits)
            #expect(result.failure == .timedOut(ms: 500))
            #expect(result.failure?.description == "timed out after 500 ms")
        }
    }

    @Test func bodyWithoutContentLengthIsCappedAtMaxBytes() async throws {
        try await withServer { server in
            let limits = LoaderLimits(maxBytes: 256 * 1024)
            let result = try await fetch(server.baseURL + "/endless", limits: limits)
            #expect(result.failure == .tooLarge(limit: 256 * 1024))
            #expect(result.failure?.description == "body exceeds 262144 bytes")
        }
    }

    @Test func bodyWithContentLengthIsCappedAtMaxBytes() async throws {
        try await withServer { server in
            let result = try await fetch(server.baseURL + "/image/1.png", limits: LoaderLimits(maxBytes: 8))
            #expect(result.failure == .tooLarge(limit: 8))
        }
    }

    @Test(arguments: [nil, "/"])
    func redirectToFileIsRefused(fileRoot: String?) async throws {
        try await withServer { server in
            let url = server.baseURL + "/redirect?to=file:///etc/passwd"
            let result = try await fetch(url, limits: LoaderLimits(fileRoot: fileRoot))
            let error = try #require(result.failure)
            #expect(error == .transport(code: 1, message: "redirect to file: refused"))
            #expect(error.description.hasPrefix("redirect to file: refused"))
        }
    }

    @Test func redirectBetweenHTTPURLsIsFollowed() async throws {
        try await withServer { server in
            let target = server.baseURL + "/image/3.png"
            let result = try await fetch(server.baseURL + "/redirect?to=" + target)
            let data = try #require(result.success)
            #expect(data.bytes == testImageBytes(3, 16, 16))
            #expect(data.effectiveURL == target)
        }
    }

    @Test func tooManyRedirectsFails() async throws {
        try await withServer { server in
            var url = server.baseURL + "/image/1.png"
            for _ in 0..<3 {
                url =
                    server.baseURL + "/redirect?to="
                    + (url.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? url)
            }
            let result = try await fetch(url, limits: LoaderLimits(maxRedirects: 1))
            #expect(result.failure == .tooManyRedirects(1))
        }
    }

    @Test func otherSchemesAreRefusedUpFront() async throws {
        let started = Recorder<UInt64>()
        var observer = LoaderObserver()
        observer.transferStarted = { started.append($0.id) }
        let loader = try CurlImageLoader(limits: LoaderLimits(), observer: observer)
        defer { loader.shutdown() }
        let ftp = try await fetch(loader, ImageLoadRequest(id: 1, url: "ftp://127.0.0.1/image.png"))
        #expect(ftp.failure == .schemeNotAllowed("ftp"))
        #expect(ftp.failure?.description == "scheme 'ftp' not allowed")
        let file = try await fetch(loader, ImageLoadRequest(id: 2, url: "file:///etc/passwd"))
        #expect(file.failure == .schemeNotAllowed("file"))
        let garbage = try await fetch(loader, ImageLoadRequest(id: 3, url: "not a url"))
        #expect(garbage.failure == .invalidURL("not a url"))
        #expect(started.all.isEmpty)
    }

    @Test func startAfterShutdownFailsAtOnce() async throws {
        let loader = try CurlImageLoader()
        loader.shutdown()
        loader.shutdown()
        let result = try await fetch(loader, ImageLoadRequest(id: 1, url: "http://127.0.0.1:1/x"))
        #expect(result.failure == .transport(code: -1, message: "loader is shut down"))
    }
}
