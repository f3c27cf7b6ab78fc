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
///
/// `HEAD` answers as `GET` does, without the body and without drawing on the faults (so a client that asks `HEAD` first
/// does not shift the seeded failures of its `GET`s). Any other method gets 405 with `Allow: GET, HEAD`; any other
/// path an empty 404.
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

    /// The response to `request`: 405 for methods other than GET and HEAD, an empty 404 for unknown paths.
    func respond(to request: ServedRequest) async throws -> ServedResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return ServedResponse(status: 405, headers: [("Allow", "GET, HEAD")])
        }
        let parts = request.components
        guard let route = parts.first else { return ServedResponse(status: 404) }
        switch (route, parts.count) {
        case ("image", 2):
            return try await faultedImage(request, file: parts[1])
        case ("status", 2):
            return status(parts[1])
        case ("slow", 4) where parts[2] == "image":
            guard let ms = Int(parts[1]), ms >= 0 else { return .text(400, "bad delay") }
            try await Self.sleep(ms: min(ms, 60_000))
            return plainImage(request, file: parts[3])
        case ("corrupt", 2):
            guard let index = Self.imageIndex(parts[1]) else { return .text(404, "no such image") }
            return .ok(CorruptPNG.make(width: imageSize, height: imageSize, seed: index), type: "image/png")
        case ("html", 2):
            guard let index = Self.imageIndex(parts[1]) else { return .text(404, "no such image") }
            let page = "<html><body><h1>Not an image</h1><p>item \(index)</p></body></html>\n"
            return .ok(Array(page.utf8), type: "text/html; charset=utf-8")
        case ("redirect", 1):
            guard let target = request.query["to"], !target.isEmpty else { return .text(400, "missing ?to=") }
            guard !target.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) else {
                return .text(400, "?to= holds a line break")
            }
            return ServedResponse(status: 302, headers: [("Location", target)])
        case ("files", 2...) where directory != nil && request.method == "HEAD":
            return directory?.response(path: request.path) ?? ServedResponse(status: 404)
        case ("files", 2...) where directory != nil:
            let decision = injector.decide(index: Self.stableIndex(request.path))
            try await Self.sleep(ms: decision.delayMs)
            if decision.fails { return .text(500, "injected failure") }
            return directory?.response(path: request.path) ?? ServedResponse(status: 404)
        case ("endless", 1):
            return ServedResponse(
                status: 200, headers: [("Content-Type", "application/octet-stream")],
                body: .filler(count: Self.endlessLimit))
        default:
            return ServedResponse(status: 404)
        }
    }

    // MARK: Routes

    private func faultedImage(_ request: ServedRequest, file: String) async throws -> ServedResponse {
        guard let index = Self.imageIndex(file) else { return .text(404, "no such image") }
        guard request.method == "GET" else { return plainImage(request, file: file) }
        let decision = injector.decide(index: index)
        try await Self.sleep(ms: decision.delayMs)
        if decision.fails {
            return .text(500, "injected failure")
        }
        let response = plainImage(request, file: file)
        if let count = response.fixedLength {
            try await Self.sleep(ms: injector.transferDelayMs(byteCount: count))
        }
        return response
    }

    private func plainImage(_ request: ServedRequest, file: String) -> ServedResponse {
        guard let index = Self.imageIndex(file) else { return .text(404, "no such image") }
        guard let width = dimension(request.query["w"]), let height = dimension(request.query["h"]) else {
            return .text(400, "bad w or h")
        }
        guard width * height <= pixelLimit else {
            return .text(400, "w×h is \(width * height) pixels, over the limit of \(pixelLimit)")
        }
        return .ok(image(index, width, height), type: "image/png")
    }

    private func status(_ text: String) -> ServedResponse {
        guard let code = Int(text), (200...599).contains(code) else { return .text(400, "bad status") }
        guard code != 204 && code != 304 else { return ServedResponse(status: code) }
        return .text(code, "status \(code)")
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

    private static func sleep(ms: Int) async throws {
        guard ms > 0 else { return }
        try await Task.sleep(for: .milliseconds(ms))
    }
}
