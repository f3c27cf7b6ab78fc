import Foundation
import ReelTestSupport
import Testing

@testable import ReelImages

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Embedded server: HTTP/1.1 connections and routes", .tags(.concurrency, .timing))
struct HTTPConnectionTests {
    @Test func aKeepAliveConnectionAnswersEachRequestInTurn() async throws {
        try await withServer { server in
            let socket = try RawSocket(port: try #require(server.port))
            try socket.write("GET /status/201 HTTP/1.1\r\nHost: x\r\n\r\nPOST /image/1.png HTTP/1.1\r\nHost: x\r\n\r\n")
            let text = try await offPool { socket.read(until: "HTTP/1.1 405 Method Not Allowed", then: "\r\n\r\n") }
            #expect(text.hasPrefix("HTTP/1.1 201 Created\r\n"))
            #expect(text.lowercased().contains("content-length: 11\r\n"))
            #expect(text.contains("status 201\n"))
            #expect(text.contains("HTTP/1.1 405 Method Not Allowed\r\n"))
            #expect(text.contains("Allow: GET, HEAD\r\n"))
        }
    }

    @Test func anHTTP10RequestIsAnsweredThenClosed() async throws {
        try await withServer { server in
            let socket = try RawSocket(port: try #require(server.port))
            try socket.write("GET /redirect?to=https%3A%2F%2Fexample.com%2Fa.png HTTP/1.0\r\n\r\n")
            let text = try await offPool { socket.readToEnd() }
            #expect(text.hasPrefix("HTTP/1.0 302 Found\r\n"))
            #expect(text.contains("Location: https://example.com/a.png\r\n"))
            #expect(text.lowercased().contains("connection: close\r\n"))
        }
    }

    @Test func statusLinesCarryTheStandardPhraseOrNameTheCode() async throws {
        try await withServer { server in
            for (code, line) in [(503, "HTTP/1.1 503 Service Unavailable\r\n"), (599, "HTTP/1.1 599 Status 599\r\n")] {
                let socket = try RawSocket(port: try #require(server.port))
                try socket.write("GET /status/\(code) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                let text = try await offPool { socket.readToEnd() }
                #expect(text.hasPrefix(line), "\(code)")
                #expect(text.hasSuffix("status \(code)\n"), "\(code)")
            }
        }
    }

    @Test func endlessIsChunkedWithoutALength() async throws {
        try await withServer { server in
            let socket = try RawSocket(port: try #require(server.port))
            try socket.write("GET /endless HTTP/1.1\r\nHost: x\r\n\r\n")
            let head = try await offPool { socket.read(until: "\r\n\r\n") }.lowercased()
            #expect(head.hasPrefix("http/1.1 200 ok\r\n"))
            #expect(head.contains("transfer-encoding: chunked\r\n"))
            #expect(!head.contains("content-length"))
        }
    }

    @Test func stopClosesIdleKeepAliveConnections() async throws {
        let server = EmbeddedImageServer(imageSize: 16, image: testImageBytes)
        let port = try await offPool { try server.start() }
        let socket = try RawSocket(port: port)
        try socket.write("GET /status/200 HTTP/1.1\r\nHost: x\r\n\r\n")
        let first = try await offPool { socket.read(until: "status 200\n") }
        #expect(first.hasPrefix("HTTP/1.1 200 OK\r\n"))
        await offPool { server.stop() }
        // The server closed its end: the socket reads end-of-file (nothing more) instead of timing out.
        #expect(try await offPool { socket.readToEnd() } == first)
        #expect(socket.sawEndOfFile)
    }

    @Test func aHeadRequestGetsTheGetHeadersWithoutTheBody() async throws {
        try await withServer { server in
            let socket = try RawSocket(port: try #require(server.port))
            let expected = testImageBytes(3, 16, 16)
            // HEAD, then GET on the same connection: the GET's answer follows the HEAD's head at once.
            try socket.write(
                "HEAD /image/3.png HTTP/1.1\r\nHost: x\r\n\r\nGET /image/3.png HTTP/1.1\r\nHost: x\r\n\r\n")
            let text = try await offPool { socket.read(until: "image 3 16x16") }
            let answers = text.components(separatedBy: "HTTP/1.1 200 OK\r\n").filter { !$0.isEmpty }
            #expect(answers.count == 2)
            #expect(answers.allSatisfy { $0.lowercased().contains("content-length: \(expected.count)\r\n") })
            #expect(answers.first?.hasSuffix("\r\n\r\n") == true)
            #expect(text.hasSuffix("image 3 16x16"))
        }
    }

    @Test func aKeepAliveConnectionIdleForTheTimeoutIsClosed() async throws {
        let server = EmbeddedImageServer(imageSize: 16, keepAliveTimeout: .milliseconds(200), image: testImageBytes)
        let port = try await offPool { try server.start() }
        defer { server.stop() }
        let socket = try RawSocket(port: port)
        try socket.write("GET /status/200 HTTP/1.1\r\nHost: x\r\n\r\n")
        let first = try await offPool { socket.read(until: "status 200\n") }
        #expect(first.hasPrefix("HTTP/1.1 200 OK\r\n"))
        // With the server still running, the idle connection ends (EOF) instead of the 10 s read timeout.
        let clock = ContinuousClock()
        let started = clock.now
        #expect(try await offPool { socket.readToEnd() } == first)
        #expect(socket.sawEndOfFile)
        #expect(clock.now - started < .seconds(5))
    }

    @Test func aRequestBodyIsReadAndDroppedBeforeTheNextRequest() async throws {
        try await withServer { server in
            let socket = try RawSocket(port: try #require(server.port))
            try socket.write(
                "POST /status/200 HTTP/1.1\r\nContent-Length: 11\r\n\r\nGET / HTTP/GET /status/202 HTTP/1.1\r\n\r\n")
            let text = try await offPool { socket.read(until: "status 202\n") }
            #expect(text.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"))
            #expect(text.contains("HTTP/1.1 202 Accepted\r\n"))
        }
    }

    @Test func aHeadThatCannotBeFramedIsRefusedAndTheConnectionClosed() async throws {
        try await withServer { server in
            for (request, line) in [
                (
                    "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 70_000) + "\r\n\r\n",
                    "HTTP/1.1 431 Request Header Fields Too Large\r\n"
                ),
                ("GET / HTTP/2.0\r\n\r\n", "HTTP/1.1 505 HTTP Version Not Supported\r\n"),
                ("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", "HTTP/1.1 501 Not Implemented\r\n"),
                ("GET /\r\n\r\n", "HTTP/1.1 400 Bad Request\r\n"),
            ] {
                let socket = try RawSocket(port: try #require(server.port))
                try socket.write(request)
                let text = try await offPool { socket.readToEnd() }
                #expect(text.hasPrefix(line), "\(line)")
                #expect(text.contains("Connection: close\r\n"))
                #expect(socket.sawEndOfFile)
            }
        }
    }

    /// A refused request's body is still arriving when the answer is written: the answer is not lost to a reset.
    @Test func aRefusalReachesAClientStillSendingItsBody() async throws {
        try await withServer { server in
            let socket = try RawSocket(port: try #require(server.port))
            let body = String(repeating: "b", count: 300_000)
            try socket.write("POST /image/1.png HTTP/1.1\r\nContent-Length: 9999999999\r\n\r\n" + body)
            let text = try await offPool { socket.readToEnd() }
            #expect(text.hasPrefix("HTTP/1.1 413 Payload Too Large\r\n"), "\(text.prefix(80))")
        }
    }

    /// A redirect target cannot end the header line: a line break in it is refused.
    @Test func aRedirectTargetWithALineBreakIsRefused() async throws {
        let routes = GalleryRoutes(
            imageSize: 16, injector: FaultInjector(faults: .init()), directory: nil, image: testImageBytes)
        let split = "/redirect?to=x%0D%0AContent-Length:%200%0D%0A%0D%0Ay"
        let refused = try await routes.respond(to: ServedRequest(method: "GET", target: split))
        #expect(refused.status == 400)
        let head = try RequestHead.parse(ArraySlice("GET / HTTP/1.1".utf8))
        let forged = ServedResponse(status: 302, headers: [("Location", "a\r\nX-Injected: 1")])
        let text = String(decoding: ResponseHead.encode(forged, for: head, keepAlive: true), as: UTF8.self)
        #expect(text == "HTTP/1.1 302 Found\r\nLocation: aX-Injected: 1\r\nContent-Length: 0\r\n\r\n")
    }

    @Test func stopEndsARouteThatIsStillWaiting() async throws {
        let server = EmbeddedImageServer(imageSize: 16, image: testImageBytes)
        let port = try await offPool { try server.start() }
        let socket = try RawSocket(port: port)
        try socket.write("GET /slow/60000/image/1.png HTTP/1.1\r\nHost: x\r\n\r\n")
        try await Task.sleep(for: .milliseconds(100))
        let clock = ContinuousClock()
        let started = clock.now
        await offPool { server.stop() }
        #expect(clock.now - started < .seconds(5))
        #expect(try await offPool { socket.readToEnd() } == "")
        #expect(socket.sawEndOfFile)
    }

    @Test func routesAnswerUnknownPathsWith404AndOtherMethodsWith405() async throws {
        let routes = GalleryRoutes(
            imageSize: 16, injector: FaultInjector(faults: .init()), directory: nil, image: testImageBytes)
        let unknown = try await routes.respond(to: ServedRequest(method: "GET", target: "/nothing"))
        let post = try await routes.respond(to: ServedRequest(method: "POST", target: "/image/1.png"))
        let noFiles = try await routes.respond(to: ServedRequest(method: "GET", target: "/files/a.png"))
        let image = try await routes.respond(to: ServedRequest(method: "GET", target: "/image/2.png?w=4&h=3"))
        let statuses: [Int] = [unknown.status, post.status, noFiles.status, image.status]
        #expect(statuses == [404, 405, 404, 200])
        #expect(post.headers.first { $0.name == "Allow" }?.value == "GET, HEAD")
        #expect(image.body == .bytes(testImageBytes(2, 4, 3)))
        #expect(image.headers.first { $0.name == "Content-Type" }?.value == "image/png")
    }

    @Test func headDrawsNothingFromTheFaults() async throws {
        let routes = GalleryRoutes(
            imageSize: 16, injector: FaultInjector(faults: ServerFaults(failRate: 1)), directory: nil,
            image: testImageBytes)
        let head = try await routes.respond(to: ServedRequest(method: "HEAD", target: "/image/1.png"))
        let get = try await routes.respond(to: ServedRequest(method: "GET", target: "/image/1.png"))
        #expect(head.status == 200)
        #expect(head.body == .bytes(testImageBytes(1, 16, 16)))
        #expect(get.status == 500)
    }

    @Test func aRequestTargetSplitsIntoPathAndDecodedQuery() {
        let request = ServedRequest(method: "GET", target: "/slow/20/image/3.png?w=5&w=6&to=a%20b&flag")
        #expect(request.path == "/slow/20/image/3.png")
        #expect(request.components == ["slow", "20", "image", "3.png"])
        #expect(request.query == ["w": "5", "to": "a b", "flag": ""])
        #expect(ServedRequest(method: "GET", target: "/x?").query.isEmpty)
    }
}

/// A blocking TCP client for raw HTTP bytes, with a 10 s receive timeout so a broken server fails the test instead of
/// hanging it.
private final class RawSocket: @unchecked Sendable {
    // @unchecked Sendable: each test uses the socket from one thread at a time (the test's, then one `offPool` thread
    // it waits for); `sawEndOfFile` is written only by the reading call.
    private let descriptor: Int32
    private(set) var sawEndOfFile = false
    private var received: [UInt8] = []

    init(port: UInt16) throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard status == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(descriptor) }

    func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        guard sent == bytes.count else { throw POSIXError(.EPIPE) }
    }

    /// Reads until `marker` (and then `next`, after it) has arrived, or the peer closes or times out; everything
    /// received so far.
    func read(until marker: String, then next: String? = nil) -> String {
        while true {
            let text = String(decoding: received, as: UTF8.self)
            if let range = text.range(of: marker) {
                guard let next else { return text }
                if text[range.upperBound...].contains(next) { return text }
            }
            guard receiveMore() else { return text }
        }
    }

    /// Reads until the peer closes (or the timeout); everything received so far.
    func readToEnd() -> String {
        while receiveMore() {}
        return String(decoding: received, as: UTF8.self)
    }

    private func receiveMore() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        if count == 0 { sawEndOfFile = true }
        guard count > 0 else { return false }
        received += buffer[0..<count]
        return true
    }
}
