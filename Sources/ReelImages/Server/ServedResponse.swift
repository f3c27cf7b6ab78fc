/// What a route of the embedded server answers: a status, headers and a body.
struct ServedResponse: Sendable {
    /// How the body is sent.
    enum Body: Sendable, Equatable {
        /// These bytes, with a `Content-Length`.
        case bytes([UInt8])
        /// `count` filler bytes streamed in chunks without a `Content-Length` (chunked transfer encoding), ending early
        /// when the client goes away.
        case filler(count: Int)
    }

    /// The status code (200…599).
    var status: Int
    /// Header names and values besides `Content-Length` and `Connection`, which the connection sets.
    var headers: [(name: String, value: String)]
    var body: Body

    init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A `text/plain` response whose body is `text` and a newline.
    static func text(_ status: Int, _ text: String) -> ServedResponse {
        ServedResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")],
            body: .bytes(Array((text + "\n").utf8)))
    }

    /// `bytes` with the content type `type`.
    static func ok(_ bytes: [UInt8], type: String) -> ServedResponse {
        ServedResponse(status: 200, headers: [("Content-Type", type)], body: .bytes(bytes))
    }

    /// The byte count of a fixed body (nil when streamed).
    var fixedLength: Int? {
        if case .bytes(let bytes) = body { return bytes.count }
        return nil
    }
}
