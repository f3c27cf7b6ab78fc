import Foundation

/// A request's line and the headers the embedded server acts on, read from the bytes before the blank line.
///
/// The server answers GET and HEAD and reads no request body, so only what frames the connection matters: the
/// version, `Connection`, and a body's length to skip. Anything it cannot frame is refused with the status that
/// says why, and the connection is closed.
struct RequestHead: Sendable, Equatable {
    /// The method as sent (`GET`).
    var method: String
    /// The request target as sent (`/image/3.png?w=64`).
    var target: String
    /// `0` for HTTP/1.0, `1` for HTTP/1.1.
    var minorVersion: Int
    /// Whether the client keeps the connection for another request: HTTP/1.1 unless `Connection: close`, HTTP/1.0
    /// only with `Connection: keep-alive`.
    var keepAlive: Bool
    /// Bytes of request body that follow the head (`Content-Length`), which the server reads and drops.
    var bodyLength: Int

    /// The version as a status line writes it.
    var version: String { "HTTP/1.\(minorVersion)" }

    /// Why a head was refused: the response status.
    enum Refusal: Int, Error, Equatable {
        case badRequest = 400
        case contentTooLarge = 413
        case headTooLarge = 431
        case notImplemented = 501
        case versionNotSupported = 505
    }

    /// Longest head the server reads (request line and headers).
    static let maxHeadBytes = 64 * 1024
    /// Longest request body the server reads and drops.
    static let maxBodyBytes = 1 << 20

    /// Reads the head in `bytes` (everything before the blank line, without it).
    static func parse(_ bytes: ArraySlice<UInt8>) throws(Refusal) -> RequestHead {
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        // Tabs aside, no control character (a bare CR or LF included) may stand in a line.
        guard lines.allSatisfy({ $0.utf8.allSatisfy { $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) } }) else {
            throw .badRequest
        }
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, isToken(parts[0]), !parts[1].isEmpty else { throw .badRequest }
        let minorVersion = try version(parts[2])
        var connection: [String] = []
        var lengths: Set<String> = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), isToken(line[..<colon]) else { throw .badRequest }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])
            switch name {
            case "connection":
                connection += value.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: [" ", "\t"]) }
            case "content-length": lengths.insert(value)
            case "transfer-encoding": throw .notImplemented
            default: continue
            }
        }
        guard lengths.count <= 1 else { throw .badRequest }
        var bodyLength = 0
        if let text = lengths.first {
            guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { throw .badRequest }
            guard text.count <= 9, let value = Int(text), value <= maxBodyBytes else { throw .contentTooLarge }
            bodyLength = value
        }
        let keepAlive = minorVersion == 1 ? !connection.contains("close") : connection.contains("keep-alive")
        return RequestHead(
            method: String(parts[0]), target: String(parts[1]), minorVersion: minorVersion, keepAlive: keepAlive,
            bodyLength: bodyLength)
    }

    /// `1` for `HTTP/1.1`, `0` for `HTTP/1.0`; another `HTTP/x.y` is not supported, anything else a bad request.
    private static func version(_ text: Substring) throws(Refusal) -> Int {
        let bytes = Array(text.utf8)
        guard bytes.count == 8, text.hasPrefix("HTTP/"), bytes[6] == UInt8(ascii: "."),
            (0x30...0x39).contains(bytes[5]), (0x30...0x39).contains(bytes[7])
        else { throw .badRequest }
        guard bytes[5] == UInt8(ascii: "1"), bytes[7] <= UInt8(ascii: "1") else { throw .versionNotSupported }
        return Int(bytes[7] - 0x30)
    }

    /// The symbols a token may hold besides letters and digits.
    private static let tokenSymbols = Set("!#$%&'*+-.^_`|~".utf8)

    /// Whether `text` is an HTTP token (a method or header name): one or more of RFC 9110's `tchar`.
    private static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || tokenSymbols.contains(byte)
            }
    }
}
