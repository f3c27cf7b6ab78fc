import Foundation

/// Writes files under a temporary name and renames them into place, so a reader never sees half a file.
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    public static func write(_ data: Data, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        try data.write(to: temporary)
        try move(temporary, to: url)
    }

    /// Renames `source` over `destination`.
    public static func move(_ source: URL, to destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            throw OutputError(path: destination.path, message: "cannot rename into place: \(String(cString: strerror(errno)))")
        }
    }
}

/// A problem writing output: which path and what went wrong.
public struct OutputError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
