/// Why an image could not be decoded.
package enum ImageDecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not a PNG; the string says what the first bytes look like (e.g. "HTML", "JPEG", "empty").
    case unsupportedFormat(String)
    /// The header's dimensions exceed the pixel limit; nothing was allocated for pixels.
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// libpng rejected the data; the string is libpng's message.
    case corrupt(String)
    /// The image decoded but its thumbnail could not be drawn; the string says why.
    case undrawable(String)

    /// A human-readable description of the error.
    package var description: String {
        switch self {
        case .unsupportedFormat(let kind): "unsupported image format: \(kind)"
        case .tooManyPixels(let width, let height, let limit):
            "image too large: \(width)x\(height) exceeds \(limit) pixels"
        case .corrupt(let message): "corrupt image: \(message)"
        case .undrawable(let reason): "cannot draw image: \(reason)"
        }
    }

    /// Names what the first bytes of a non-PNG payload look like.
    static func sniff(_ data: [UInt8]) -> String {
        guard !data.isEmpty else { return "empty" }
        let head = data.prefix(16)
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if head.starts(with: Array("GIF8".utf8)) { return "GIF" }
        if head.count >= 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            return "WebP"
        }
        if head.starts(with: [0x42, 0x4D]) { return "BMP" }
        if head.count >= 12, Array(head[4..<8]) == Array("ftyp".utf8) { return "HEIF/AVIF/MP4" }
        let text = String(decoding: data.prefix(256), as: UTF8.self)
            .drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).lowercased()
        if text.hasPrefix("<!doctype html") || text.hasPrefix("<html") || text.hasPrefix("<head")
            || text.hasPrefix("<body")
        {
            return "HTML"
        }
        if text.hasPrefix("<?xml") || text.hasPrefix("<svg") { return "XML/SVG" }
        if text.hasPrefix("<") { return "HTML" }
        if text.hasPrefix("{") || text.hasPrefix("[") { return "JSON" }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "truncated PNG signature" }
        let hex = head.prefix(8).map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
        }
        return "unknown (first bytes \(hex.joined(separator: " ")))"
    }
}
