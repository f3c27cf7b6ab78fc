/// The bytes of a response's status line and headers, as the embedded server writes them.
enum ResponseHead {
    /// `response`'s head for `request`: its headers, then the framing the connection needs — `Content-Length` for
    /// a fixed body (none for 204 and 304), `Transfer-Encoding: chunked` for a streamed one in HTTP/1.1 — and
    /// `Connection: close` unless `keepAlive`. A HEAD request gets the head its GET would.
    static func encode(_ response: ServedResponse, for request: RequestHead, keepAlive: Bool) -> [UInt8] {
        var text = StatusLine.text(response.status, version: request.version) + "\r\n"
        // A value never ends the line early: a CR, LF or NUL in it (a redirect target from the query) is dropped.
        for header in response.headers {
            let kept = header.value.unicodeScalars.filter { $0 != "\r" && $0 != "\n" && $0 != "\0" }
            let value = String(String.UnicodeScalarView(kept))
            text += "\(header.name): \(value)\r\n"
        }
        if let length = response.fixedLength {
            if response.status != 204 && response.status != 304 { text += "Content-Length: \(length)\r\n" }
        } else if request.minorVersion == 1 {
            text += "Transfer-Encoding: chunked\r\n"
        }
        if !keepAlive {
            text += "Connection: close\r\n"
        } else if request.minorVersion == 0 {
            text += "Connection: keep-alive\r\n"
        }
        return Array((text + "\r\n").utf8)
    }
}
