import NIOCore
import NIOHTTP1

/// Serves one accepted HTTP/1.1 connection: reads requests, asks the routes, writes the answers, keeps the
/// connection open while the client asks it to.
enum HTTPConnection {
    /// A connection as NIO's HTTP server pipeline hands it over.
    typealias AsyncConnection = NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>

    /// Bytes of each chunk of a streamed (filler) body.
    static let chunkSize = 64 * 1024

    /// Answers requests until the client closes, asks to close, or the task is cancelled (the server stopping).
    static func serve(_ connection: AsyncConnection, routes: GalleryRoutes) async {
        do {
            try await connection.executeThenClose { inbound, outbound in
                var head: HTTPRequestHead?
                for try await part in inbound {
                    switch part {
                    case .head(let value):
                        head = value
                    case .body:
                        continue
                    case .end:
                        guard let request = head else { continue }
                        head = nil
                        let served = ServedRequest(method: request.method.rawValue, target: request.uri)
                        let response = try await routes.respond(to: served)
                        try await write(response, for: request, to: outbound)
                        if !request.isKeepAlive { return }
                    }
                }
            }
        } catch {
            // The client went away mid-answer or the server is stopping: there is no one left to answer.
        }
    }

    /// Writes the head, the body and the end of `response`.
    private static func write(
        _ response: ServedResponse, for request: HTTPRequestHead,
        to outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>
    ) async throws {
        var headers = HTTPHeaders(response.headers.map { ($0.name, $0.value) })
        if let length = response.fixedLength, response.status != 204, response.status != 304 {
            headers.add(name: "Content-Length", value: String(length))
        }
        if !request.isKeepAlive { headers.add(name: "Connection", value: "close") }
        // NIO sends the standard phrase for every code it knows; this one only names the others.
        let status = HTTPResponseStatus(statusCode: response.status, reasonPhrase: "Status \(response.status)")
        try await outbound.write(.head(HTTPResponseHead(version: request.version, status: status, headers: headers)))
        // A HEAD answer says what the GET would send (NIO's encoder keeps its framing headers) and sends no body.
        guard request.method != .HEAD else { return try await outbound.write(.end(nil)) }
        switch response.body {
        case .bytes(let bytes):
            if !bytes.isEmpty { try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: bytes)))) }
        case .filler(let count):
            // Chunked (no Content-Length); each write waits while the client is not reading.
            let chunk = ByteBuffer(repeating: 0x5A, count: chunkSize)
            var remaining = count
            while remaining > 0 {
                try Task.checkCancellation()
                let size = min(remaining, chunkSize)
                try await outbound.write(.body(.byteBuffer(chunk.getSlice(at: 0, length: size) ?? chunk)))
                remaining -= size
            }
        }
        try await outbound.write(.end(nil))
    }
}
