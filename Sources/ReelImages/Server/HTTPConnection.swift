/// Serves one accepted HTTP/1.1 connection on a thread of its own: reads each request's head, asks the routes (on
/// the server's executor), writes the answer, and keeps the connection open while the client asks it to.
///
/// A connection waits at most `idleTimeout` for the next request's head to arrive in full (from the connection's
/// start or the end of the last answer); then, or when the client closes, asks to close, sends what cannot be
/// framed, or the server stops, it ends. Requests sent back to back (pipelined) are answered in order.
struct HTTPConnection: Sendable {
    let socket: ConnectionSocket
    let routes: GalleryRoutes
    let idleTimeout: Duration
    /// The server's stop signal and the route call in progress.
    let control: ConnectionControl

    /// Bytes of each chunk of a streamed (filler) body.
    static let chunkSize = 64 * 1024

    /// Answers requests until the connection ends; the socket is left for its owner to release.
    func serve() {
        var buffer: [UInt8] = []
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        while !control.isStopping {
            guard let head = readHead(&buffer, scratch: &scratch), skipBody(of: head, in: &buffer, scratch: &scratch)
            else { return }
            let request = ServedRequest(method: head.method, target: head.target)
            guard let response = control.run({ try await routes.respond(to: request) }) else { return }
            // An HTTP/1.0 client learns where a streamed body ends only from the close.
            let keepAlive = head.keepAlive && (response.fixedLength != nil || head.minorVersion == 1)
            guard write(response, for: head, keepAlive: keepAlive) else { return }
            guard keepAlive else { return socket.finishWriting() }
        }
    }

    /// The next request's head, taken out of `buffer` (reading more as needed); nil when the connection ends first.
    /// A head that cannot be framed is answered with its refusal's status before the connection ends.
    private func readHead(_ buffer: inout [UInt8], scratch: inout [UInt8]) -> RequestHead? {
        let deadline = ContinuousClock.now + idleTimeout
        var scanned = 0
        while true {
            // A client may send empty lines before a request (RFC 9112 §2.2).
            while buffer.starts(with: [0x0D, 0x0A]) {
                buffer.removeFirst(2)
                scanned = 0
            }
            let found = Self.blankLine(in: buffer, from: scanned)
            // The next look starts where a blank line could still begin in what arrives next.
            scanned = max(0, buffer.count - 3)
            if let end = found, end <= RequestHead.maxHeadBytes {
                defer { buffer.removeFirst(end + 4) }
                do {
                    return try RequestHead.parse(buffer[..<end])
                } catch {
                    refuse(error)
                    return nil
                }
            }
            guard buffer.count <= RequestHead.maxHeadBytes else {
                refuse(.headTooLarge)
                return nil
            }
            guard case .bytes = socket.receive(into: &buffer, scratch: &scratch, before: deadline) else { return nil }
        }
    }

    /// Reads and drops the request body that follows `head`; false when the connection ended first.
    private func skipBody(of head: RequestHead, in buffer: inout [UInt8], scratch: inout [UInt8]) -> Bool {
        let deadline = ContinuousClock.now + idleTimeout
        while buffer.count < head.bodyLength {
            guard case .bytes = socket.receive(into: &buffer, scratch: &scratch, before: deadline) else { return false }
        }
        buffer.removeFirst(head.bodyLength)
        return true
    }

    /// Where the blank line after a head starts (`\r\n\r\n`), if it has arrived, looking from `start` on.
    private static func blankLine(in buffer: [UInt8], from start: Int) -> Int? {
        guard buffer.count >= 4, start <= buffer.count - 4 else { return nil }
        for index in start...(buffer.count - 4)
        where buffer[index] == 0x0D && buffer[index + 1] == 0x0A && buffer[index + 2] == 0x0D
            && buffer[index + 3] == 0x0A
        {
            return index
        }
        return nil
    }

    /// Answers a head that cannot be framed with its status, then ends the connection.
    private func refuse(_ refusal: RequestHead.Refusal) {
        let line = StatusLine.text(refusal.rawValue, version: "HTTP/1.1")
        _ = socket.send(Array("\(line)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
        socket.finishWriting()
    }

    /// Writes `response` to `head`'s request, saying whether the connection stays open; false when the connection
    /// broke or the server is stopping.
    private func write(_ response: ServedResponse, for head: RequestHead, keepAlive: Bool) -> Bool {
        let isHead = head.method == "HEAD"
        let start = ResponseHead.encode(response, for: head, keepAlive: keepAlive)
        switch response.body {
        case .bytes(let bytes):
            return socket.send(isHead ? start : start + bytes)
        case .filler(let count):
            guard socket.send(start) else { return false }
            return isHead || sendFiller(count, chunked: head.minorVersion == 1)
        }
    }

    /// Streams `count` filler bytes in chunks (chunked transfer encoding in HTTP/1.1, the bare bytes in HTTP/1.0),
    /// each write waiting while the client is not reading.
    private func sendFiller(_ count: Int, chunked: Bool) -> Bool {
        let chunk = [UInt8](repeating: 0x5A, count: Self.chunkSize)
        var remaining = count
        while remaining > 0 {
            guard !control.isStopping else { return false }
            let size = min(remaining, Self.chunkSize)
            let body = size == chunk.count ? chunk : Array(chunk[..<size])
            let framed = chunked ? Array("\(String(size, radix: 16))\r\n".utf8) + body + [0x0D, 0x0A] : body
            guard socket.send(framed) else { return false }
            remaining -= size
        }
        return !chunked || socket.send(Array("0\r\n\r\n".utf8))
    }
}
