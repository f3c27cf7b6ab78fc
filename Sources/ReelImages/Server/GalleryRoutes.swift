import FlyingFox
import Foundation

/// The embedded server's routes: gallery images plus the test routes reel's failure tests use.
///
/// - `GET /image/:n.png[?w=&h=]` — the image closure's PNG (`w`, `h` default to the image size);
///   a bad `n` is 404, a bad `w`/`h` 400, and so is a `w`×`h` over `pixelLimit`. Faults (latency, jitter,
///   failures, bandwidth) apply here only.
/// - `GET /status/:code` — answers with that status (200...599) and a text body (none for 204/304).
/// - `GET /slow/:ms/image/:n.png` — sleeps `ms` milliseconds (at most 60 s), then the image.
/// - `GET /corrupt/:n.png` — 200 `image/png`: a valid signature and IHDR, then truncated garbage.
/// - `GET /html/:n.png` — 200 `text/html` page instead of an image.
/// - `GET /redirect?to=URL` — 302 with `Location: URL` (any scheme, to test redirect refusal).
/// - `GET /endless` — 200 with no `Content-Length` (chunked), streaming 100 MB or until the client goes away.
/// - `GET /files/NAME` — with a directory: that folder's files (PNG/JPEG content types), nothing outside it.
struct GalleryRoutes: Sendable {
    /// Bytes `/endless` sends before it gives up.
    static let endlessLimit = 100 * 1024 * 1024
    /// Largest accepted `w`/`h`.
    static let maxDimension = 8192
    /// Largest accepted `w`×`h` when the default image is smaller: 2048² (16 MiB of pixels per image while it is
    /// drawn), so a handful of concurrent requests cannot take gigabytes.
    static let requestPixelLimit = 2048 * 2048

    /// Largest accepted `w`×`h`: `requestPixelLimit`, or the default image's pixels when `--image-size` is larger.
    var pixelLimit: Int { max(Self.requestPixelLimit, imageSize * imageSize) }

    let imageSize: Int
    let injector: FaultInjector
    let directory: DirectoryRoute?
    let image: @Sendable (_ index: Int, _ width: Int, _ height: Int) -> [UInt8]

    /// A FlyingFox handler serving every route (unknown paths get FlyingFox's 404).
    func makeHandler() -> RoutedHTTPHandler {
        var handler = RoutedHTTPHandler()
        handler.appendRoute(HTTPRoute("GET /image/:file")) { request in
            try await self.faultedImage(request, file: request.path(at: 1))
        }
        handler.appendRoute(HTTPRoute("GET /status/:code")) { request in
            self.status(request.path(at: 1))
        }
        handler.appendRoute(HTTPRoute("GET /slow/:ms/image/:file")) { request in
            guard let ms = Int(request.path(at: 1)), ms >= 0 else { return Self.text(.badRequest, "bad delay") }
            try await Self.sleep(ms: min(ms, 60_000))
            return self.plainImage(request, file: request.path(at: 3))
        }
        handler.appendRoute(HTTPRoute("GET /corrupt/:file")) { request in
            guard let index = Self.imageIndex(request.path(at: 1)) else { return Self.text(.notFound, "no such image") }
            let bytes = CorruptPNG.make(width: self.imageSize, height: self.imageSize, seed: index)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"], body: Data(bytes))
        }
        handler.appendRoute(HTTPRoute("GET /html/:file")) { request in
            guard let index = Self.imageIndex(request.path(at: 1)) else { return Self.text(.notFound, "no such image") }
            let page = "<html><body><h1>Not an image</h1><p>item \(index)</p></body></html>\n"
            return HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"], body: Data(page.utf8))
        }
        handler.appendRoute(HTTPRoute("GET /redirect")) { request in
            guard let target = request.query["to"], !target.isEmpty else {
                return Self.text(.badRequest, "missing ?to=")
            }
            return HTTPResponse(statusCode: .found, headers: [.location: target], body: Data())
        }
        if let directory {
            handler.appendRoute(HTTPRoute("GET /files/*")) { request in
                let decision = self.injector.decide(index: Self.stableIndex(request.path))
                try await Self.sleep(ms: decision.delayMs)
                if decision.fails { return Self.text(.internalServerError, "injected failure") }
                return directory.response(request)
            }
        }
        handler.appendRoute(HTTPRoute("GET /endless")) { _ in
            let body = HTTPBodySequence(from: EndlessBody(limit: Self.endlessLimit), suggestedBufferSize: 64 * 1024)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/octet-stream"], body: body)
        }
        return handler
    }

    // MARK: Routes

    private func faultedImage(_ request: HTTPRequest, file: String) async throws -> HTTPResponse {
        guard let index = Self.imageIndex(file) else { return Self.text(.notFound, "no such image") }
        let decision = injector.decide(index: index)
        try await Self.sleep(ms: decision.delayMs)
        if decision.fails {
            return Self.text(.internalServerError, "injected failure")
        }
        let response = plainImage(request, file: file)
        if case .httpBody(let body) = response.payload {
            try await Self.sleep(ms: injector.transferDelayMs(byteCount: body.count ?? 0))
        }
        return response
    }

    private func plainImage(_ request: HTTPRequest, file: String) -> HTTPResponse {
        guard let index = Self.imageIndex(file) else { return Self.text(.notFound, "no such image") }
        guard let width = dimension(request.query["w"]), let height = dimension(request.query["h"]) else {
            return Self.text(.badRequest, "bad w or h")
        }
        guard width * height <= pixelLimit else {
            return Self.text(.badRequest, "w×h is \(width * height) pixels, over the limit of \(pixelLimit)")
        }
        let bytes = image(index, width, height)
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "image/png"], body: Data(bytes))
    }

    private func status(_ text: String) -> HTTPResponse {
        guard let code = Int(text), (200...599).contains(code) else { return Self.text(.badRequest, "bad status") }
        let status = HTTPStatusCode(code, phrase: Self.phrase(for: code))
        guard code != 204 && code != 304 else { return HTTPResponse(statusCode: status) }
        return Self.text(status, "status \(code)")
    }

    // MARK: Helpers

    /// A stable (FNV-1a) number for a path, so seeded fault draws for files repeat across runs.
    static func stableIndex(_ path: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: hash & 0x7FFF_FFFF)
    }

    /// `n` from `"n.png"` when n is a non-negative integer.
    static func imageIndex(_ file: String) -> Int? {
        guard file.hasSuffix(".png"), let index = Int(file.dropLast(4)), index >= 0 else { return nil }
        return index
    }

    private func dimension(_ text: String?) -> Int? {
        guard let text else { return imageSize }
        guard let value = Int(text), (1...Self.maxDimension).contains(value) else { return nil }
        return value
    }

    private static func text(_ status: HTTPStatusCode, _ body: String) -> HTTPResponse {
        HTTPResponse(
            statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data((body + "\n").utf8))
    }

    private static func sleep(ms: Int) async throws {
        guard ms > 0 else { return }
        try await Task.sleep(for: .milliseconds(ms))
    }

    private static func phrase(for code: Int) -> String {
        switch code {
        case 200: "OK"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 410: "Gone"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(code)"
        }
    }
}

extension HTTPRequest {
    /// The path component at `index` (empty when missing).
    fileprivate func path(at index: Int) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return parts.indices.contains(index) ? String(parts[index]) : ""
    }
}
