/// SDWebImage's errors (domain `SDWebImageErrorDomain`); a network error keeps its `URLError` (a cancelled download is
/// `URLError(.cancelled)`, as in SDWebImage).
public struct SDWebImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The error's code.
    public enum Code: Int, Sendable {
        case invalidURL = 1000
        case badImageData = 1001
        case cacheNotModified = 1002
        case blackListed = 1003
        case invalidDownloadOperation = 2000
        case invalidDownloadStatusCode = 2001
        case cancelled = 2002
        case invalidDownloadResponse = 2003
        case invalidDownloadContentType = 2004
    }

    /// The error domain.
    public static let errorDomain = "SDWebImageErrorDomain"

    public static let invalidURL = Code.invalidURL
    public static let badImageData = Code.badImageData
    public static let blackListed = Code.blackListed
    public static let invalidDownloadStatusCode = Code.invalidDownloadStatusCode
    public static let cancelled = Code.cancelled

    /// The code.
    public let code: Code
    /// What happened.
    public let localizedDescription: String
    /// The HTTP status, for `invalidDownloadStatusCode`.
    public let statusCode: Int?

    init(_ code: Code, _ description: String, statusCode: Int? = nil) {
        self.code = code
        localizedDescription = description
        self.statusCode = statusCode
    }

    public var description: String { "\(Self.errorDomain) \(code.rawValue): \(localizedDescription)" }
}
