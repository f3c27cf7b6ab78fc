import Testing

@testable import ReelImages

/// The embedded server's request heads: what frames a connection is read, anything it cannot frame is refused with
/// the status that says why.
@Suite("Embedded server: request heads")
struct RequestHeadTests {
    private func parse(_ text: String) throws(RequestHead.Refusal) -> RequestHead {
        try RequestHead.parse(ArraySlice(text.utf8))
    }

    @Test func aRequestLineAndHeadersAreRead() throws {
        let head = try parse("GET /image/3.png?w=4 HTTP/1.1\r\nHost: x\r\nAccept:  */* ")
        #expect(
            head
                == RequestHead(
                    method: "GET", target: "/image/3.png?w=4", minorVersion: 1, keepAlive: true,
                    bodyLength: 0))
        #expect(head.version == "HTTP/1.1")
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nConnection: close", false),
        ("GET / HTTP/1.1\r\nconnection: Keep-Alive, Upgrade", true),
        ("GET / HTTP/1.1\r\nConnection: upgrade, CLOSE", false),
        ("GET / HTTP/1.0", false),
        ("GET / HTTP/1.0\r\nConnection: keep-alive", true),
    ])
    func keepAliveFollowsTheVersionAndConnection(text: String, keepAlive: Bool) throws {
        #expect(try parse(text).keepAlive == keepAlive)
    }

    @Test func aBodyLengthIsReadOnceAndBounded() throws {
        #expect(try parse("POST / HTTP/1.1\r\nContent-Length: 5").bodyLength == 5)
        #expect(try parse("POST / HTTP/1.1\r\nContent-Length: 5\r\ncontent-length: 5").bodyLength == 5)
        #expect(throws: RequestHead.Refusal.badRequest) {
            try parse("POST / HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6")
        }
        #expect(throws: RequestHead.Refusal.badRequest) { try parse("POST / HTTP/1.1\r\nContent-Length: -1") }
        #expect(throws: RequestHead.Refusal.contentTooLarge) {
            try parse("POST / HTTP/1.1\r\nContent-Length: 9999999999")
        }
        #expect(throws: RequestHead.Refusal.notImplemented) {
            try parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked")
        }
    }

    @Test(arguments: [
        "GET /", "GET  / HTTP/1.1", "GET / HTTP/1.1 ", "G(T / HTTP/1.1", "GET / HTTP/11", "GET / http/1.1",
        "GET / HTTP/1.1\r\nNo colon here", "GET / HTTP/1.1\r\nBad name: x", "GET / HTTP/1.1\r\n folded: x",
        "GET /a\u{0}b HTTP/1.1", "GET / HTTP/1.1\r\nHost: a\nb", "",
    ])
    func malformedHeadsAreBadRequests(text: String) {
        #expect(throws: RequestHead.Refusal.badRequest) { try parse(text) }
    }

    @Test func otherVersionsAreNotSupported() {
        #expect(throws: RequestHead.Refusal.versionNotSupported) { try parse("GET / HTTP/2.0") }
        #expect(throws: RequestHead.Refusal.versionNotSupported) { try parse("GET / HTTP/1.2") }
    }

    @Test func responseHeadsFrameTheBodyAndSayWhetherTheConnectionStays() throws {
        let get = try parse("GET / HTTP/1.1")
        let fixed = ServedResponse.ok([1, 2, 3], type: "image/png")
        #expect(
            String(decoding: ResponseHead.encode(fixed, for: get, keepAlive: true), as: UTF8.self)
                == "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 3\r\n\r\n")
        let streamed = ServedResponse(status: 200, body: .filler(count: 10))
        #expect(
            String(decoding: ResponseHead.encode(streamed, for: get, keepAlive: false), as: UTF8.self)
                == "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
        let old = try parse("GET / HTTP/1.0\r\nConnection: keep-alive")
        #expect(
            String(decoding: ResponseHead.encode(ServedResponse(status: 304), for: old, keepAlive: true), as: UTF8.self)
                == "HTTP/1.0 304 Not Modified\r\nConnection: keep-alive\r\n\r\n")
    }
}
