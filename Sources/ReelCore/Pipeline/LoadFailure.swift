/// Why an image load failed: what the loader, the decoder or the network model reported, typed.
///
/// `logName` is the one line written to `timeline.jsonl` (the `deliver` event's `error`) and to recorded traces;
/// `init(logName:)` reads it back, so a recorded trace replays the same failures. `kind` groups failures for
/// `summary.json`'s `requests.failed_by_kind`.
public enum LoadFailure: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The server answered with a status of 400 or more.
    case httpStatus(Int)
    /// The connect or total timeout, in milliseconds, elapsed.
    case timedOut(ms: Int)
    /// The peer reset the connection mid-transfer; `message` and `code` are libcurl's.
    case connectionReset(code: Int32, message: String)
    /// No connection could be made to `endpoint` (`host:port`).
    case connectionRefused(endpoint: String)
    /// The body is larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// The image's header claims more pixels than the limit; nothing was decoded.
    case pixelLimit(width: Int, height: Int, limit: Int)
    /// The URL's scheme is not allowed (e.g. `ftp`, or `file` without a file root).
    case refusedScheme(String)
    /// A `file:` path resolves outside the loader's file root.
    case outsideFileRoot(path: String)
    /// The URL could not be parsed.
    case invalidURL(String)
    /// More redirects than the limit.
    case tooManyRedirects(limit: Int)
    /// Any other libcurl failure; `code` is the `CURLcode` (-1 when the loader was shut down).
    case transport(code: Int32, message: String)
    /// The bytes arrived but are not a decodable image; `detail` is the decoder's message.
    case decode(DecodeFailure, detail: String)
    /// The network model made the request time out after `ms`.
    case modelledTimeout(ms: Int)
    /// The network model made the server answer with `status`.
    case modelledHTTPStatus(Int)
    /// The network model reset the connection.
    case modelledConnectionReset
    /// The real transfer produced no result within `seconds` of wall time (a stuck transfer).
    case noResult(seconds: Int64)
    /// A bug in reel: a result was asked for that was never started.
    case internalError(String)
    /// Text from a recorded trace that names none of the failures above; replayed as written.
    case unrecognized(String)

    /// The ways the bytes of an image can fail to decode.
    public enum DecodeFailure: String, Sendable, Hashable, Codable, CaseIterable {
        /// Not an image format reel decodes (e.g. HTML, GIF, empty).
        case unsupportedFormat = "unsupported_format"
        /// The decoder rejected the data (corrupt or cut short).
        case corrupt
    }

    /// What `summary.json` counts failures by.
    public enum Kind: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
        case httpStatus(Int)
        case timeout
        case connectionReset
        case connectionRefused
        case tooLarge
        case pixelLimit
        case refusedScheme
        case outsideFileRoot
        case invalidURL
        case tooManyRedirects
        case transport
        case decode(DecodeFailure)
        case noResult
        case internalError
        case other

        /// The key in `requests.failed_by_kind`, e.g. `http_404`, `timeout`, `decode_corrupt`.
        public var description: String {
            switch self {
            case .httpStatus(let status): "http_\(status)"
            case .timeout: "timeout"
            case .connectionReset: "connection_reset"
            case .connectionRefused: "connection_refused"
            case .tooLarge: "too_large"
            case .pixelLimit: "pixel_limit"
            case .refusedScheme: "refused_scheme"
            case .outsideFileRoot: "outside_file_root"
            case .invalidURL: "invalid_url"
            case .tooManyRedirects: "too_many_redirects"
            case .transport: "transport"
            case .decode(let failure): "decode_\(failure.rawValue)"
            case .noResult: "no_result"
            case .internalError: "internal"
            case .other: "other"
            }
        }

        /// Kinds sort by their key, so `failed_by_kind` lists them in one fixed order.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.description < rhs.description }

        /// Every kind, `httpStatus` standing for every status, for docs/summary-reference.md.
        package static let all: [Kind] =
            [
                .httpStatus(404), .timeout, .connectionReset, .connectionRefused, .tooLarge, .pixelLimit,
                .refusedScheme, .outsideFileRoot, .invalidURL, .tooManyRedirects, .transport,
            ] + DecodeFailure.allCases.map(Kind.decode) + [.noResult, .internalError, .other]

        /// The key as the reference spells it: `http_<status>` for every status, else the key.
        package var referenceKey: String {
            if case .httpStatus = self { return "http_<status>" }
            return description
        }

        /// One line: which failures the kind counts.
        package var doc: String {
            switch self {
            case .httpStatus:
                "The server answered with that status (400 or more), or the network model made it answer so."
            case .timeout:
                "The connect or total timeout (`pipeline.connect_timeout_ms`, `pipeline.timeout_ms`) elapsed, or "
                    + "the network model timed the request out."
            case .connectionReset: "The peer reset the connection mid-transfer, or the network model did."
            case .connectionRefused: "No connection could be made to the host."
            case .tooLarge: "The body is larger than `pipeline.max_bytes`."
            case .pixelLimit: "The image's header claims more pixels than `pipeline.max_pixels`; nothing was decoded."
            case .refusedScheme: "The URL's scheme is not allowed (e.g. `ftp`, or `file` without a file root)."
            case .outsideFileRoot: "A `file:` path resolves outside the loader's file root."
            case .invalidURL: "The URL could not be parsed."
            case .tooManyRedirects: "More redirects than `pipeline.max_redirects`."
            case .transport: "Any other libcurl failure."
            case .decode(.unsupportedFormat): "The bytes are not an image format reel decodes (e.g. HTML, GIF, empty)."
            case .decode(.corrupt): "The decoder rejected the bytes (corrupt or cut short)."
            case .noResult: "The real transfer produced no result in time (a stuck transfer)."
            case .internalError: "A bug in reel: a result was asked for that was never started."
            case .other: "A failure a recorded trace names in words reel does not know; replayed as written."
            }
        }
    }

    /// The group this failure is counted in: a modelled failure counts as what it models.
    package var kind: Kind {
        switch self {
        case .httpStatus(let status), .modelledHTTPStatus(let status): .httpStatus(status)
        case .timedOut, .modelledTimeout: .timeout
        case .connectionReset, .modelledConnectionReset: .connectionReset
        case .connectionRefused: .connectionRefused
        case .tooLarge: .tooLarge
        case .pixelLimit: .pixelLimit
        case .refusedScheme: .refusedScheme
        case .outsideFileRoot: .outsideFileRoot
        case .invalidURL: .invalidURL
        case .tooManyRedirects: .tooManyRedirects
        case .transport: .transport
        case .decode(let failure, _): .decode(failure)
        case .noResult: .noResult
        case .internalError: .internalError
        case .unrecognized: .other
        }
    }

    /// Whether the network model made this failure up (the real bytes were ignored).
    package var isModelled: Bool {
        switch self {
        case .modelledTimeout, .modelledHTTPStatus, .modelledConnectionReset: true
        default: false
        }
    }

    /// The one-line text written to the timeline and to traces.
    package var logName: String {
        switch self {
        case .httpStatus(let status): "HTTP \(status)"
        case .timedOut(let ms): "timed out after \(ms) ms"
        case .connectionReset(let code, let message), .transport(let code, let message): "\(message) (curl \(code))"
        case .connectionRefused(let endpoint): "connection refused (\(endpoint))"
        case .tooLarge(let limit): "body exceeds \(limit) bytes"
        case .pixelLimit(let width, let height, let limit):
            "decode: image too large: \(width)x\(height) exceeds \(limit) pixels"
        case .refusedScheme(let scheme): "scheme '\(scheme)' not allowed"
        case .outsideFileRoot(let path): "path '\(path)' is outside the file root"
        case .invalidURL(let url): "invalid URL '\(url)'"
        case .tooManyRedirects(let limit): "more than \(limit) redirects"
        case .decode(.unsupportedFormat, let detail): "decode: unsupported image format: \(detail)"
        case .decode(.corrupt, let detail): "decode: corrupt image: \(detail)"
        case .modelledTimeout(let ms): "timed out after \(ms) ms (modelled)"
        case .modelledHTTPStatus(let status): "HTTP \(status) (modelled)"
        case .modelledConnectionReset: "connection reset (modelled)"
        case .noResult(let seconds): "no result within \(seconds) s"
        case .internalError(let message): "internal: \(message)"
        case .unrecognized(let text): text
        }
    }

    public var description: String { logName }

    /// `CURLE_RECV_ERROR` and `CURLE_SEND_ERROR`: the codes a reset connection ends a transfer with.
    static let resetCodes: Set<Int32> = [55, 56]
}
